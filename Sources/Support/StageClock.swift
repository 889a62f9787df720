import Foundation
import Synchronization

/// Records when each named stage was last reported, for `--verbose` timing lines.
public final class StageClock: Sendable {
    private let start = Date()
    private let marks = Mutex<[(String, TimeInterval)]>([])

    public init() {}

    public func mark(_ stage: String) {
        let now = Date().timeIntervalSince(start)
        marks.withLock { list in
            if let last = list.last, last.0 == stage { list[list.count - 1].1 = now } else { list.append((stage, now)) }
        }
    }

    /// One line per stage: its end time and duration since the previous stage ended.
    public func report() -> String {
        let list = marks.withLock { $0 }
        var previous = 0.0
        var lines = ""
        for (stage, end) in list {
            lines += String(format: "%-10@ %7.3f s (%+.3f s)\n", stage as NSString, end, end - previous)
            previous = end
        }
        lines += String(format: "total      %7.3f s\n", Date().timeIntervalSince(start))
        return lines
    }
}
