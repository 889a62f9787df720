import Foundation
import Synchronization

/// Records when each named stage was last reported, for `--verbose` timing lines.
public final class StageClock: Sendable {
    private let start = Date()
    private let cpuStart = processCPUSeconds()
    private let marks = Mutex<[(String, TimeInterval, Double)]>([])

    public init() {}

    public func mark(_ stage: String) {
        let now = Date().timeIntervalSince(start)
        let cpu = processCPUSeconds() - cpuStart
        marks.withLock { list in
            if let last = list.last, last.0 == stage { list[list.count - 1] = (stage, now, cpu) } else { list.append((stage, now, cpu)) }
        }
    }

    /// One line per stage: its end time, its duration since the previous stage ended and the
    /// CPU time it took (all threads).
    public func report() -> String {
        let list = marks.withLock { $0 }
        var previous = (wall: 0.0, cpu: 0.0)
        var lines = ""
        for (stage, end, cpu) in list {
            lines += String(format: "%-10@ %7.3f s (%+.3f s, %.3f s CPU)\n", stage as NSString, end, end - previous.wall, cpu - previous.cpu)
            previous = (end, cpu)
        }
        lines += String(format: "total      %7.3f s (%.3f s CPU)\n", Date().timeIntervalSince(start), processCPUSeconds() - cpuStart)
        return lines
    }
}
