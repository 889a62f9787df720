import Model
import Site

/// Why a run stopped, with the step it stopped in. Input files with errors do not stop a run
/// (they are diagnostics); templates that do not compile or render, and a lock file that
/// cannot be read, do.
public struct PipelineError: Error, Sendable, CustomStringConvertible {
    public var step: PipelineStep
    /// The error with its file and line as fields (serve's overlay shows them).
    public var diagnostic: Diagnostic
    /// As the compiler would print it: `Templates/document.html:3:7: error: …`.
    public var description: String

    public init(step: PipelineStep, diagnostic: Diagnostic) {
        self.step = step
        self.diagnostic = diagnostic
        description = diagnostic.description
    }

    init(step: PipelineStep, _ error: SiteError) {
        self.step = step
        diagnostic = error.diagnostic
        description = error.description
    }
}
