/// Why the preview server could not start; the descriptions are the messages
/// `hig serve` prints.
public enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    case portInUse(host: String, port: UInt16)
    case permissionDenied(host: String, port: UInt16)
    case unknownHost(String)
    case cannotListen(host: String, port: UInt16, reason: String)
    case cannotStart(String)

    public var description: String {
        switch self {
        case .portInUse(_, let port):
            "hig serve: port \(port) is already in use (try --port \(port == UInt16.max ? 8000 : port + 1))"
        case .permissionDenied(_, let port):
            "hig serve: not allowed to listen on port \(port) (ports below 1024 need root; try --port 8000)"
        case .unknownHost(let host):
            "hig serve: cannot listen on \(host): not a local address"
        case .cannotListen(let host, let port, let reason):
            "hig serve: cannot listen on \(host):\(port): \(reason)"
        case .cannotStart(let reason):
            "hig serve: cannot start the HTTP server: \(reason)"
        }
    }
}
