import Align
import Model
import Support

/// The ingest stage end to end: files → parsed sources → documents aligned block by block.
public struct Ingester: Sendable {
    /// Called with (done, total) while files are read and while documents are aligned.
    public typealias Progress = @Sendable (_ stage: String, _ done: Int, _ total: Int) -> Void

    /// Whether the parsed sources are left for the process's exit to take back instead of being
    /// freed one string at a time (millions of them): for commands that end right after, not
    /// for the preview server, which ingests again and again.
    let keepsSourcesUntilExit: Bool

    public init(keepsSourcesUntilExit: Bool = false) {
        self.keepsSourcesUntilExit = keepsSourcesUntilExit
    }

    public func ingest(paths: [String], progress: Progress? = nil) -> Corpus {
        let (files, discoveryDiagnostics) = ContentDiscovery.files(in: paths)
        progress?("read", 0, files.count)
        let parsed = files.parallelMap(Self.read)
        progress?("read", files.count, files.count)
        var diagnostics = discoveryDiagnostics
        var sources: [ParsedSource] = []
        for (source, messages) in parsed {
            diagnostics.append(contentsOf: messages)
            if let source { sources.append(source) }
        }
        defer { if keepsSourcesUntilExit { ExitLifetime.keep(sources) } }
        return assemble(sources, diagnostics: diagnostics, progress: progress)
    }

    /// Reads, decodes and parses one file; nil with a diagnostic when it cannot be used.
    static func read(_ file: ContentDiscovery.File) -> (ParsedSource?, [Diagnostic]) {
        read(file, bytes: ContentDiscovery.readBytes(atPath: file.absolutePath))
    }

    /// `read(_:)` for bytes already read (or the reason they could not be).
    static func read(_ file: ContentDiscovery.File, bytes read: Result<[UInt8], FileReadError>) -> (ParsedSource?, [Diagnostic]) {
        let bytes: [UInt8]
        switch read {
        case .success(let read): bytes = read
        case .failure(let failure):
            return (nil, [.error("unreadable-file", "cannot read file: \(failure)", at: SourceLocation(path: file.displayPath))])
        }
        switch SourceDecoder.decode(bytes, path: file.displayPath) {
        case .skipped(let diagnostic):
            return (nil, [diagnostic])
        case .text(let text, let warnings):
            if let unclosed = UnclosedFrontMatter.diagnostic(for: text, path: file.displayPath) { return (nil, warnings + [unclosed]) }
            var source = SourceParser().parse(text: text, path: file.displayPath, fileName: file.fileName)
            // Hugo's `draft: true`: the page is not published yet.
            if FrontMatterFlag.isTrue(source.frontMatter["draft"]) {
                return (nil, [Diagnostic(.note, "draft", "draft: true in the front matter; left out", at: SourceLocation(path: file.displayPath))])
            }
            // Direction marks and joiners mean nothing in a title (its page's name and id).
            for language in source.titles.keys { source.titles[language]!.text = TextControls.visibleText(source.titles[language]!.text) }
            if source.blocks.isEmpty && source.titles.isEmpty {
                return (nil, warnings + source.diagnostics + [.warning("no-content", "no guideline text found; skipped",
                                                                       at: SourceLocation(path: file.displayPath))])
            }
            return (source, warnings + source.diagnostics)
        }
    }

    /// Groups, calibrates and aligns already parsed sources.
    public func assemble(_ sources: [ParsedSource], diagnostics: [Diagnostic] = [], progress: Progress? = nil) -> Corpus {
        let interleaved = LengthCalibration.interleavedSamples(from: sources)
        let groups = DocumentGrouper(aligner: TranslationAligner(lengthModel: LengthModel.calibrated(from: interleaved))).group(sources)
        progress?("group", groups.count, groups.count)
        let lengthModel = Self.calibrate(sources, groups: groups, interleaved: interleaved)
        progress?("calibrate", 1, 1)
        let assembler = DocumentAssembler(aligner: TranslationAligner(lengthModel: lengthModel))
        progress?("align", 0, groups.count)
        let documents = groups.parallelMap { group in Self.assemble(group, sources: sources, with: assembler) }
        progress?("align", groups.count, groups.count)
        let identified = DocumentIds.identified(documents)
        return Corpus(documents: identified, diagnostics: (diagnostics + Self.groupingDiagnostics(identified)).sortedForOutput())
    }

    /// The length model: the corpus's interleaved pairs, and for languages that only come as
    /// translation-only texts, a first alignment of a sample with the priors whose confident
    /// pairs teach the ratios (one round of expectation-maximisation).
    static func calibrate(_ sources: [ParsedSource], groups: [DocumentGrouper.Group],
                          interleaved: [LanguageTag: [(Double, Double)]]) -> LengthModel {
        let plan = CalibrationPlan(sources, groups: groups, interleaved: interleaved)
        let firstPass = DocumentAssembler(aligner: TranslationAligner(lengthModel: plan.initial))
        let documents = plan.sample.parallelMap { index in assemble(groups[index], sources: sources, with: firstPass) }
        return plan.model(from: documents)
    }

    /// What the documents as grouped and named tell the user: content joins to check, two
    /// files claiming one page.
    static func groupingDiagnostics(_ documents: [Document]) -> [Diagnostic] {
        ContentJoinNotes.notes(for: documents) + SourceCollisions.warnings(for: documents)
    }

    static func assemble(_ group: DocumentGrouper.Group, sources: [ParsedSource], with assembler: DocumentAssembler) -> Document {
        assembler.assemble(group.members.map { sources[$0] }, matchedBy: group.members.map { group.reasons[$0] ?? "alone" },
                           details: group.members.map { group.explanations[$0] })
    }
}

/// How the length model is made: the interleaved pairs give a first model; languages with too
/// few of them learn from a first alignment of a sample of documents (group indices).
struct CalibrationPlan {
    let initial: LengthModel
    let interleaved: [LanguageTag: [(Double, Double)]]
    let languages: Set<LanguageTag>
    let sample: [Int]

    init(_ sources: [ParsedSource], groups: [DocumentGrouper.Group], interleaved: [LanguageTag: [(Double, Double)]]) {
        initial = LengthModel.calibrated(from: interleaved)
        self.interleaved = interleaved
        languages = LengthCalibration.undercalibrated(sources, samples: interleaved)
        guard !languages.isEmpty else {
            sample = []
            return
        }
        let languages = languages
        sample = Array(groups.indices.filter { index in
            let members = groups[index].members
            return members.contains { sources[$0].hasEnglishProse }
                && members.contains { member in sources[member].blocks.contains { languages.contains($0.language) } }
        }.prefix(LengthCalibration.sampleDocuments))
    }

    /// The model, given the sample's documents aligned with `initial`.
    func model(from firstPass: [Document]) -> LengthModel {
        model(fromSamples: firstPass.map(samples(of:)))
    }

    /// One sample document's confident pairs: the model reads them in document order.
    func samples(of document: Document) -> [LanguageTag: [(Double, Double)]] {
        languages.isEmpty ? [:] : LengthCalibration.confidentSamples(from: [document], languages: languages)
    }

    /// The model from each sample document's `samples(of:)`, in sample order.
    func model(fromSamples perDocument: [[LanguageTag: [(Double, Double)]]]) -> LengthModel {
        guard !languages.isEmpty else { return initial }
        var samples = interleaved
        for document in perDocument {
            for (language, pairs) in document { samples[language, default: []].append(contentsOf: pairs) }
        }
        return LengthModel.calibrated(from: samples)
    }
}
