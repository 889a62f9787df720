import Testing
@testable import Search

/// The postings' storage: appended in chunks, read and changed by index as one array, across
/// the chunks' edges.
@Suite struct ChunkedArrayTests {
    @Test func itReadsAsTheArrayItWasAppendedAndChanged() {
        var chunked = ChunkedArray<UInt64>()
        var plain: [UInt64] = []
        for value in 0..<200_000 as Range<UInt64> {
            chunked.append(value &* 2_654_435_761)
            plain.append(value &* 2_654_435_761)
        }
        for index in stride(from: 0, to: plain.count, by: 997) {
            chunked[index] = UInt64(index)
            plain[index] = UInt64(index)
        }
        #expect(chunked.count == plain.count)
        #expect([65_535, 65_536, 131_072, 199_999].allSatisfy { chunked[$0] == plain[$0] })
        var seen: [UInt64] = []
        var indices: [Int] = []
        chunked.forEach { index, value in
            indices.append(index)
            seen.append(value)
        }
        #expect(seen == plain)
        #expect(indices == Array(plain.indices))
    }

    @Test func aDrainReadsEveryElementInOrderAndLeavesItEmpty() {
        for count in [0, 1, 511, 512, 513, 5_000] {
            var chunked = ChunkedArray<UInt64>()
            for value in 0..<UInt64(count) { chunked.append(value * 3) }
            // The last element written through the subscript, in the chunk being filled.
            if count > 0 { chunked[count - 1] = 7 }
            var seen: [UInt64] = []
            chunked.drain { seen.append($0) }
            var expected = (0..<UInt64(count)).map { $0 * 3 }
            if count > 0 { expected[count - 1] = 7 }
            #expect(seen == expected, "\(count)")
            #expect(chunked.count == 0)
            chunked.append(1)
            #expect(chunked[0] == 1)
        }
    }

    @Test func oneMadeOfACountReadsAsTheArrayOfThatCount() {
        for count in [0, 1, 512, 1_000, 1_024] {
            var chunked = ChunkedArray<UInt64>(repeating: 9, count: count)
            #expect(chunked.count == count)
            for index in 0..<count { chunked[index] = UInt64(index) }
            var seen: [UInt64] = []
            chunked.forEach { _, value in seen.append(value) }
            #expect(seen == (0..<UInt64(count)).map { $0 }, "\(count)")
            chunked.append(42)
            #expect(chunked[count] == 42 && chunked.count == count + 1, "\(count)")
        }
    }

    /// Writes through the chunks' pointers land where the subscript reads them, and in this
    /// array alone (a copy made before keeps its elements).
    @Test func writesThroughTheChunksPointersReadAsSubscriptWrites() {
        for count in [0, 1, 511, 512, 513, 2_000] {
            var chunked = ChunkedArray<UInt64>(repeating: 0, count: count)
            let copy = chunked
            let (shift, mask) = (ChunkedArray<UInt64>.chunkShift, ChunkedArray<UInt64>.chunkMask)
            // In a scattered order, as the counting sort writes.
            let order = (0..<count).map { ($0 * 7_919) % max(count, 1) }
            chunked.withUnsafeMutableChunks { chunks in
                for index in Set(order) { chunks[index >> shift][index & mask] = UInt64(index) + 1 }
            }
            var seen: [UInt64] = []
            chunked.forEach { _, value in seen.append(value) }
            #expect(seen == (0..<UInt64(count)).map { $0 + 1 }, "\(count)")
            var untouched: [UInt64] = []
            copy.forEach { _, value in untouched.append(value) }
            #expect(untouched.count == count && untouched.allSatisfy { $0 == 0 }, "\(count)")
        }
    }
}
