#if os(Linux)
import CMalloc
#endif

/// Malloc settings for a command that runs once and exits. By default glibc gives freed memory
/// back to the kernel as soon as a little is free and serves large arrays from fresh mappings,
/// so a run that builds and drops big arrays by the thousand faults in, and the kernel zeroes,
/// the same amount of memory again and again (on the bench corpus the zeroing was a tenth of
/// the ingest's time). A run that ends in seconds keeps what it freed for its next allocation;
/// the long-running server keeps the defaults, so memory it no longer needs goes back.
/// The `hig` executable runs on jemalloc, which keeps freed memory for a while by itself and
/// leaves glibc's malloc unused, so these settings count only where this code runs on glibc's
/// malloc (the test process, the benchmarks compiled from the sources).
public enum BatchMemory {
    public static func keepFreedMemory() {
        #if os(Linux)
        let megabytes64: Int32 = 64 << 20
        _ = mallopt(M_TRIM_THRESHOLD, Int32.max)
        _ = mallopt(M_TOP_PAD, megabytes64)
        _ = mallopt(M_MMAP_THRESHOLD, megabytes64)
        #endif
    }
}
