/// A run of blocks under one heading. The blocks before a document's first heading form a
/// section without heading.
public struct Section: Hashable, Sendable {
    public var id: String
    /// The heading as a block, so that its translations carry confidence and locations too.
    public var heading: Block?
    public var blocks: [Block]

    public init(id: String, heading: Block? = nil, blocks: [Block] = []) {
        self.id = id
        self.heading = heading
        self.blocks = blocks
    }
}
