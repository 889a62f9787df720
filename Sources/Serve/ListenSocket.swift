#if canImport(Glibc)
import Glibc
#endif

/// A bound, listening TCP socket. The server opens it itself (rather than let
/// libmicrohttpd do it) so that a failed bind reports its real reason.
struct ListenSocket {
    let descriptor: Int32
    let port: UInt16
    let isIPv6: Bool

    /// Connections the kernel completes before the server accepts them. At 128 a flood of
    /// sockets reconnecting at once filled the queue and the kernel dropped the next SYNs, a
    /// good GET's among them, which the client resends only after a second: p99 of ~1 s under
    /// slow-drip and event-stream floods. The kernel caps it at `net.core.somaxconn` (4096 on
    /// current Linux); a pending connection costs the kernel a few hundred bytes.
    static let backlog: Int32 = 4096

    /// Binds `host` (a numeric address or a name such as `localhost`) and
    /// `port` (0 picks a free one).
    init(host: String, port: UInt16) throws(PreviewServerError) {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let list else {
            throw .unknownHost(host)
        }
        defer { freeaddrinfo(list) }
        // IPv4 first: "localhost" then means 127.0.0.1, which every client tries.
        var candidates: [UnsafeMutablePointer<addrinfo>] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = list
        while let entry = cursor {
            if entry.pointee.ai_family == AF_INET || entry.pointee.ai_family == AF_INET6 { candidates.append(entry) }
            cursor = entry.pointee.ai_next
        }
        candidates.sort { $0.pointee.ai_family == AF_INET && $1.pointee.ai_family != AF_INET }
        guard let address = candidates.first?.pointee else { throw .unknownHost(host) }

        let fd = socket(address.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .cannotListen(host: host, port: port, reason: Self.reason(errno)) }
        // Lets a restarted preview rebind at once while old connections sit in
        // TIME_WAIT; Linux still refuses a port that another socket listens on.
        var on: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if bind(fd, address.ai_addr, address.ai_addrlen) != 0 {
            let code = errno
            Glibc.close(fd)
            switch code {
            case EADDRINUSE: throw .portInUse(host: host, port: port)
            case EACCES: throw .permissionDenied(host: host, port: port)
            case EADDRNOTAVAIL: throw .unknownHost(host)
            default: throw .cannotListen(host: host, port: port, reason: Self.reason(code))
            }
        }
        guard listen(fd, Self.backlog) == 0 else {
            let code = errno
            Glibc.close(fd)
            throw .cannotListen(host: host, port: port, reason: Self.reason(code))
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            Glibc.close(fd)
            throw .cannotListen(host: host, port: port, reason: Self.reason(code))
        }
        let family = storage.ss_family
        let boundPort: UInt16 = withUnsafePointer(to: &storage) { pointer in
            if family == sa_family_t(AF_INET6) {
                pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            } else {
                pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            }
        }
        descriptor = fd
        self.port = boundPort
        isIPv6 = address.ai_family == AF_INET6
    }

    /// The socket's inode: tells whether a descriptor number still names this socket.
    var inode: UInt64 {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
