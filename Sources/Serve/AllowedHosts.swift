#if canImport(Glibc)
import Glibc
#endif

/// The `Host` values the preview answers: its own address, `localhost`, and any IP address
/// (a LAN address when it listens on all of them). A name that only resolves to it — DNS
/// rebinding, a page of another site reading the preview — is refused. A request without
/// `Host` (HTTP/1.0) is answered.
struct AllowedHosts: Sendable {
    let served: String

    init(served: String) {
        self.served = Self.name(served)
    }

    func allows(_ header: String?) -> Bool {
        guard let header else { return true }
        let name = Self.name(Self.withoutPort(header))
        return name == served || name == "localhost" || Self.isAddress(name)
    }

    /// `127.0.0.1:8000` → `127.0.0.1`, `[::1]:8000` → `::1`.
    static func withoutPort(_ host: String) -> Substring {
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            return host[host.index(after: host.startIndex)..<close]
        }
        let colons = host.filter { $0 == ":" }.count
        if colons == 1, let colon = host.firstIndex(of: ":") { return host[..<colon] }
        return host[...]
    }

    private static func name(_ host: some StringProtocol) -> String {
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        return name
    }

    private static func isAddress(_ name: String) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 16)
        return inet_pton(AF_INET, name, &buffer) == 1 || inet_pton(AF_INET6, name, &buffer) == 1
    }
}
