import Testing
@testable import Align

/// The aligner's integer sort against the standard library's on the shapes that break
/// hand-written sorts: empty and tiny arrays, runs already sorted or reversed, many equal
/// values, few distinct values, and the sizes either side of the switch to insertion sort.
@Suite struct IntegerSortTests {
    static func shapes(count: Int, using generator: inout some RandomNumberGenerator) -> [[UInt64]] {
        let random = (0..<count).map { _ in UInt64.random(in: 0...UInt64.max, using: &generator) }
        let fewValues = (0..<count).map { _ in UInt64.random(in: 0...3, using: &generator) }
        return [random, random.sorted(), Array(random.sorted().reversed()), fewValues,
                Array(repeating: 7, count: count), (0..<count).map { UInt64($0 % 5) },
                (0..<count).map { $0 % 2 == 0 ? UInt64($0) : UInt64(count - $0) }]
    }

    @Test func sortsAsTheStandardLibraryDoes() {
        var generator = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 3, 19, 20, 21, 22, 40, 100, 1_000, 10_000] {
            for shape in Self.shapes(count: count, using: &generator) {
                var sorted = shape
                IntegerSort.sort(&sorted)
                #expect(sorted == shape.sorted(), "count \(count)")
            }
        }
    }

    /// Past the depth limit a part is heap-sorted: with no partition allowed, or one, every
    /// shape is sorted by the heap sort alone or after a first partition.
    @Test(arguments: [0, 1])
    func theHeapSortFallbackSortsToo(depthLimit: Int) {
        var generator = SystemRandomNumberGenerator()
        for count in [21, 22, 100, 1_000] {
            for shape in Self.shapes(count: count, using: &generator) {
                var sorted = shape
                IntegerSort.sort(&sorted, depthLimit: depthLimit)
                #expect(sorted == shape.sorted(), "count \(count), depth limit \(depthLimit)")
            }
        }
    }

    @Test func sortsSmallerIntegersAndExtremes() {
        var values: [UInt32] = [UInt32.max, 0, 5, UInt32.max, 1, 0, 3]
        IntegerSort.sort(&values)
        #expect(values == [0, 0, 1, 3, 5, UInt32.max, UInt32.max])
        var signed: [Int] = (0..<500).map { ($0 * 7919) % 1_000 - 500 }
        let expected = signed.sorted()
        IntegerSort.sort(&signed)
        #expect(signed == expected)
    }
}
