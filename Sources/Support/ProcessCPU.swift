#if canImport(Glibc)
import Glibc
#endif

/// User and system time of the whole process so far, all threads: on a shared machine, what a
/// step costs whatever else runs, and with its wall time, how many cores it kept busy.
public func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
