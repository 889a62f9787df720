import Foundation
import Support

/// A site held in memory that is replaced as a whole: a request resolves against
/// the snapshot current when it starts, so it sees the old site or the new one,
/// never a mix.
public final class MemorySiteStore: SiteStore {
    private let current: Locked<SiteSnapshot>

    public init(_ snapshot: SiteSnapshot = SiteSnapshot(files: [:])) {
        current = Locked(snapshot)
    }

    public convenience init(files: [String: Data]) {
        self.init(SiteSnapshot(files: files))
    }

    /// The snapshot requests currently see.
    public var snapshot: SiteSnapshot { current.withLock { $0 } }

    /// Swaps in a new site. Build the snapshot first (hashing happens there),
    /// then swap: the lock is held only for the exchange.
    public func replace(with snapshot: SiteSnapshot) {
        current.withLock { $0 = snapshot }
    }

    public func resolve(_ path: RequestPath) -> SiteResolution {
        snapshot.resolveRequest(path)
    }
}
