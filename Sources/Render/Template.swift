/// A compiled Mustache-style template: parsed once, rendered many times.
///
///     let template = try Template("<h1>{{title}}</h1>\n{{{body}}}", name: "page")
///     let html = try template.render(["title": "Buttons & Menus", "body": .html("<p>…</p>")])
///     // "<h1>Buttons &amp; Menus</h1>\n<p>…</p>"
///
/// Templates that include partials come from a `TemplateSet`.
public struct Template: Sendable {
    let library: TemplateLibrary
    let index: Int

    /// Compiles a template that uses no partials (other than itself, by `name`).
    public init(_ text: String, name: String = "template", file: String? = nil) throws(TemplateError) {
        library = try TemplateLibrary([TemplateSource(name: name, file: file, text: text)])
        index = 0
    }

    init(library: TemplateLibrary, index: Int) {
        self.library = library
        self.index = index
    }

    public var name: String { library.entries[index].name }
    public var file: String { library.entries[index].file }

    /// Renders with `context` as the bottom of the context stack.
    public func render(_ context: TemplateValue) throws(TemplateError) -> String {
        var writer = makeWriter()
        try render(context, into: &writer)
        return writer.makeString()
    }

    /// Appends the rendering to `output`, e.g. a page buffer about to be written to disk.
    /// Returns the variable tags that had no value, each once.
    @discardableResult
    public func render(_ context: TemplateValue, into output: inout [UInt8]) throws(TemplateError) -> [UnresolvedVariable] {
        var writer = makeWriter()
        let unresolved = try render(context, into: &writer)
        output.append(contentsOf: writer.bytes)
        return unresolved
    }

    @discardableResult
    func render(_ context: TemplateValue, into writer: inout ByteWriter) throws(TemplateError) -> [UnresolvedVariable] {
        var rendering = TemplateRendering(library: library, context: context)
        try rendering.render(template: index, indent: [], depth: 0, into: &writer)
        return rendering.unresolved
    }

    /// Literal text plus room for values; one reservation avoids most regrowth.
    private func makeWriter() -> ByteWriter {
        ByteWriter(capacity: library.entries[index].program.text.count * 2 + 256)
    }
}
