import Model
import Support

/// The JSON form of an ingested corpus (`hig ingest --json`), keys in a fixed order.
public enum CorpusJSON {
    public static func encode(_ corpus: Corpus, pretty: Bool = false) -> [UInt8] {
        var bytes: [UInt8] = []
        write(corpus, pretty: pretty) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Writes the corpus's JSON through `emit`, in order, piece by piece: `batchSize`
    /// documents are encoded in parallel and handed over once `flushBytes` have gathered (a
    /// megabyte), so the JSON of a large corpus never sits in memory whole.
    public static func write(
        _ corpus: Corpus, pretty: Bool = false, batchSize: Int = 512, flushBytes: Int = 1 << 20,
        to emit: ([UInt8]) -> Void
    ) {
        let indent = pretty ? 2 : 0
        var json = JSONWriter(indent: indent)
        json.beginObject()
        json.field("languages", strings: corpus.languages.map(\.rawValue))
        json.key("documents")
        json.beginArray()
        json.flush(to: emit)
        var start = 0
        while start < corpus.documents.count {
            let end = min(start + batchSize, corpus.documents.count)
            // Each document is a fragment made at its depth, so pretty output lines up.
            let fragments = Array(corpus.documents[start..<end]).parallelMap { document -> [UInt8] in
                var fragment = JSONWriter(indent: indent, depth: 2, capacity: 1 << 14)
                write(document, to: &fragment)
                return fragment.bytes
            }
            for fragment in fragments {
                json.element(fragment)
                if json.bytes.count >= flushBytes { json.flush(to: emit) }
            }
            start = end
        }
        json.endArray()
        json.endObject()
        json.endLine()
        json.flush(to: emit)
    }

    static func write(_ document: Document, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", document.id)
        json.key("title")
        writeLanguageMap(document.title, to: &json)
        json.key("sources")
        json.beginArray()
        for source in document.sources {
            json.beginObject()
            json.field("path", source.path)
            json.field("languages", strings: source.languages.map(\.rawValue))
            if let url = source.url { json.field("url", url) }
            if !source.authors.isEmpty { json.field("authors", strings: source.authors) }
            json.field("format", source.format.rawValue)
            json.field("role", source.role)
            json.field("matchedBy", source.matchedBy)
            if let detail = source.matchDetail { json.field("matchDetail", detail) }
            json.endObject()
        }
        json.endArray()
        json.key("sections")
        json.beginArray()
        for section in document.sections {
            json.beginObject()
            json.field("id", section.id)
            if let heading = section.heading {
                json.key("heading")
                writeLanguageMap(heading.text, to: &json)
                if heading.level > 0 { json.field("level", heading.level) }
                writeAlignment(of: heading, to: &json)
            }
            json.key("blocks")
            json.beginArray()
            for block in section.blocks { write(block, to: &json) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    static func write(_ block: Block, to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", block.id)
        json.field("kind", block.kind.rawValue)
        json.key("text")
        writeLanguageMap(block.text, to: &json)
        writeAlignment(of: block, to: &json)
        json.endObject()
    }

    /// Confidence, spans, variants and source locations: present only when there is something.
    static func writeAlignment(of block: Block, to json: inout JSONWriter) {
        if !block.confidence.isEmpty {
            json.key("confidence")
            json.beginObject()
            for (language, confidence) in byLanguage(block.confidence) { json.field(language.rawValue, confidence) }
            json.endObject()
        }
        if !block.span.isEmpty {
            json.key("span")
            json.beginObject()
            for (language, span) in byLanguage(block.span) { json.field(language.rawValue, span) }
            json.endObject()
        }
        if !block.variants.isEmpty {
            json.key("variants")
            json.beginObject()
            for (language, variants) in byLanguage(block.variants) {
                json.key(language.rawValue)
                json.beginArray()
                for variant in variants {
                    json.beginObject()
                    json.field("text", variant.text)
                    json.key("source")
                    writeLocation(variant.location, to: &json)
                    json.endObject()
                }
                json.endArray()
            }
            json.endObject()
        }
        json.key("sources")
        json.beginObject()
        for (language, location) in byLanguage(block.locations) {
            json.key(language.rawValue)
            writeLocation(location, to: &json)
        }
        json.endObject()
    }

    /// As `SourceLocation.description` prints it.
    static func writeLocation(_ location: SourceLocation, to json: inout JSONWriter) {
        if location.line > 0 { json.value(location.path, colon: location.line) } else { json.value(location.path) }
    }

    static func writeLanguageMap(_ map: [LanguageTag: String], to json: inout JSONWriter) {
        json.beginObject()
        for (language, text) in byLanguage(map) { json.field(language.rawValue, text) }
        json.endObject()
    }

    /// A map's entries in language order, read once each: looking each key up again would hash
    /// it again, for every map of every block.
    static func byLanguage<Value>(_ map: [LanguageTag: Value]) -> [(key: LanguageTag, value: Value)] {
        map.sorted { $0.key < $1.key }
    }
}
