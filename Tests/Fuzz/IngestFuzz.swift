// libFuzzer target: decode, parse, group and align up to four files (issue 11, fuzzing).
// Built by Tests/Fuzz/fuzz.sh with the Support, Model, Align and Ingest sources as one module.

/// The files' names, in order: a document in three languages and one named by nothing.
private let fileNames = ["doc.en.md", "doc.ko.md", "doc.ja.txt", "other.md"]

@_cdecl("LLVMFuzzerTestOneInput")
public func ingestFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var sources: [ParsedSource] = []
    for (index, bytes) in fuzzParts(start, count, limit: fileNames.count).enumerated() {
        let name = fileNames[index]
        let file = ContentDiscovery.File(displayPath: "fuzz/\(name)", absolutePath: "/nonexistent/fuzz/\(name)", fileName: name)
        if let source = Ingester.read(file, bytes: .success(bytes)).0 { sources.append(source) }
    }
    let corpus = Ingester().assemble(sources)
    // Every document's blocks are read, so that a bad index or range traps here.
    var blocks = 0
    for document in corpus.documents { blocks += document.allBlocks.count }
    return blocks < 0 ? 1 : 0
}
