import Foundation
import Model
import Site
import Support

/// Files `hig init` and `hig new` write for a team starting from nothing. Each is created
/// with O_EXCL: a file that exists, the team's own, is never overwritten.
enum StarterFiles {
    enum Outcome {
        case written(String)
        case kept(String)
        case failed(String, String)
    }

    /// Creates `path` (and its folders) with `text`, or leaves an existing file as it is.
    static func create(_ path: String, _ text: String) -> Outcome {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                return .failed(path, "cannot make the folder \(folder): \((error as NSError).localizedDescription)")
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            return errno == EEXIST ? .kept(path) : .failed(path, "cannot create: \(FileReadError.system())")
        }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        return written == bytes.count ? .written(path) : .failed(path, "cannot write: \(FileReadError.system())")
    }

    /// The starting `hig.yaml`: every setting, with the defaults spelled out.
    static func configuration(language: LanguageTag?) -> String {
        let languages = ["en"] + (language.map { [$0.rawValue] } ?? [])
        let translated = language.map { "\n  \($0.rawValue): Human Interface Guidelines" } ?? ""
        let groupTitle = language.map { ", \($0.rawValue): Foundations" } ?? ""
        return """
        # hig's site settings (see README, "Site configuration"). Unknown keys are warned about.
        # The site title per language.
        title:
          en: Human Interface Guidelines\(translated)
        # Where the site is published: canonical links and sitemap.xml (--base-url overrides it).
        base-url: http://localhost:8000/
        # The site's languages, in the order the language picker shows them.
        languages: [\(languages.joined(separator: ", "))]
        # Every translation is aligned with its English original.
        source-language: en
        # Navigation groups are the folders (nested folders are nested groups), in this order;
        # the others follow by name. A folder's _index.LANG.md gives its title and intro too.
        groups:
          foundations:
            title: {en: Foundations\(groupTitle)}

        """
    }

    /// A page's starting text: its title in front matter and as the heading.
    static func page(title: String, language: LanguageTag?) -> String {
        let note = language == nil
            ? "Write the English original here, paragraph by paragraph."
            : "Write the translation here, one paragraph for each paragraph of the English page beside it."
        return "---\ntitle: \(title)\nweight: 1\n---\n# \(title)\n\n\(note)\n"
    }

    /// `components/menus/buttons` → `Buttons`.
    static func title(for page: String) -> String {
        Slug.humanize((page as NSString).lastPathComponent)
    }
}
