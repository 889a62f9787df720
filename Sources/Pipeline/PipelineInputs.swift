import Analysis
import Foundation
import Model
import Search
import Site
import Synchronization

/// Where a run reads from.
public struct PipelineConfiguration: Sendable, Hashable {
    public var content: [String]
    /// The folder overriding the built-in templates (`Templates` unless given).
    public var templates: String
    /// Whether `templates` was given: it must then exist, else it is used when it exists.
    public var templatesGiven: Bool
    public var site: SiteOptions
    /// `hig.lock` in the content folder unless given.
    public var lockPath: String
    /// Problems reading `hig.yaml` and the `_index` files, with file and line.
    public var configurationDiagnostics: [Diagnostic] = []

    /// `baseURL`: `--base-url`, else `hig.yaml`'s, else `SiteOptions.defaultBaseURL`.
    public init(content: String = "Content", templates: String? = nil, baseURL: String? = nil,
                lockPath: String? = nil) {
        self.content = [content]
        self.templates = templates ?? SiteBuilder.defaultTemplatesFolder
        templatesGiven = templates != nil
        let (settings, problems) = SiteConfiguration.load(contentRoot: content)
        site = SiteOptions(baseURL: baseURL ?? settings.baseURL ?? SiteOptions.defaultBaseURL, contentRoot: content)
        site.configuration = settings
        configurationDiagnostics = problems
        self.lockPath = lockPath ?? TranslationLock.defaultPath(for: [content])
    }

    /// `hig.yaml` and the `_index` files read again (serve, after one changed); the base URL
    /// stays the one the run was started with.
    public mutating func reloadSettings() {
        let (settings, problems) = SiteConfiguration.load(contentRoot: content[0])
        site.configuration = settings
        configurationDiagnostics = problems
    }

    /// The templates step.
    public func loadTemplates() throws(PipelineError) -> Templates {
        do {
            return Templates(builder: try SiteBuilder.load(templates: SiteBuilder.templatesFolder(given: templatesGiven ? templates : nil), options: site))
        } catch {
            throw PipelineError(step: .templates, error)
        }
    }

    /// The lock step: no lock without a lock file (staleness is then not checked), nor with
    /// one that cannot be read (then with an error).
    public func loadLock() -> (lock: TranslationLock?, diagnostics: [Diagnostic]) {
        do {
            return (try TranslationLock.load(path: lockPath), [])
        } catch {
            return (nil, [.error("lock-file", error.message, at: SourceLocation(path: error.path))])
        }
    }
}

/// The templates of a run, numbered so that pages made with other templates are not reused.
public struct Templates: Sendable {
    public let builder: SiteBuilder
    let revision: Int

    private static let loaded = Atomic<Int>(0)

    public init(builder: SiteBuilder) {
        self.builder = builder
        revision = Self.loaded.add(1, ordering: .relaxed).newValue
    }
}

/// What one run made.
public struct PipelineRun: Sendable {
    public var site: SiteOutput
    /// The paths of the files this run made; the others are the previous run's bytes.
    public var madePaths: Set<String>
    /// The paths the previous run had and this one has not.
    public var removedPaths: Set<String>
    public var corpus: Corpus
    public var analyses: [DocumentAnalysis]
    public var report: AlignmentReport
    /// The site's languages.
    public var languages: [LanguageTag]
    public var log: StepLog
    /// Local files copied into the site (`media/`), and references to pages or files that
    /// are not there.
    public var mediaFiles = 0
    public var brokenReferences = 0
    /// The local files pages refer to (copied or missing) that are in hidden folders of the
    /// content (`.gitbook/assets/`), sorted: the build's manifest hashes these besides the
    /// files it walks.
    public var hiddenReferences: [String] = []
    /// The lock file's error, if it could not be read.
    public var lockDiagnostics: [Diagnostic] = []
    /// The search index still to be summed, when the pipeline defers it
    /// (`SitePipeline.defersSearch`); the site holds the previous run's index meanwhile.
    public var pendingSearch: PendingSearch?
    /// Pages still to be made, when the pipeline defers them (`SitePipeline.defersFollowingPages`);
    /// the site holds their previous versions meanwhile.
    public var pendingPages: PendingPages?

    /// `3 media files copied, 1 broken link` for the summary lines of build and serve.
    public var found: String {
        "\(mediaFiles) media \(mediaFiles == 1 ? "file" : "files") copied, \(brokenReferences) broken \(brokenReferences == 1 ? "link" : "links")"
    }

    /// The input files' diagnostics, the lock file's and the site's (interface strings
    /// missing), in output order.
    public var diagnostics: [Diagnostic] { corpus.diagnostics + lockDiagnostics + site.diagnostics }
}

/// A run's search index, summed later from the documents' search texts the run made (pure:
/// the same texts give the same files whenever it runs).
public struct PendingSearch: Sendable {
    let builder: SearchIndexBuilder
    let texts: [SearchDocumentText]

    /// Nil when `stopped` said so before the index was summed. `parallel` false sums on the
    /// calling thread alone.
    public func sum(parallel: Bool = true, until stopped: () -> Bool) -> SummedSearch? {
        builder.build(texts, parallel: parallel, until: stopped).map(SummedSearch.init)
    }
}

/// Pages a run left for after its reload (`SitePipeline.apply`), with what the run had to
/// make them: the listings (home, group pages, sitemap) when a document's title or coverage
/// changed them, the report's overview (made again only if what it shows changed), and the
/// pages of documents whose only change is their navigation rows.
public struct PendingPages: Sendable {
    struct Overview: Sendable {
        let report: AlignmentReport
        let analyses: [DocumentAnalysis]
    }

    struct DocumentPages: Sendable {
        let id: String
        let key: DocumentPagesKey
        let document: RenderedDocument
    }

    let builder: SiteBuilder
    let context: SiteContext
    let shape: SiteShape
    /// The listings' key (`SiteIndex.documents`), when they are to be made.
    var listings: [DocumentEntry]?
    var overview: Overview?
    var documents: [DocumentPages] = []

    var isEmpty: Bool { listings == nil && overview == nil && documents.isEmpty }
}

/// A deferred search index once summed, for `SitePipeline.apply`.
public struct SummedSearch: Sendable {
    let index: SearchIndex
}
