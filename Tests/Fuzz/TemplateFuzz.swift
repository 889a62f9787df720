// libFuzzer target: compile a template and a partial it may include, and render it with a
// context of every kind of value (issue 11, fuzzing). Built by Tests/Fuzz/fuzz.sh with the
// Support, Model and Render sources as one module.

private let context: TemplateValue = [
    "title": "Split <Views> & \"quotes\"",
    "body": .html("<p>trusted</p>"),
    "flag": true, "off": false, "count": 3, "ratio": 0.5, "none": nil,
    "items": [["name": "one", "id": 1], ["name": "two", "items": ["nested"]]],
    "t": ["report_title": "Report {name}", "name": "x"],
    "object": ["inner": ["deeper": "value"]],
]

@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let parts = fuzzParts(start, count, limit: 2).map { String(decoding: $0, as: UTF8.self) }
    let partial = parts.count > 1 ? parts[1] : "{{title}}{{> page}}"
    guard let set = try? TemplateSet(templates: ["page": parts[0], "part": partial, "nav": partial]),
          let page = set["page"] else { return 0 }
    _ = try? page.render(context)
    return 0
}
