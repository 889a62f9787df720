import Testing
@testable import Render

@Suite struct ByteWriterTests {
    @Test func growsPastItsInitialCapacity() {
        var writer = ByteWriter(capacity: 1)
        var expected: [UInt8] = []
        for index in 0..<10_000 {
            let byte = UInt8(truncatingIfNeeded: index)
            writer.append(byte)
            expected.append(byte)
            if index % 7 == 0 {
                writer.append("<&>")
                expected += Array("<&>".utf8)
            }
        }
        #expect(Array(writer.bytes) == expected)
        #expect(writer.count == expected.count)
    }

    @Test func insertMovesTheRest() {
        var writer = ByteWriter(capacity: 4)
        writer.append("<h2>Title</h2>")
        let attribute: [UInt8] = Array(" id=\"t\"".utf8)
        attribute.withUnsafeBufferPointer { writer.insert($0, at: 3) }
        #expect(writer.makeString() == "<h2 id=\"t\">Title</h2>")
        [UInt8]().withUnsafeBufferPointer { writer.insert($0, at: 0) }
        #expect(writer.makeString() == "<h2 id=\"t\">Title</h2>")
        #expect(writer.last == UInt8(ascii: ">"))
    }

    @Test func appendsStringsOfEveryKind() {
        var writer = ByteWriter(capacity: 8)
        writer.append(utf8Of: "small")
        writer.append(utf8Of: String(repeating: "한국어 ", count: 50))
        writer.append([0x21])
        #expect(writer.makeString() == "small" + String(repeating: "한국어 ", count: 50) + "!")
        #expect(ByteWriter(capacity: 0).last == nil)
    }
}
