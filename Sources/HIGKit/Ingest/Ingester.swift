/// The ingest stage end to end: files → parsed sources → documents aligned block by block.
public struct Ingester: Sendable {
    /// Called with (done, total) while files are read and while documents are aligned.
    public typealias Progress = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

    public init() {}

    public func ingest(paths: [String], progress: Progress? = nil) -> Corpus {
        let (files, discoveryDiagnostics) = ContentDiscovery.files(in: paths)
        progress?("read", 0, files.count)
        let parsed: [(ParsedSource?, [Diagnostic])] = files.parallelMap { file in
            guard let bytes = ContentDiscovery.readBytes(atPath: file.absolutePath) else {
                return (nil, [.error("unreadable-file", "cannot read file", at: SourceLocation(path: file.displayPath))])
            }
            switch SourceDecoder.decode(bytes, path: file.displayPath) {
            case .skipped(let diagnostic):
                return (nil, [diagnostic])
            case .text(let text):
                let source = SourceParser().parse(text: text, path: file.displayPath, fileName: file.fileName)
                if source.blocks.isEmpty && source.titles.isEmpty {
                    return (nil, source.diagnostics + [.warning("no-content", "no guideline text found; skipped",
                                                                at: SourceLocation(path: file.displayPath))])
                }
                return (source, source.diagnostics)
            }
        }
        progress?("read", files.count, files.count)
        var diagnostics = discoveryDiagnostics
        var sources: [ParsedSource] = []
        for (source, messages) in parsed {
            diagnostics.append(contentsOf: messages)
            if let source { sources.append(source) }
        }
        return assemble(sources, diagnostics: diagnostics, progress: progress)
    }

    /// Groups, calibrates and aligns already parsed sources.
    public func assemble(_ sources: [ParsedSource], diagnostics: [Diagnostic] = [], progress: Progress? = nil) -> Corpus {
        let interleaved = LengthCalibration.interleavedSamples(from: sources)
        var lengthModel = LengthModel.calibrated(from: interleaved)
        let groups = DocumentGrouper(aligner: TranslationAligner(lengthModel: lengthModel)).group(sources)
        progress?("group", groups.count, groups.count)
        let undercalibrated = LengthCalibration.undercalibrated(sources, samples: interleaved)
        if !undercalibrated.isEmpty {
            // Align a sample with the priors, learn the ratios from the pairs it is sure of,
            // then align everything with those.
            let sample = groups.filter { group in
                group.members.contains { sources[$0].hasEnglishProse }
                    && group.members.contains { member in sources[member].blocks.contains { undercalibrated.contains($0.language) } }
            }.prefix(LengthCalibration.sampleDocuments)
            let firstPass = DocumentAssembler(aligner: TranslationAligner(lengthModel: lengthModel))
            let documents = Array(sample).parallelMap { group in
                firstPass.assemble(group.members.map { sources[$0] }, matchedBy: group.members.map { _ in "" })
            }
            var samples = interleaved
            for (language, pairs) in LengthCalibration.confidentSamples(from: documents, languages: undercalibrated) {
                samples[language, default: []].append(contentsOf: pairs)
            }
            lengthModel = LengthModel.calibrated(from: samples)
            progress?("calibrate", sample.count, sample.count)
        }
        let assembler = DocumentAssembler(aligner: TranslationAligner(lengthModel: lengthModel))
        progress?("align", 0, groups.count)
        var documents = groups.parallelMap { group -> Document in
            let members = group.members.map { sources[$0] }
            return assembler.assemble(members, matchedBy: group.members.map { group.reasons[$0] ?? "alone" })
        }
        progress?("align", groups.count, groups.count)
        // Ids after all documents exist, so that collisions resolve the same way every run.
        var taken = Set<String>()
        var order = documents.indices.map { ($0, DocumentIdentity.preferredId(documents[$0], sources: groups[$0].members.map { sources[$0] })) }
        order.sort { $0.1 != $1.1 ? $0.1 < $1.1 : documents[$0.0].sources[0].path < documents[$1.0].sources[0].path }
        for (index, preferred) in order {
            documents[index].id = Slug.unique(preferred, in: &taken)
            if documents[index].title.isEmpty {
                documents[index].title[.english] = Slug.humanize(preferred)
            }
        }
        documents.sort { $0.id < $1.id }
        return Corpus(documents: documents, diagnostics: diagnostics.sortedForOutput())
    }
}

/// Where a document's id comes from, in order of how deliberately the user chose it.
enum DocumentIdentity {
    static func preferredId(_ document: Document, sources: [ParsedSource]) -> String {
        if let named = sources.first(where: { $0.name.isExplicitDocumentName }) {
            let slug = Slug.make(named.name.stem)
            if !slug.isEmpty { return slug }
        }
        if let url = sources.compactMap(\.url).first {
            let last = DocumentGrouper.normalisedURL(url).split(separator: "/").last.map(String.init) ?? ""
            let slug = Slug.make(last)
            if !slug.isEmpty && slug.unicodeScalars.allSatisfy(\.isASCII) && last.contains(where: \.isLetter) { return slug }
        }
        if let english = document.title[.english] {
            let slug = Slug.make(english)
            if !slug.isEmpty { return slug }
        }
        let stem = Slug.make(sources[0].name.stem)
        if !stem.isEmpty { return stem }
        return Slug.make(document.title.sorted { $0.key < $1.key }.first?.value ?? "document")
    }
}
