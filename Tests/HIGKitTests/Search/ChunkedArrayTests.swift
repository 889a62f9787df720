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
}
