import Foundation
import Testing
@testable import HIGKit

/// Starts a server on HIG_SERVE_MANUAL_ROOT for HIG_SERVE_MANUAL_SECONDS (manual checks only).
@Test(.enabled(if: ProcessInfo.processInfo.environment["HIG_SERVE_MANUAL_ROOT"] != nil))
func serveManually() throws {
    let env = ProcessInfo.processInfo.environment
    var configuration = PreviewServer.Configuration(port: UInt16(env["HIG_SERVE_MANUAL_PORT"] ?? "0") ?? 0)
    configuration.liveReload = env["HIG_SERVE_MANUAL_LIVE"] != nil
    let server = try PreviewServer(store: DirectorySiteStore(root: env["HIG_SERVE_MANUAL_ROOT"]!), configuration: configuration)
    print("SERVING \(server.url)")
    Thread.sleep(forTimeInterval: Double(env["HIG_SERVE_MANUAL_SECONDS"] ?? "10") ?? 10)
    server.stop()
}
