import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import Serve

/// A site in a fresh temporary directory, removed on deinit.
final class ServeTestSite {
    let base: URL
    let root: URL

    init(files: [String: String] = [:]) throws {
        base = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("hig-serve-\(UUID().uuidString)")
        root = base.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    func write(_ path: String, _ text: String) throws {
        try write(path, Data(text.utf8))
    }

    func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}

/// A parsed HTTP response.
struct RawHTTPResponse {
    var status: Int
    var headers: [String: String]  // lower-cased names
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// A plain TCP connection: the tests write exactly the bytes they mean, so no
/// client library normalises a path or fixes a malformed request.
final class RawConnection {
    let fd: Int32
    private(set) var received = Data()
    private(set) var closedByPeer = false

    init(port: UInt16, host: String = "127.0.0.1") throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            // No close here: every property is set, so deinit runs and closes
            // it (closing twice would close some other thread's descriptor).
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    deinit { Glibc.close(fd) }

    func send(_ text: String) { send(Data(text.utf8)) }

    func send(_ data: Data) {
        data.withUnsafeBytes { buffer in
            var sent = 0
            while sent < buffer.count {
                let count = Glibc.send(fd, buffer.baseAddress! + sent, buffer.count - sent, Int32(MSG_NOSIGNAL))
                if count <= 0 { return }
                sent += count
            }
        }
    }

    /// Reads what is available within `timeout`; false when nothing came.
    @discardableResult
    func readSome(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) > 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 65536)
        let count = recv(fd, &buffer, buffer.count, 0)
        if count <= 0 {
            closedByPeer = true
            return false
        }
        received.append(contentsOf: buffer[..<count])
        return true
    }

    /// Reads until `text` has arrived (true) or `timeout` passes / the peer closes (false).
    func read(until text: String, timeout: Double = 5) -> Bool {
        let needle = Data(text.utf8)
        let deadline = Date().addingTimeInterval(timeout)
        while received.range(of: needle) == nil {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 || closedByPeer { return false }
            readSome(timeout: left)
        }
        return true
    }

    /// Reads until the server closes the connection (true) or `timeout` passes (false).
    func readToEnd(timeout: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !closedByPeer {
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { return false }
            readSome(timeout: left)
        }
        return true
    }

    func consume() -> String {
        defer { received.removeAll() }
        return String(decoding: received, as: UTF8.self)
    }
}

enum RawHTTP {
    /// Sends one request with `Connection: close` and reads the whole answer.
    static func get(_ port: UInt16, _ target: String, method: String = "GET", headers: [String: String] = [:]) throws -> RawHTTPResponse {
        var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        return try exchange(port, request + "\r\n")
    }

    /// Sends raw bytes and parses whatever comes back before the server closes.
    static func exchange(_ port: UInt16, _ request: String) throws -> RawHTTPResponse {
        let connection = try RawConnection(port: port)
        connection.send(request)
        _ = connection.readToEnd(timeout: 10)
        guard let response = parse(connection.received) else { throw POSIXError(.EBADMSG) }
        return response
    }

    static func parse(_ data: Data) -> RawHTTPResponse? {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawHTTPResponse(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }
}

enum ServeWait {
    /// Polls `condition` until it holds (true) or `timeout` passes (false).
    static func until(timeout: Double = 5, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() > deadline { return false }
            usleep(10_000)
        }
        return true
    }
}

extension PreviewServer.Configuration {
    /// Loopback, a free port chosen by the kernel.
    static func ephemeral(liveReload: Bool = true) -> Self {
        var configuration = Self(port: 0, liveReload: liveReload)
        configuration.connectionTimeout = 5
        return configuration
    }
}
