import CMicroHTTPD
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

// libmicrohttpd's callbacks: C function pointers, so plain functions that capture nothing.
// `context` is the `RequestRouter` the server passed in, retained until the daemon stops.

/// Answers a request once its headers are in.
func answerRequest(_ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
                   _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
                   _ uploadSize: UnsafeMutablePointer<Int>?, _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> MHD_Result {
    let router = Unmanaged<RequestRouter>.fromOpaque(context!).takeUnretainedValue()
    let request = requestContext?.pointee.map { Unmanaged<RequestContext>.fromOpaque($0).takeUnretainedValue() }
    router.connections.answering(connectionKey(connection!))
    let method = String(cString: method!)
    let target = request?.target ?? String(cString: url!)
    // A raw NUL cuts the target short for every C string reader (`/en/\0/../x` is `/en/`):
    // the version follows the target in libmicrohttpd's buffer, so a gap means one.
    if let request, let url, let version, version.pointee != 0, UnsafeRawPointer(version) - UnsafeRawPointer(url) != request.targetLength + 1 {
        return router.refuse(connection!, status: 400, text: "400 Bad Request\n")
    }
    // libmicrohttpd 0.9.75 closes the connection after a response
    // queued in the first call (headers only), which would end
    // keep-alive; GET and HEAD answer on the second call. Other
    // methods get their 405 at once: closing is right for them,
    // and their body is never read.
    if let request, !request.headersSeen.exchange(true, ordering: .relaxed),
       method == "GET" || method == "HEAD" {
        return .YES
    }
    if let uploadSize, uploadSize.pointee != 0 {
        uploadSize.pointee = 0 // a body on a GET: read and ignored
        return .YES
    }
    return router.respond(connection!, method: method, target: target)
}

/// Releases what `requestStarted` made.
func requestCompleted(_ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
                      _ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ code: MHD_RequestTerminationCode) {
    guard let pointer = requestContext?.pointee else { return }
    requestContext?.pointee = nil
    Unmanaged<RequestContext>.fromOpaque(pointer).release()
    let router = Unmanaged<RequestRouter>.fromOpaque(context!).takeUnretainedValue()
    router.openRequests.subtract(1, ordering: .relaxed)
    router.connections.waiting(connectionKey(connection!))
}

/// Tells `ConnectionGuard` of every connection that opens or closes.
func connectionChanged(_ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
                       _ socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ change: MHD_ConnectionNotificationCode) {
    let router = Unmanaged<RequestRouter>.fromOpaque(context!).takeUnretainedValue()
    let key = connectionKey(connection!)
    if change.rawValue == 0 { // MHD_CONNECTION_NOTIFY_STARTED
        var address = [UInt8](repeating: 0, count: 16)
        let length = hig_mhd_client_address(connection, &address)
        router.connections.opened(key, socket: hig_mhd_connection_fd(connection), client: Array(address[..<length]))
    } else {
        router.connections.closed(key)
    }
}

/// A connection's identity while it is open.
func connectionKey(_ connection: OpaquePointer) -> UInt {
    UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(connection)))
}

/// The target before libmicrohttpd splits off the query and unescapes in place: the
/// redirect keeps the query exactly.
func requestStarted(_ context: UnsafeMutableRawPointer?, _ uri: UnsafePointer<CChar>?, _ connection: OpaquePointer?) -> UnsafeMutableRawPointer? {
    Unmanaged<RequestRouter>.fromOpaque(context!).takeUnretainedValue()
        .openRequests.add(1, ordering: .relaxed)
    return Unmanaged.passRetained(RequestContext(target: String(cString: uri!), targetLength: strlen(uri!))).toOpaque()
}

/// Leaves the URL raw: `RequestPath` decodes it once and rejects what decoding would hide
/// (%00 truncation, %2f separators).
func keepURLRaw(_ context: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ string: UnsafeMutablePointer<CChar>?) -> Int {
    strlen(string!)
}
