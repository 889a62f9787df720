import Foundation
import Model
import Render
import Support

/// Turns an ingested corpus into the static site, in memory.
///
///     let builder = try SiteBuilder.load(templates: URL(fileURLWithPath: "Templates"), options: SiteOptions())
///     let site = try builder.build(corpus: corpus)
///     try SiteWriter().write(site, to: URL(fileURLWithPath: "Public"))
///
/// `build` is `context(for:)`, then `pages(for:in:)` for every document in parallel, then
/// `sharedPages(in:)` and `assetFiles()`. A caller that knows which document changed (the
/// preview server) can call the parts it needs: the document's own pages, the pages that
/// share its navigation rows (`SiteIndex.documentsSharingNavigation(with:)`), and the shared
/// pages, which list every document.
public struct SiteBuilder: Sendable {
    /// The templates the site is made of; other templates in the folder are partials.
    public static let pageTemplates = ["document", "home", "group", "extra", "root", "404", "sitemap"]

    let templates: [String: Template]
    public let strings: StringTables
    public let assets: SiteAssets
    public var options: SiteOptions

    public init(templates: TemplateSet, strings: StringTables, assets: SiteAssets, options: SiteOptions,
                templatesDirectory: String = "Templates") throws(SiteError) {
        var pages: [String: Template] = [:]
        for name in Self.pageTemplates {
            guard let template = templates[name] else { throw .missingTemplate(name: name, directory: templatesDirectory) }
            pages[name] = template
        }
        self.templates = pages
        self.strings = strings
        self.assets = assets
        self.options = options
    }

    /// Compiles `directory/*.html|*.xml`, reads `directory/strings/*.json` and
    /// `directory/assets/*`.
    public static func load(templates directory: URL, options: SiteOptions) throws(SiteError) -> SiteBuilder {
        let templateSet: TemplateSet
        do {
            templateSet = try TemplateSet(directory: directory)
        } catch let error as TemplateError {
            throw .template(error)
        } catch {
            throw .unreadableFile(path: directory.relativePath, reason: "cannot read templates: \((error as NSError).localizedDescription)")
        }
        return try SiteBuilder(
            templates: templateSet,
            strings: StringTables.load(directory: directory.appendingPathComponent("strings")),
            assets: SiteAssets.load(directory: directory.appendingPathComponent("assets")),
            options: options,
            templatesDirectory: directory.relativePath)
    }

    /// The index and per-language values of `corpus`, shared by all its pages.
    public func context(for corpus: Corpus) -> SiteContext {
        SiteContext(index: SiteIndex(corpus: corpus, options: options), options: options, strings: strings, assets: assets)
    }

    /// The context after the documents in `changed` changed, reusing what the others had;
    /// `previous` must come from this builder (same options and strings).
    public func context(updating previous: SiteContext, corpus: Corpus, changed: Set<String>) -> SiteContext {
        SiteContext(updating: previous, corpus: corpus, changed: changed)
    }

    /// The whole site. `progress` is called with (documents done, documents) from any thread.
    public func build(corpus: Corpus, progress: (@Sendable (Int, Int) -> Void)? = nil) throws(SiteError) -> SiteOutput {
        let context = context(for: corpus)
        let total = corpus.documents.count
        let done = Locked(0)
        let results: [Result<SiteOutput, SiteError>] = corpus.documents.parallelMap { document in
            let result: Result<SiteOutput, SiteError>
            do throws(SiteError) {
                result = .success(try pages(for: document, in: context))
            } catch {
                result = .failure(error)
            }
            if let progress {
                let count = done.withLock { value -> Int in
                    value += 1
                    return value
                }
                progress(count, total)
            }
            return result
        }
        var output = SiteOutput()
        output.diagnostics = strings.diagnostics(for: context.index.languages)
        for result in results { output.merge(try result.get()) }
        output.merge(try sharedPages(in: context))
        output.merge(assetFiles())
        return output
    }

    /// The document's page in every language of the site.
    public func pages(for document: Document, in context: SiteContext) throws(SiteError) -> SiteOutput {
        guard let position = context.index.position(of: document.id) else { return SiteOutput() }
        let page = DocumentPage(context: context, entry: context.index.documents[position],
                                position: position, rendered: RenderedDocument(document, renderer: context.renderer))
        var output = SiteOutput()
        for language in context.index.languages {
            output.add(SitePaths.file(SitePaths.document(document.id, in: language)),
                       try render("document", page.value(in: language)))
        }
        return output
    }

    /// Pages that list documents or stand alone: home and group pages in every language,
    /// extra pages, the root page, `404.html` and `sitemap.xml`.
    public func sharedPages(in context: SiteContext) throws(SiteError) -> SiteOutput {
        var output = try listingPages(in: context)
        output.merge(try extraPages(in: context))
        return output
    }

    /// The pages that list documents (home and group pages, the sitemap) and the root and
    /// 404 pages: what changes when a document's title or coverage does.
    public func listingPages(in context: SiteContext) throws(SiteError) -> SiteOutput {
        var output = SiteOutput()
        let listings = ListingPages(context: context)
        for language in context.index.languages {
            output.add(SitePaths.file(SitePaths.home(in: language)), try render("home", listings.home(in: language)))
            for index in context.index.navigation.sections.indices {
                let section = context.index.navigation.sections[index]
                output.add(SitePaths.file(SitePaths.group(section.id, in: language)),
                           try render("group", listings.group(index, in: language)))
            }
        }
        let standalone = StandalonePages(context: context)
        output.add("index.html", try render("root", standalone.root()))
        output.add("404.html", try render("404", standalone.notFound()))
        output.add("sitemap.xml", try render("sitemap", standalone.sitemap()))
        return output
    }

    /// The extra pages (the alignment report) in the site's layout.
    public func extraPages(in context: SiteContext) throws(SiteError) -> SiteOutput {
        var output = SiteOutput()
        let listings = ListingPages(context: context)
        for page in options.extraPages where context.index.languages.contains(page.language) {
            output.add(SitePaths.file(page.path), try render("extra", listings.extra(page)))
        }
        return output
    }

    /// The stylesheets and scripts under their content-hashed names.
    public func assetFiles() -> SiteOutput {
        assets.output
    }

    private func render(_ name: String, _ value: TemplateValue) throws(SiteError) -> [UInt8] {
        var bytes: [UInt8] = []
        do throws(TemplateError) {
            try templates[name]!.render(value, into: &bytes)
        } catch {
            throw .template(error)
        }
        return bytes
    }
}
