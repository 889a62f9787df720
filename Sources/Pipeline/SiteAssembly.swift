import Site

/// The site as the sum of the steps' parts (each document's pages, the listings, the report's
/// overview and each drill-down, the assets), kept between runs: a run puts in place only the
/// parts it made, so assembling the site costs what changed, not the whole site.
struct SiteAssembly: Sendable {
    struct Part: Sendable {
        /// Unique within a run: `document:ID`, `listings`, `report`, `drill-down:ID`, `search`, `assets`.
        var id: String
        var output: SiteOutput
        /// Made this run; the others are the previous run's part, as it was.
        var made: Bool
    }

    private(set) var files: [String: [UInt8]] = [:]
    /// The paths of each part, as last put in place.
    private var parts: [String: [String]] = [:]
    /// The ids of the parts the last `assemble` put in place, in its order.
    private var order: [String] = []

    /// Puts `parts` in place of the previous run's; parts no longer there go. Returns the
    /// paths whose bytes changed and the paths gone.
    mutating func assemble(_ parts: [Part]) -> (made: Set<String>, removed: Set<String>) {
        let ids = parts.map(\.id)
        // The same parts as last time (an edit, not a new or deleted document): none goes, none
        // is new, and no id needs hashing.
        let sameParts = ids == order
        let replaced = sameParts ? parts.filter(\.made) : parts.filter { $0.made || self.parts[$0.id] == nil }
        var removed = Set<String>()
        // Removals first: a path may move from one part to another in the same run.
        if !sameParts {
            let present = Set(ids)
            for (id, paths) in self.parts where !present.contains(id) {
                removed.formUnion(paths)
                self.parts[id] = nil
            }
        }
        order = ids
        for part in replaced { removed.formUnion(stalePaths(of: part)) }
        for path in removed { files[path] = nil }
        var made = Set<String>()
        for part in replaced { made.formUnion(put(part)) }
        return (made, removed.subtracting(made))
    }

    /// Whether a part with this id is in place.
    func has(_ id: String) -> Bool { parts[id] != nil }

    /// Puts one part in place of its previous version, leaving every other part as it is.
    mutating func replace(_ part: Part) -> (made: Set<String>, removed: Set<String>) {
        let removed = stalePaths(of: part)
        for path in removed { files[path] = nil }
        // A part the last run did not have: the next run's parts are compared by id again.
        if parts[part.id] == nil { order = [] }
        return (put(part), removed)
    }

    /// The paths the part had last time and has no more.
    private func stalePaths(of part: Part) -> Set<String> {
        Set((parts[part.id] ?? []).filter { part.output[$0] == nil })
    }

    /// Writes the part's files, returning those whose bytes changed: a file made again with
    /// the same bytes is not a change (the search index is made every run; an edit changes a
    /// few of its files).
    private mutating func put(_ part: Part) -> Set<String> {
        var made = Set<String>()
        for (path, bytes) in part.output.files where files[path] != bytes {
            files[path] = bytes
            made.insert(path)
        }
        parts[part.id] = Array(part.output.files.keys)
        return made
    }
}

/// The assembly's ids of each document's parts, `document:ID` and `drill-down:ID`, in the
/// documents' order.
struct DocumentPartIDs: Sendable {
    private(set) var ids: [String] = []
    private(set) var documents: [String] = []
    private(set) var drillDowns: [String] = []

    mutating func update(_ ids: [String]) {
        guard ids != self.ids else { return }
        self.ids = ids
        documents = ids.map { "document:" + $0 }
        drillDowns = ids.map { "drill-down:" + $0 }
    }
}
