import Model
import Render

/// Why a site could not be built or written. Printed like a compiler diagnostic, with the
/// file (and line, for templates) at fault.
public enum SiteError: Error, Sendable, CustomStringConvertible {
    /// A template that does not compile or fails to render.
    case template(TemplateError)
    /// A page template the site needs is not in the templates folder.
    case missingTemplate(name: String, directory: String)
    /// A string table or asset that cannot be read or parsed.
    case unreadableFile(path: String, reason: String)
    /// The output could not be written; the previous site is left in place.
    case writeFailed(path: String, reason: String)

    /// The error as a diagnostic, with its file and line where it has them.
    public var diagnostic: Diagnostic {
        switch self {
        case .template(let error):
            return .error("template", error.message, at: SourceLocation(path: error.file, line: error.line))
        case .missingTemplate(let name, let directory):
            return .error("missing-template", "no template '\(name)' (expected \(directory)/\(name).html)", at: SourceLocation(path: directory))
        case .unreadableFile(let path, let reason):
            return .error("unreadable-file", reason, at: SourceLocation(path: path))
        case .writeFailed(let path, let reason):
            return .error("write-failed", "cannot write the site: \(reason)", at: SourceLocation(path: path))
        }
    }

    public var description: String {
        switch self {
        case .template(let error):
            return error.description
        case .missingTemplate(let name, let directory):
            return "\(directory): error: no template '\(name)' (expected \(directory)/\(name).html)"
        case .unreadableFile(let path, let reason):
            return "\(path): error: \(reason)"
        case .writeFailed(let path, let reason):
            return "\(path): error: cannot write the site: \(reason)"
        }
    }
}
