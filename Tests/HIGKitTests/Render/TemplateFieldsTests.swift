import Testing
@testable import Render

/// Template objects as pairs found by name: what a page's data means must not depend on how
/// the fields are stored (in order, by name, or through the index of a large object).
@Suite struct TemplateFieldsTests {
    @Test func aRepeatedNameKeepsItsLastValue() throws {
        let fields: TemplateFields = ["a": "first", "b": 1, "a": "last"]
        #expect(fields["a"] == "last")
        #expect(fields.names == ["a", "b"])
        // And a template reads the same.
        #expect(try Template("{{a}}").render(["a": "first", "a": "last"]) == "last")
    }

    @Test func setReplacesAddsAndRemoves() {
        var fields: TemplateFields = ["a": 1, "b": 2, "a": 3]
        fields["a"] = 4
        fields["c"] = 5
        #expect(fields == ["a": 4, "b": 2, "c": 5])
        fields["a"] = nil
        #expect(fields["a"] == nil)
        #expect(fields.names == ["b", "c"])
        fields["missing"] = nil
        #expect(fields.names == ["b", "c"])
    }

    /// Past the indexed count, lookups go through the index; it must follow every change.
    @Test func aLargeObjectFindsEveryFieldThroughItsIndex() {
        var fields = TemplateFields()
        for number in 0..<40 { fields["k\(number)"] = .int(number) }
        for number in 0..<40 { #expect(fields["k\(number)"] == .int(number)) }
        fields["k3"] = "three"
        fields["k7"] = nil
        fields["new"] = true
        #expect(fields["k3"] == "three")
        #expect(fields["k7"] == nil)
        #expect(fields["k39"] == .int(39))
        #expect(fields["new"] == true)
        let fromDictionary = TemplateFields(Dictionary(uniqueKeysWithValues: (0..<40).map { ("k\($0)", TemplateValue.int($0)) }))
        #expect(fromDictionary["k0"] == .int(0) && fromDictionary["k39"] == .int(39) && fromDictionary["k40"] == nil)
    }

    /// A render reads the pairs and the index in place (`TemplateRendering.Frame`), with the
    /// names' hashes made when the template was compiled: it must find what the subscript finds.
    @Test func aTemplateReadsALargeObjectAsItsSubscriptDoes() throws {
        var pairs: [(String, TemplateValue)] = (0..<20).map { ("k\($0)", .int($0)) }
        pairs.insert(("a", "first"), at: 0)
        pairs.append(("a", "last"))
        let large = TemplateValue.object(TemplateFields(pairs: pairs))
        let context: TemplateValue = ["large": large, "small": ["a": "small"], "outer": "outside"]
        let template = try Template("{{#large}}{{a}} {{k0}} {{k19}} {{outer}}[{{missing}}]{{/large}} {{#small}}{{a}} {{outer}}{{/small}}")
        #expect(try template.render(context) == "last 0 19 outside[] small outside")
        #expect(large["a"] == "last")
    }

    @Test func equalityIgnoresOrderAndRepeats() {
        let one: TemplateFields = ["a": 1, "b": ["c": true]]
        #expect(one == ["b": ["c": true], "a": 1])
        #expect(one == ["a": 0, "b": ["c": true], "a": 1])
        #expect(one != ["a": 1])
        #expect(one != ["a": 1, "b": ["c": false]])
        #expect(one != ["a": 1, "b": ["c": true], "d": .null])
    }
}
