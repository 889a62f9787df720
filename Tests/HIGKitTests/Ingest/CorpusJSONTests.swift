import Foundation
import Testing
@testable import Ingest

@Suite struct CorpusJSONTests {
    @Test(arguments: [false, true])
    func writtenInBatchesIsTheSameJSON(pretty: Bool) throws {
        // The seeds, and every document twice more under other names, so batches of one, two
        // and more documents all cut the array somewhere.
        var files = Fixtures.opaquelyNamedSeeds
        for (name, text) in Fixtures.opaquelyNamedSeeds { files["copy/" + name] = text }
        let corpus = Fixtures.ingest(files)
        #expect(corpus.documents.count >= 4)
        let whole = CorpusJSON.encode(corpus, pretty: pretty)
        for batchSize in [1, 2, 3, 1000] {
            var pieces: [[UInt8]] = []
            CorpusJSON.write(corpus, pretty: pretty, batchSize: batchSize) { pieces.append($0) }
            #expect(pieces.flatMap { $0 } == whole)
            // Flushed after every document: header, one piece per document, tail, so the
            // output is written as it is made, whatever the batch.
            var documentPieces: [[UInt8]] = []
            CorpusJSON.write(corpus, pretty: pretty, batchSize: batchSize, flushBytes: 1) { documentPieces.append($0) }
            #expect(documentPieces.flatMap { $0 } == whole)
            #expect(documentPieces.count == 2 + corpus.documents.count)
        }
        // And it is JSON: the documents parse back with their ids in order.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(whole)) as? [String: Any])
        let documents = try #require(object["documents"] as? [[String: Any]])
        #expect(documents.compactMap { $0["id"] as? String } == corpus.documents.map(\.id))
    }
}
