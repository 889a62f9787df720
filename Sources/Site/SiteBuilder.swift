import Analysis
import Foundation
import Model
import Render
import Support

/// Turns analysed documents into the pages of the static site, in memory. The pipeline
/// (`Pipeline.build`) calls the parts in order: `context(for:)` once, `pages(for:in:)` for
/// every document (in parallel), `listingPages(in:)`, `reportPages(_:in:)` and `assetFiles()`.
/// A caller that knows which documents changed (the preview server) renders only their pages.
public struct SiteBuilder: Sendable {
    /// The templates the site is made of; other templates in the folder are partials.
    public static let pageTemplates = ["document", "home", "group", "report", "report-standalone", "root", "404", "sitemap"]

    let templates: [String: Template]
    public let strings: StringTables
    public let assets: SiteAssets
    public var options: SiteOptions
    /// Warnings from reading the templates folder: files skipped.
    var loadDiagnostics: [Diagnostic] = []

    public init(templates: TemplateSet, strings: StringTables, assets: SiteAssets, options: SiteOptions,
                templatesDirectory: String = "Templates") throws(SiteError) {
        var pages: [String: Template] = [:]
        for name in Self.pageTemplates {
            guard let template = templates[name] else { throw .missingTemplate(name: name, directory: templatesDirectory) }
            pages[name] = template
        }
        self.templates = pages
        self.strings = strings.replacing("site_title", with: options.configuration.titles)
        self.assets = assets
        self.options = options
    }

    /// The built-in templates, string tables and assets, each overridden by the file of the
    /// same name in `directory` (`*.html|*.xml`, `strings/*.json`, `assets/*`) when one is
    /// given: it must then be a folder. A template that cannot be read is an error; string
    /// tables and assets skipped (a link out of the folder, a FIFO) are warnings in
    /// `diagnostics(in:)`.
    public static func load(templates directory: URL?, options: SiteOptions) throws(SiteError) -> SiteBuilder {
        var files = TemplateFiles.builtin
        if let directory {
            try checkFolder(directory)
            try files.override(with: directory)
        }
        let templateSet: TemplateSet
        do {
            templateSet = try TemplateSet(files.templates.values.sorted { $0.name < $1.name })
        } catch {
            throw .template(error)
        }
        var builder = try SiteBuilder(templates: templateSet, strings: try StringTables.parse(files.strings),
                                      assets: SiteAssets(files: files.assets), options: options,
                                      templatesDirectory: directory?.relativePath ?? TemplateFiles.builtinFolder)
        builder.loadDiagnostics = files.diagnostics
        return builder
    }

    /// The folder that overrides the built-in templates: `given` (`--templates DIR`, which must
    /// then exist), else `Templates/` in the current folder when there is one.
    public static func templatesFolder(given: String?) -> URL? {
        if let given { return URL(fileURLWithPath: given) }
        return FileManager.default.fileExists(atPath: defaultTemplatesFolder) ? URL(fileURLWithPath: defaultTemplatesFolder) : nil
    }

    public static let defaultTemplatesFolder = "Templates"

    /// The templates path must be a folder: say so plainly when it is missing or a file.
    private static func checkFolder(_ directory: URL) throws(SiteError) {
        var info = stat()
        guard stat(directory.path, &info) == 0 else {
            throw .unreadableFile(path: directory.relativePath, reason: "cannot read the templates folder: \(FileReadError.system())")
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw .unreadableFile(path: directory.relativePath, reason: "the templates path is \(info.st_mode & S_IFMT == S_IFREG ? "a file" : FileBytes.kind(of: info.st_mode)), not a folder (--templates DIR)")
        }
    }

    /// The Markdown renderer for the documents' texts: links between content files become
    /// links between pages, and headings sit one level under the page title.
    /// `linkTargets`: `SiteIndex.linkTargets(documents)`.
    /// With no targets (the pipeline, whose `SiteLinkResolver` maps page links) no rewriter
    /// runs: it could change nothing.
    public static func markdownRenderer(linkTargets: [String: String]) -> MarkdownRenderer {
        let rewriter = LinkRewriter(targets: linkTargets)
        var rewrite: (@Sendable (String) -> String)?
        if !linkTargets.isEmpty { rewrite = { @Sendable in rewriter.rewrite($0) } }
        var options = MarkdownRenderer.Options(linkRewriter: rewrite, headingLevelShift: 1)
        options.allowsHTML = true
        return MarkdownRenderer(options: options)
    }

    /// The index and per-language values shared by all pages of a build. `languages`: the
    /// documents' languages when known (`SiteIndex.languages(of:)`); `listsReport`: the
    /// navigation lists the alignment report.
    public func context(for analyses: [DocumentAnalysis], languages: [LanguageTag]? = nil, listsReport: Bool = true) -> SiteContext {
        SiteContext(index: SiteIndex(analyses: analyses, options: options, languages: languages), options: options,
                    strings: strings, assets: assets, listsReport: listsReport)
    }

    /// The context of documents' entries (sorted by id) in the site's `languages`, keeping what
    /// `previous` (made with these templates) has for entries that did not change.
    public func context(entries: [DocumentEntry], languages: [LanguageTag], previous: SiteContext?) -> SiteContext {
        SiteContext(index: SiteIndex(entries: entries, options: options, languages: languages, previous: previous?.index),
                    options: options, strings: strings, assets: assets, listsReport: true, previous: previous)
    }

    /// Warnings for the site's languages: interface strings a table lacks, tables missing.
    public func diagnostics(in context: SiteContext) -> [Diagnostic] {
        loadDiagnostics + strings.diagnostics(for: context.index.languages)
    }

    /// The document's page in every language of the site.
    public func pages(for document: RenderedDocument, in context: SiteContext) throws(SiteError) -> SiteOutput {
        let id = document.analysis.id
        guard let position = context.index.position(of: id) else { return SiteOutput() }
        let page = DocumentPage(context: context, entry: context.index.documents[position], position: position, rendered: document)
        var output = SiteOutput()
        for language in context.index.languages {
            try render("document", page.value(in: language), at: SitePaths.file(SitePaths.document(id, in: language)), into: &output)
        }
        return output
    }

    /// The pages that list documents (home and group pages, the sitemap) and the root and
    /// 404 pages: what changes when a document's title or coverage does.
    public func listingPages(in context: SiteContext) throws(SiteError) -> SiteOutput {
        let listings = ListingPages(context: context)
        let standalone = StandalonePages(context: context)
        // On every core at once: the sitemap (every page of every language, the largest) first,
        // then each language's pages, then the root and 404 pages; merged in the order they
        // were made in one after another (the languages, root and 404, the sitemap), so their
        // warnings come in that order.
        let tasks = [ListingTask.sitemap] + context.index.languages.map(ListingTask.language) + [.rootAndNotFound]
        let made = inParallel(tasks) { task throws(SiteError) in
            var output = SiteOutput()
            switch task {
            case .sitemap:
                try render("sitemap", standalone.sitemap(), at: "sitemap.xml", into: &output)
            case .language(let language):
                try render("home", listings.home(in: language), at: SitePaths.file(SitePaths.home(in: language)), into: &output)
                for index in context.index.navigation.sections.indices {
                    let section = context.index.navigation.sections[index]
                    try render("group", listings.group(index, in: language),
                               at: SitePaths.file(SitePaths.group(section.id, in: language)), into: &output)
                }
            case .rootAndNotFound:
                try render("root", standalone.root(), at: "index.html", into: &output)
                try render("404", standalone.notFound(), at: "404.html", into: &output)
            }
            return output
        }
        return try Self.merged(made.dropFirst() + made.prefix(1))
    }

    /// A share of the listing pages, made on one core.
    private enum ListingTask: Sendable {
        case sitemap
        case language(LanguageTag)
        case rootAndNotFound
    }

    /// The alignment report's overview in every language of the site.
    public func reportOverview(_ report: AlignmentReport, analyses: [DocumentAnalysis], in context: SiteContext) throws(SiteError) -> SiteOutput {
        let byID = Dictionary(analyses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try eachLanguage(of: context) { language throws(SiteError) in
            var output = SiteOutput()
            let values = ReportValues(strings: strings.table(for: language), links: .site, headingLevel: 1)
            let page = ReportPageShell(context: context, language: language, documentID: nil)
            try render("report", page.fields(title: values.label("report_title"), overview: values.overview(report, analyses: byID)),
                       at: page.file, into: &output)
            return output
        }
    }

    /// A document's drill-down in the report, in every language of the site; nothing when the
    /// document has nothing to show there.
    public func reportDrillDown(_ document: DocumentReport, analysis: DocumentAnalysis, context: SiteContext) throws(SiteError) -> SiteOutput {
        guard document.hasDetails else { return SiteOutput() }
        var output = SiteOutput()
        for language in context.index.languages {
            let values = ReportValues(strings: strings.table(for: language), links: .site, headingLevel: 1)
            let title = values.label("report_document_title", ["title": values.title(of: document, analysis)])
            let page = ReportPageShell(context: context, language: language, documentID: document.documentID)
            try render("report", page.fields(title: title, drillDown: values.drillDown(document, analysis: analysis)), at: page.file, into: &output)
        }
        return output
    }

    /// `hig report --format html`: the overview and every drill-down on one page with its own
    /// small stylesheet, usable without the site (`report-standalone.html`), in English.
    /// The report as one page, and the warnings met rendering it (unknown template variables).
    public func standaloneReport(_ report: AlignmentReport, analyses: [DocumentAnalysis]) throws(SiteError) -> (page: [UInt8], diagnostics: [Diagnostic]) {
        let table = strings.table(for: .english)
        let byID = Dictionary(analyses.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let overview = ReportValues(strings: table, links: .standalone, headingLevel: 1)
        let documents = ReportValues(strings: table, links: .standalone, headingLevel: 2)
        var output = SiteOutput()
        try render("report-standalone", [
            "lang": .string(table.language.rawValue),
            "version": .string(HIG.version),
            "t": .object(TemplateFields(table.entries.mapValues(TemplateValue.string))),
            "overview": overview.overview(report, analyses: byID),
            "drill_downs": .list(report.documents.map { documents.drillDown($0, analysis: byID[$0.documentID]) }),
        ], at: "", into: &output)
        return (output[""] ?? [], output.diagnostics)
    }

    /// The stylesheets and scripts under their content-hashed names.
    public func assetFiles() -> SiteOutput {
        assets.output
    }

    /// The pages `pages` makes in each language of the site, a language a core, in the
    /// languages' order: for the pages that list every document, which serve makes again
    /// whenever a document's title or coverage changes.
    private func eachLanguage(of context: SiteContext, _ pages: @Sendable (LanguageTag) throws(SiteError) -> SiteOutput) throws(SiteError) -> SiteOutput {
        try Self.merged(inParallel(context.index.languages, pages))
    }

    /// Each task's pages, made on every core at once, in the tasks' order.
    private func inParallel<Task: Sendable>(_ tasks: [Task], _ pages: @Sendable (Task) throws(SiteError) -> SiteOutput)
        -> [Result<SiteOutput, SiteError>] {
        tasks.parallelMap { task in Result { () throws(SiteError) in try pages(task) } }
    }

    /// The pages made, one output, in the order given (their warnings too); the first failure
    /// in that order is thrown.
    private static func merged(_ made: some Sequence<Result<SiteOutput, SiteError>>) throws(SiteError) -> SiteOutput {
        var output = SiteOutput()
        for pages in made { output.merge(try pages.get()) }
        return output
    }

    /// Renders page template `name` into `output` at `path`, with a warning for each variable
    /// tag that had no value (the pipeline shows each tag's warning once per build).
    private func render(_ name: String, _ value: TemplateValue, at path: String, into output: inout SiteOutput) throws(SiteError) {
        var bytes: [UInt8] = []
        do throws(TemplateError) {
            let unresolved = try templates[name]!.render(value, into: &bytes)
            output.diagnostics += unresolved.map(Self.warning)
        } catch {
            throw .template(error)
        }
        output.add(path, bytes)
    }

    private static func warning(_ variable: UnresolvedVariable) -> Diagnostic {
        .warning("unknown-template-variable",
                 "'{{\(variable.name)}}' has no value on this page (column \(variable.column)); it shows nothing (a misspelt name?)",
                 at: SourceLocation(path: variable.file, line: variable.line))
    }
}
