import Testing
@testable import Render

/// One case in the style of the Mustache specification: template, data, partials
/// and the output the specification prescribes.
struct TemplateCase: Sendable, CustomTestStringConvertible {
    var name: String
    var template: String
    var data: TemplateValue = [:]
    var partials: [String: String] = [:]
    var expected: String

    var testDescription: String { name }

    func render() throws -> String {
        var templates = partials
        templates["main"] = template
        return try TemplateSet(templates: templates)["main"]!.render(data)
    }
}

/// Cases follow the Mustache spec (interpolation, sections, inverted, comments,
/// partials), with the engine's documented choices where the spec leaves room.
let interpolationCases: [TemplateCase] = [
    .init(name: "no interpolation", template: "Hello from {Mustache}!\n", expected: "Hello from {Mustache}!\n"),
    .init(name: "basic", template: "Hello, {{subject}}!\n", data: ["subject": "world"], expected: "Hello, world!\n"),
    .init(name: "HTML escaping", template: "{{forbidden}}", data: ["forbidden": "& \" < > '"],
          expected: "&amp; &quot; &lt; &gt; &#39;"),
    .init(name: "triple mustache is raw", template: "{{{forbidden}}}", data: ["forbidden": "& \" < > '"],
          expected: "& \" < > '"),
    .init(name: "ampersand is raw", template: "{{&forbidden}}", data: ["forbidden": "& \" < > '"],
          expected: "& \" < > '"),
    .init(name: "html value is never escaped", template: "{{body}}", data: ["body": .html("<p>a &amp; b</p>")],
          expected: "<p>a &amp; b</p>"),
    .init(name: "non-ASCII passes through", template: "{{t}}", data: ["t": "버튼 <ボタン> «кнопка»"],
          expected: "버튼 &lt;ボタン&gt; «кнопка»"),
    .init(name: "integer", template: "{{mph}} miles an hour!", data: ["mph": 85], expected: "85 miles an hour!"),
    .init(name: "decimal", template: "{{power}} jiggawatts!", data: ["power": 1.210], expected: "1.21 jiggawatts!"),
    .init(name: "booleans", template: "{{yes}}/{{no}}", data: ["yes": true, "no": false], expected: "true/false"),
    .init(name: "null", template: "I ({{cannot}}) be seen!", data: ["cannot": nil], expected: "I () be seen!"),
    .init(name: "context miss", template: "I ({{cannot}}) be seen!", expected: "I () be seen!"),
    .init(name: "lists and objects print nothing", template: "[{{l}}][{{o}}]", data: ["l": [1, 2], "o": ["a": 1]],
          expected: "[][]"),
    .init(name: "dotted names", template: "{{person.name}} == {{#person}}{{name}}{{/person}}",
          data: ["person": ["name": "Joe"]], expected: "Joe == Joe"),
    .init(name: "dotted names, arbitrary depth", template: "{{a.b.c.d.e.name}}",
          data: ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]], expected: "Phil"),
    .init(name: "dotted names, broken chains", template: "{{a.b.c}}", data: ["a": [:]], expected: ""),
    .init(name: "dotted names, broken chain resolution", template: "{{a.b.c.name}}",
          data: ["a": ["b": [:]], "c": ["name": "Jim"]], expected: ""),
    .init(name: "dotted names, initial resolution", template: "{{#a}}{{b.c.d.e.name}}{{/a}}",
          data: ["a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]], "b": ["c": ["d": ["e": ["name": "Wrong"]]]]],
          expected: "Phil"),
    .init(name: "dotted names, context precedence", template: "{{#a}}{{b.c}}{{/a}}",
          data: ["a": ["b": [:]], "b": ["c": "ERROR"]], expected: ""),
    .init(name: "implicit iterator", template: "Hello, {{.}}!", data: "world", expected: "Hello, world!"),
    .init(name: "implicit iterator is escaped", template: "{{.}}|{{{.}}}", data: "<b>", expected: "&lt;b&gt;|<b>"),
    .init(name: "surrounding whitespace", template: "| {{string}} |", data: ["string": "---"], expected: "| --- |"),
    .init(name: "interpolation is never standalone", template: "  {{string}}\n", data: ["string": "---"],
          expected: "  ---\n"),
    .init(name: "padding inside tags", template: "|{{ string }}|{{{ string }}}|{{& string }}|",
          data: ["string": "---"], expected: "|---|---|---|"),
    .init(name: "stray braces are text", template: "{ } }} {x}", expected: "{ } }} {x}"),
]

let sectionCases: [TemplateCase] = [
    .init(name: "truthy", template: "{{#boolean}}This should be rendered.{{/boolean}}", data: ["boolean": true],
          expected: "This should be rendered."),
    .init(name: "falsey", template: "{{#boolean}}This should not be rendered.{{/boolean}}", data: ["boolean": false],
          expected: ""),
    .init(name: "null is falsey", template: "{{#null}}no{{/null}}", data: ["null": nil], expected: ""),
    .init(name: "missing is falsey", template: "[{{#missing}}no{{/missing}}]", expected: "[]"),
    .init(name: "empty string is falsey", template: "[{{#s}}<h2>{{s}}</h2>{{/s}}]", data: ["s": ""], expected: "[]"),
    .init(name: "string renders once with itself as context", template: "{{#foo}}{{.}} is {{foo}}{{/foo}}",
          data: ["foo": "bar"], expected: "bar is bar"),
    .init(name: "zero is truthy", template: "{{#n}}({{.}}){{/n}}", data: ["n": 0], expected: "(0)"),
    .init(name: "object context", template: "{{#context}}Hi {{name}}.{{/context}}",
          data: ["context": ["name": "Joe"]], expected: "Hi Joe."),
    .init(name: "empty object is truthy", template: "{{#o}}yes{{/o}}", data: ["o": [:]], expected: "yes"),
    .init(name: "parent contexts", template: "{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}",
          data: ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]], expected: "foo, bar, baz"),
    .init(name: "deeply nested contexts",
          template: "{{#a}}{{one}}{{#b}}{{one}}{{two}}{{#c}}{{one}}{{two}}{{three}}{{/c}}{{/b}}{{/a}}",
          data: ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3]], expected: "112123"),
    .init(name: "list", template: "{{#list}}{{item}}{{/list}}",
          data: ["list": [["item": 1], ["item": 2], ["item": 3]]], expected: "123"),
    .init(name: "list items see outer names", template: "{{#items}}{{lang}}:{{.}} {{/items}}",
          data: ["lang": "ko", "items": ["a", "b"]], expected: "ko:a ko:b "),
    .init(name: "empty list", template: "[{{#list}}Yay lists!{{/list}}]", data: ["list": []], expected: "[]"),
    .init(name: "doubled", template: "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n",
          data: ["bool": true, "two": "second"], expected: "* first\n* second\n* third\n"),
    .init(name: "nested truthy", template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |",
          data: ["bool": true], expected: "| A B C D E |"),
    .init(name: "nested falsey", template: "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |",
          data: ["bool": false], expected: "| A  E |"),
    .init(name: "implicit iterator over strings", template: "{{#list}}({{.}}){{/list}}",
          data: ["list": ["a", "b", "c"]], expected: "(a)(b)(c)"),
    .init(name: "implicit iterator over integers", template: "{{#list}}({{.}}){{/list}}",
          data: ["list": [1, 2, 3]], expected: "(1)(2)(3)"),
    .init(name: "list of lists", template: "{{#list}}({{#.}}{{.}}{{/.}}){{/list}}",
          data: ["list": [[1, 2, 3], ["a", "b", "c"]]], expected: "(123)(abc)"),
    .init(name: "dotted names truthy", template: "{{#a.b.c}}Here{{/a.b.c}} == Here",
          data: ["a": ["b": ["c": true]]], expected: "Here == Here"),
    .init(name: "dotted names falsey", template: "{{#a.b.c}}Here{{/a.b.c}} == ",
          data: ["a": ["b": ["c": false]]], expected: " == "),
    .init(name: "dotted names broken chains", template: "{{#a.b.c}}Here{{/a.b.c}} == ",
          data: ["a": [:]], expected: " == "),
    .init(name: "surrounding whitespace", template: " | {{#boolean}}\t|\t{{/boolean}} | \n",
          data: ["boolean": true], expected: " | \t|\t | \n"),
    .init(name: "internal whitespace", template: " | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n",
          data: ["boolean": true], expected: " |  \n  | \n"),
    .init(name: "indented inline sections", template: " {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n",
          data: ["boolean": true], expected: " YES\n GOOD\n"),
    .init(name: "standalone lines", template: "| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n",
          data: ["boolean": true], expected: "| This Is\n|\n| A Line\n"),
    .init(name: "indented standalone lines", template: "| This Is\n  {{#boolean}}\n|\n  {{/boolean}}\n| A Line\n",
          data: ["boolean": true], expected: "| This Is\n|\n| A Line\n"),
    .init(name: "standalone line endings", template: "|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|",
          data: ["boolean": true], expected: "|\r\n|"),
    .init(name: "standalone without previous line", template: "  {{#boolean}}\n#{{/boolean}}\n/",
          data: ["boolean": true], expected: "#\n/"),
    .init(name: "standalone without newline", template: "#{{#boolean}}\n/\n  {{/boolean}}",
          data: ["boolean": true], expected: "#\n/\n"),
    .init(name: "two tags on a line are not standalone", template: "a\n{{#b}}{{/b}}\nc", data: ["b": true],
          expected: "a\n\nc"),
    .init(name: "padding", template: "|{{# boolean }}={{/ boolean }}|", data: ["boolean": true], expected: "|=|"),
    .init(name: "tidy HTML from standalone tags", template: """
        <ul>
          {{#items}}
          <li>{{name}}</li>
          {{/items}}
        </ul>

        """, data: ["items": [["name": "A"], ["name": "B"]]], expected: "<ul>\n  <li>A</li>\n  <li>B</li>\n</ul>\n"),
]

let invertedCases: [TemplateCase] = [
    .init(name: "falsey", template: "{{^boolean}}This should be rendered.{{/boolean}}", data: ["boolean": false],
          expected: "This should be rendered."),
    .init(name: "truthy", template: "{{^boolean}}This should not be rendered.{{/boolean}}", data: ["boolean": true],
          expected: ""),
    .init(name: "null is falsey", template: "{{^null}}yes{{/null}}", data: ["null": nil], expected: "yes"),
    .init(name: "missing", template: "[{{^missing}}Found key 'missing'!{{/missing}}]",
          expected: "[Found key 'missing'!]"),
    .init(name: "context", template: "{{^context}}Hi {{name}}.{{/context}}", data: ["context": ["name": "Joe"]],
          expected: ""),
    .init(name: "list", template: "{{^list}}{{n}}{{/list}}", data: ["list": [["n": 1], ["n": 2]]], expected: ""),
    .init(name: "empty list", template: "{{^list}}Yay lists!{{/list}}", data: ["list": []], expected: "Yay lists!"),
    .init(name: "empty string", template: "{{^s}}none{{/s}}", data: ["s": ""], expected: "none"),
    .init(name: "does not push context", template: "{{^b}}{{.}}{{/b}}", data: "top", expected: "top"),
    .init(name: "doubled", template: "{{^bool}}\n* first\n{{/bool}}\n* {{two}}\n{{^bool}}\n* third\n{{/bool}}\n",
          data: ["bool": false, "two": "second"], expected: "* first\n* second\n* third\n"),
    .init(name: "nested falsey", template: "| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |",
          data: ["bool": false], expected: "| A B C D E |"),
    .init(name: "dotted names falsey", template: "{{^a.b.c}}Not Here{{/a.b.c}} == Not Here",
          data: ["a": ["b": ["c": false]]], expected: "Not Here == Not Here"),
    .init(name: "dotted names truthy", template: "{{^a.b.c}}Not Here{{/a.b.c}} == ",
          data: ["a": ["b": ["c": true]]], expected: " == "),
    .init(name: "section and inverted together", template: "{{#l}}has{{/l}}{{^l}}empty{{/l}}",
          data: ["l": []], expected: "empty"),
    .init(name: "standalone lines", template: "| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n",
          data: ["boolean": false], expected: "| This Is\n|\n| A Line\n"),
    .init(name: "standalone indented lines", template: "| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n",
          data: ["boolean": false], expected: "| This Is\n|\n| A Line\n"),
    .init(name: "padding", template: "|{{^ boolean }}={{/ boolean }}|", data: ["boolean": false], expected: "|=|"),
]

let commentCases: [TemplateCase] = [
    .init(name: "inline", template: "12345{{! Comment Block! }}67890", expected: "1234567890"),
    .init(name: "multiline", template: "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n",
          expected: "1234567890\n"),
    .init(name: "standalone", template: "Begin.\n{{! Comment Block! }}\nEnd.\n", expected: "Begin.\nEnd.\n"),
    .init(name: "indented standalone", template: "Begin.\n  {{! Indented Comment Block! }}\nEnd.\n",
          expected: "Begin.\nEnd.\n"),
    .init(name: "standalone line endings", template: "|\r\n{{! Standalone Comment }}\r\n|", expected: "|\r\n|"),
    .init(name: "standalone without previous line", template: "  {{! I'm Still Standalone }}\n!", expected: "!"),
    .init(name: "standalone without newline", template: "!\n  {{! I'm Still Standalone }}", expected: "!\n"),
    .init(name: "multiline standalone", template: "Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n",
          expected: "Begin.\nEnd.\n"),
    .init(name: "indented multiline standalone", template: "Begin.\n  {{!\n    Something's going on here...\n  }}\nEnd.\n",
          expected: "Begin.\nEnd.\n"),
    .init(name: "indented inline", template: "  12 {{! 34 }}\n", expected: "  12 \n"),
    .init(name: "surrounding whitespace", template: "12345 {{! Comment Block! }} 67890", expected: "12345  67890"),
    // A comment ends at its first `}}`, so a `{{` inside it opens nothing.
    .init(name: "tag openers inside comments are ignored", template: "a{{! {{#x}}b", expected: "ab"),
]

let partialCases: [TemplateCase] = [
    .init(name: "basic", template: "\"{{>text}}\"", partials: ["text": "from partial"], expected: "\"from partial\""),
    .init(name: "context", template: "\"{{>partial}}\"", data: ["text": "content"], partials: ["partial": "*{{text}}*"],
          expected: "\"*content*\""),
    .init(name: "sees the section context", template: "{{#items}}{{>item}}{{/items}}",
          data: ["items": [["n": "a"], ["n": "b"]]], partials: ["item": "<{{n}}>"], expected: "<a><b>"),
    .init(name: "recursion", template: "{{>node}}",
          data: ["content": "X", "nodes": [["content": "Y", "nodes": []]]],
          partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"], expected: "X<Y<>>"),
    .init(name: "nested", template: "{{>outer}}", data: ["a": "hello", "b": "world"],
          partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"], expected: "*hello world!*"),
    .init(name: "surrounding whitespace", template: "| {{>partial}} |", partials: ["partial": "\t|\t"],
          expected: "| \t|\t |"),
    .init(name: "inline indentation", template: "  {{data}}  {{> partial}}\n", data: ["data": "|"],
          partials: ["partial": ">\n>"], expected: "  |  >\n>\n"),
    .init(name: "standalone line endings", template: "|\r\n{{>partial}}\r\n|", partials: ["partial": ">"],
          expected: "|\r\n>|"),
    .init(name: "standalone without previous line", template: "  {{>partial}}\n>", partials: ["partial": ">\n>"],
          expected: "  >\n  >>"),
    .init(name: "standalone without newline", template: ">\n  {{>partial}}", partials: ["partial": ">\n>"],
          expected: ">\n  >\n  >"),
    .init(name: "standalone indentation applies to template lines, not values",
          template: "\\\n {{>partial}}\n/\n", data: ["content": "<\n->"],
          partials: ["partial": "|\n{{{content}}}\n|\n"], expected: "\\\n |\n <\n->\n |\n/\n"),
    .init(name: "indentation accumulates through nested standalone partials",
          template: "<body>\n  {{> nav}}\n</body>\n",
          partials: ["nav": "<nav>\n  {{> links}}\n</nav>\n", "links": "<a>1</a>\n<a>2</a>\n"],
          expected: "<body>\n  <nav>\n    <a>1</a>\n    <a>2</a>\n  </nav>\n</body>\n"),
    .init(name: "indentation inside sections of the partial",
          template: "<ul>\n  {{> items}}\n</ul>\n", data: ["list": ["a", "b"]],
          partials: ["items": "{{#list}}\n<li>{{.}}</li>\n{{/list}}\n"],
          expected: "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"),
    .init(name: "padding", template: "|{{> partial }}|", partials: ["partial": "[]"], expected: "|[]|"),
]

@Suite struct TemplateSpecTests {
    @Test(arguments: interpolationCases) func interpolation(_ c: TemplateCase) throws {
        #expect(try c.render() == c.expected)
    }

    @Test(arguments: sectionCases) func sections(_ c: TemplateCase) throws {
        #expect(try c.render() == c.expected)
    }

    @Test(arguments: invertedCases) func invertedSections(_ c: TemplateCase) throws {
        #expect(try c.render() == c.expected)
    }

    @Test(arguments: commentCases) func comments(_ c: TemplateCase) throws {
        #expect(try c.render() == c.expected)
    }

    @Test(arguments: partialCases) func partials(_ c: TemplateCase) throws {
        #expect(try c.render() == c.expected)
    }
}
