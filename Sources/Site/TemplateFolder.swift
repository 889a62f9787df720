import Foundation
import Model
import Support

/// The files directly in a folder of the templates (`strings/`, `assets/`), read as the
/// templates are: regular files only, no symbolic link out of the templates folder (a link
/// to `/etc/passwd` in `assets/` would be published), each refusal a warning.
enum TemplateFolder {
    /// The files of `folder` whose names `wants` accepts, and warnings for the entries
    /// skipped. Paths in warnings are shown relative, as the folder was given.
    static func files(in folder: URL, boundary: URL, wants: (String) -> Bool) -> ([FolderWalker.Entry], [Diagnostic]) {
        let (entries, problems) = FolderWalker(root: boundary.path).entries(of: folder.path, wantsFile: wants)
        let diagnostics = problems.map { problem in
            Diagnostic.warning(problem.id, problem.message,
                               at: SourceLocation(path: folder.relativePath + problem.path.dropFirst(folder.path.count)))
        }
        return (entries.filter { !$0.isFolder }, diagnostics)
    }

    /// The bytes of one of those files; `what` names it in the error ("asset").
    static func read(_ entry: FolderWalker.Entry, in folder: URL, what: String) throws(SiteError) -> [UInt8] {
        switch FileBytes.read(entry.path) {
        case .success(let bytes): return bytes
        case .failure(let failure):
            throw .unreadableFile(path: folder.appendingPathComponent(entry.name).relativePath, reason: "cannot read \(what): \(failure)")
        }
    }
}
