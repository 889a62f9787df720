import Testing
@testable import Model
@testable import Pipeline

/// A step's per-document memo: what it gives back, what it makes again, and which keys the
/// next run compares with.
@Suite struct DocumentMemoTests {
    /// Equal when the text is; `copy` tells equal keys apart, as a document's copies are.
    struct Key: Equatable, Sendable {
        var text: String
        var copy = 0
        static func == (lhs: Key, rhs: Key) -> Bool { lhs.text == rhs.text }
    }

    typealias Memo = DocumentMemo<Int, Key, String>

    static func run(_ memo: inout Memo, _ ids: [String], _ keys: [Key], environment: Int = 0) -> (values: [String], made: [Int]) {
        memo.values(ids: ids, keys: keys, in: environment) { "made \(keys[$0].text)" }
    }

    @Test func theSameDocumentsInTheSamePlacesMakeOnlyWhatChanged() {
        var memo = Memo()
        let ids = ["a", "b", "c", "d"]
        let first = Self.run(&memo, ids, ids.map { Key(text: $0) })
        #expect(first.made == [0, 1, 2, 3])
        let second = Self.run(&memo, ids, [Key(text: "a"), Key(text: "b2"), Key(text: "c"), Key(text: "d2")])
        #expect(second.made == [1, 3])
        #expect(second.values == ["made a", "made b2", "made c", "made d2"])
        // What was made the second time is what is kept: the old values are not brought back.
        let third = Self.run(&memo, ids, [Key(text: "a"), Key(text: "b2"), Key(text: "c"), Key(text: "d")])
        #expect(third.made == [3])
        #expect(third.values == ["made a", "made b2", "made c", "made d"])
    }

    /// The next run compares with the keys of this one, also where they were equal: a
    /// document's newer copy is the one the next run will be given.
    @Test func equalKeysAreTakenAnew() {
        var memo = Memo()
        let ids = ["a", "b"]
        _ = Self.run(&memo, ids, [Key(text: "a", copy: 1), Key(text: "b", copy: 1)])
        let second = Self.run(&memo, ids, [Key(text: "a", copy: 2), Key(text: "b2", copy: 2)])
        #expect(second.made == [1])
        #expect(memo.remembered(ids, in: 0).map { $0.key.copy } == [2, 2])
    }

    @Test func documentsThatMoveOrComeAreFoundByID() {
        var memo = Memo()
        _ = Self.run(&memo, ["a", "b", "c"], [Key(text: "a"), Key(text: "b"), Key(text: "c")])
        let moved = Self.run(&memo, ["c", "new", "a"], [Key(text: "c"), Key(text: "new"), Key(text: "a")])
        #expect(moved.made == [1])
        #expect(moved.values == ["made c", "made new", "made a"])
        // A document gone is forgotten.
        let back = Self.run(&memo, ["b"], [Key(text: "b")])
        #expect(back.made == [0])
    }

    @Test func aChangedEnvironmentMakesEverythingAgain() {
        var memo = Memo()
        _ = Self.run(&memo, ["a", "b"], [Key(text: "a"), Key(text: "b")])
        #expect(Self.run(&memo, ["a", "b"], [Key(text: "a"), Key(text: "b")], environment: 1).made == [0, 1])
        #expect(Self.run(&memo, ["a", "b"], [Key(text: "a"), Key(text: "b")], environment: 1).made.isEmpty)
    }

    @Test func aMemoThatForgetsMakesEverythingEachRun() {
        var memo = Memo()
        memo.remembers = false
        _ = Self.run(&memo, ["a"], [Key(text: "a")])
        #expect(Self.run(&memo, ["a"], [Key(text: "a")]).made == [0])
    }
}

/// Link targets between content files, remembered while no document's names change.
@Suite struct LinkTargetMemoTests {
    static func document(_ id: String, file: String) -> Document {
        Document(id: id, title: [.english: id], sources: [SourceFile(path: "Content/\(file).en.md", languages: [.english], format: .markdown)])
    }

    @Test func targetsFollowTheFilesNames() {
        var memos = PipelineMemos()
        let first = memos.linkTargets([Self.document("alpha", file: "alpha-guide"), Self.document("beta", file: "beta")])
        #expect(first == ["alpha-guide": "alpha", "alpha": "alpha", "beta": "beta"])
        // A document edited under the same names: the same targets.
        #expect(memos.linkTargets([Self.document("alpha", file: "alpha-guide"), Self.document("beta", file: "beta")]) == first)
        // A file renamed: its new name is a target and its old one is not.
        let renamed = memos.linkTargets([Self.document("alpha", file: "alpha-handbook"), Self.document("beta", file: "beta")])
        #expect(renamed == ["alpha-handbook": "alpha", "alpha": "alpha", "beta": "beta"])
        // A document gone, and one come in its place.
        let replaced = memos.linkTargets([Self.document("beta", file: "beta"), Self.document("gamma", file: "gamma-notes")])
        #expect(replaced == ["beta": "beta", "gamma-notes": "gamma", "gamma": "gamma"])
    }
}

/// The assembly's part ids follow the documents, also when their number stays the same.
@Suite struct DocumentPartIDsTests {
    @Test func idsAreMadeAgainWhenTheDocumentsChange() {
        var parts = DocumentPartIDs()
        parts.update(["alpha", "beta"])
        #expect(parts.documents == ["document:alpha", "document:beta"])
        #expect(parts.drillDowns == ["drill-down:alpha", "drill-down:beta"])
        parts.update(["alpha", "gamma"])
        #expect(parts.documents == ["document:alpha", "document:gamma"])
        parts.update(["gamma", "alpha"])
        #expect(parts.drillDowns == ["drill-down:gamma", "drill-down:alpha"])
    }
}
