import Foundation
import Model
import Site
import Support

/// `hig init` and `hig new PAGE`: a starting configuration and pages in the right place.
enum InitCommand {
    static let initSpec = CommandSpec(
        name: "init",
        summary: "Start a translation project: hig.yaml and a first page.",
        usage: "hig init [--content DIR] [--lang LANG]",
        options: [
            .init("content", value: "DIR", help: "The content folder to start (default: Content/)."),
            .init("lang", value: "LANG", help: "The language the team translates into (ko, ja, ru, ...): a translated page too."),
        ],
        discussion: """
        Writes DIR/hig.yaml (the site settings, each one explained), DIR/foundations/_index.md (the
        group's title and intro) and DIR/foundations/welcome.md (with --lang, welcome.LANG.md as
        well). A file that exists is never overwritten: it is kept and named as kept. Then
        'hig serve --content DIR' shows the site. Exit status: 0, or 1 when a file cannot be written.
        """)

    static let newSpec = CommandSpec(
        name: "new",
        summary: "Add a page: hig new components/menus-and-actions/buttons [--lang ko].",
        usage: "hig new PAGE [--content DIR] [--lang LANG]",
        arguments: [("PAGE", "The page's path below the content folder, without .md (folders are navigation groups).")],
        options: [
            .init("content", value: "DIR", help: "The content folder (default: Content/)."),
            .init("lang", value: "LANG", help: "Write the translation PAGE.LANG.md instead of the English PAGE.md."),
        ],
        discussion: "Never overwrites: an existing page is kept and exit status is 1.")

    static func runInit(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard arguments.positionals.isEmpty else { return initSpec.usageError("unexpected argument '\(arguments.positionals[0])'", io: io) }
        let language: LanguageTag?
        switch parseLanguage(arguments, spec: initSpec, io: io) {
        case .failure(let status): return status
        case .success(let parsed): language = parsed
        }
        let content = arguments.value("content") ?? "Content"
        var files = [
            (content + "/" + SiteConfiguration.fileName, StarterFiles.configuration(language: language)),
            (content + "/foundations/_index.md", "---\ntitle: Foundations\nweight: 1\n---\nThe principles every page builds on.\n"),
            (content + "/foundations/welcome.md", StarterFiles.page(title: "Welcome", language: nil)),
        ]
        if let language {
            files.append((content + "/foundations/welcome.\(language.rawValue).md", StarterFiles.page(title: "Welcome", language: language)))
        }
        var failed = false
        for (path, text) in files {
            failed = report(StarterFiles.create(path, text), io: io) || failed
        }
        if !failed { io.err("Next: hig serve --content \(content)\n") }
        return failed ? 1 : 0
    }

    static func runNew(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        guard arguments.positionals.count == 1 else { return newSpec.usageError("give one PAGE, e.g. foundations/color", io: io) }
        var page = arguments.positionals[0]
        if page.hasSuffix(".md") { page.removeLast(3) }
        let parts = page.split(separator: "/", omittingEmptySubsequences: true)
        guard !page.hasPrefix("/"), !parts.isEmpty, !parts.contains(where: { $0 == ".." || $0 == "." || $0.hasPrefix(".") }) else {
            return newSpec.usageError("PAGE is a path inside the content folder, not '\(page)'", io: io)
        }
        let language: LanguageTag?
        switch parseLanguage(arguments, spec: newSpec, io: io) {
        case .failure(let status): return status
        case .success(let parsed): language = parsed
        }
        let content = arguments.value("content") ?? "Content"
        let path = content + "/" + parts.joined(separator: "/") + (language.map { ".\($0.rawValue)" } ?? "") + ".md"
        let outcome = StarterFiles.create(path, StarterFiles.page(title: StarterFiles.title(for: page), language: language))
        if case .kept(let path) = outcome {
            io.err("\(path): error: the page exists; not overwritten\n")
            return 1
        }
        return report(outcome, io: io) ? 1 : 0
    }

    private enum LanguageChoice { case success(LanguageTag?), failure(Int32) }

    private static func parseLanguage(_ arguments: ParsedArguments, spec: CommandSpec, io: CommandIO) -> LanguageChoice {
        guard let text = arguments.value("lang") else { return .success(nil) }
        guard let tag = LanguageTag.parse(text) else { return .failure(spec.usageError("--lang takes a language tag such as ko, not '\(text)'", io: io)) }
        return .success(tag.isEnglish ? nil : tag)
    }

    /// Prints what happened to one file; whether it failed.
    private static func report(_ outcome: StarterFiles.Outcome, io: CommandIO) -> Bool {
        switch outcome {
        case .written(let path): io.err("wrote \(path)\n"); return false
        case .kept(let path): io.err("\(path): note: exists; kept as it is\n"); return false
        case .failed(let path, let reason): io.err("\(path): error: \(reason)\n"); return true
        }
    }
}
