import Foundation
import Support

/// What each step of a pipeline run did: how long it took and how much work it did (or
/// found already done), in the recipe's order. `hig build --verbose` and `hig serve
/// --verbose` print it; tests read the counts to see that work was reused.
public struct StepLog: Sendable, CustomStringConvertible {
    public struct Entry: Sendable {
        public var step: PipelineStep
        public var seconds: Double
        /// CPU time of the whole process during the step (all threads).
        public var cpuSeconds: Double = 0
        /// What the step did, by what it counts (`parsed`, `analysed`, `reused`, `pages`).
        public var counts: [String: Int]
    }

    public private(set) var entries: [Entry] = []

    public init() {}

    /// Runs `body` as `step`, timed; `body` returns its value and what it counts.
    package mutating func counting<Result, Failure: Error>(_ step: PipelineStep,
                                                   _ body: () throws(Failure) -> (Result, [String: Int])) throws(Failure) -> Result {
        let started = Date()
        let cpuStarted = processCPUSeconds()
        let (result, counts) = try body()
        entries.append(Entry(step: step, seconds: Date().timeIntervalSince(started), cpuSeconds: processCPUSeconds() - cpuStarted,
                             counts: counts))
        return result
    }

    /// Runs `body` as `step`, timed, with nothing to count.
    package mutating func run<Result, Failure: Error>(_ step: PipelineStep, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try counting(step) { () throws(Failure) in (try body(), [:]) }
    }

    /// A count summed over the run, 0 when no step counted it.
    public func count(_ name: String, in step: PipelineStep) -> Int {
        entries.filter { $0.step == step }.reduce(0) { $0 + ($1.counts[name] ?? 0) }
    }

    public var seconds: Double { entries.reduce(0) { $0 + $1.seconds } }

    /// The entries with each step's runs summed into its first: a step may run more than
    /// once (the index before and after the navigation's revisions), yet is one step to a reader.
    public var summed: [Entry] {
        var summed: [Entry] = []
        var positions: [PipelineStep: Int] = [:]
        for entry in entries {
            guard let position = positions[entry.step] else {
                positions[entry.step] = summed.count
                summed.append(entry)
                continue
            }
            summed[position].seconds += entry.seconds
            summed[position].cpuSeconds += entry.cpuSeconds
            summed[position].counts.merge(entry.counts, uniquingKeysWith: +)
        }
        return summed
    }

    /// `[4/11] markdown   0.120 s  0.230 s CPU  (parsed 812, reused 3)`, one line per step.
    public var description: String {
        let total = PipelineStep.allCases.count
        return summed.map { entry in
            let counts = entry.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            let number = (PipelineStep.allCases.firstIndex(of: entry.step) ?? 0) + 1
            let name = entry.step.rawValue.padding(toLength: 13, withPad: " ", startingAt: 0)
            return String(format: "[%2d/%d] %@ %7.3f s %7.3f s CPU", number, total, name as NSString, entry.seconds, entry.cpuSeconds)
                + (counts.isEmpty ? "" : "  (\(counts))")
        }.joined(separator: "\n") + "\n"
    }
}
