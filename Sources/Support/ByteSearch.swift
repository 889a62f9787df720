extension StringProtocol {
    /// Prefix test on UTF-8 bytes. `hasPrefix` compares by canonical equivalence, character by
    /// character, which costs a thousand instructions a call in the parser's hot loops.
    package func hasBytePrefix(_ prefix: String) -> Bool {
        utf8.starts(with: prefix.utf8)
    }

    /// Substring search on UTF-8 bytes. Foundation's `contains(_:)` goes through CFString and
    /// locale-aware comparison, which is slow and serialises threads; these needles are ASCII.
    package func containsBytes(_ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        return needle.withUTF8Buffer { pattern in
            let first = pattern[0]
            var view = utf8[...]
            while let start = view.firstIndex(of: first) {
                var candidate = view[start...].makeIterator()
                var matched = 0
                while matched < count, let byte = candidate.next(), byte == pattern[matched] { matched += 1 }
                if matched == count { return true }
                view = view[view.index(after: start)...]
            }
            return false
        }
    }
}
