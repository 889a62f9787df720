/// What of the HTML written in a page's text the site writes back: elements that show text
/// and pictures and cannot run script, with attributes that cannot either. Everything else
/// is left out: an element not listed keeps its text (its tags go), one that holds code or
/// another document (`script`, `style`, `iframe`, …) goes with everything inside it. Event
/// handlers (`on…`), `style`, `id` and `class` (which could reach the page's own script and
/// styles) are never written; `href` and `src` are checked as Markdown link destinations are.
enum HTMLAllowlist {
    /// Element → its attributes besides the global ones.
    static let elements: [String: Set<String>] = [
        "a": ["href"], "abbr": [], "b": [], "bdi": [], "bdo": [], "blockquote": [], "br": [], "caption": [],
        "center": [], "cite": [], "code": [], "dd": [], "del": [], "details": ["open"], "dfn": [], "div": [], "dl": [],
        "dt": [], "em": [], "figcaption": [], "figure": [], "h1": [], "h2": [], "h3": [], "h4": [], "h5": [], "h6": [],
        "hr": [], "i": [], "img": ["src", "alt", "width", "height"], "ins": [], "kbd": [], "li": ["value"], "mark": [],
        "ol": ["start", "reversed", "type"], "p": [], "pre": [], "q": [], "rp": [], "rt": [], "ruby": [], "s": [],
        "samp": [], "small": [], "span": [], "strong": [], "sub": [], "summary": [], "sup": [],
        "table": [], "tbody": [], "td": ["colspan", "rowspan"], "tfoot": [], "th": ["colspan", "rowspan", "scope"],
        "thead": [], "time": ["datetime"], "tr": [], "tt": [], "u": [], "ul": [], "var": [], "wbr": [],
    ]

    /// Allowed on every allowed element.
    static let globalAttributes: Set<String> = ["title", "lang", "dir", "align"]

    /// Elements kept in running text (cmark's inline HTML): no blocks, no links (Markdown
    /// has its own).
    static let inlineElements: Set<String> = [
        "abbr", "b", "bdi", "bdo", "br", "cite", "code", "del", "dfn", "em", "i", "img", "ins", "kbd", "mark", "q",
        "rp", "rt", "ruby", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr",
    ]

    /// Elements without content or end tag.
    static let voidElements: Set<String> = ["br", "hr", "img", "wbr"]

    /// Elements whose content is not text to show: left out with everything inside.
    static let droppedWithContent: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "template", "noscript", "noembed",
        "noframes", "textarea", "title", "xmp", "plaintext", "svg", "math", "select", "option", "head", "audio", "video",
        "canvas", "form", "button", "input", "base", "link", "meta",
    ]

    /// Attributes that hold a URL.
    static let urlAttributes: Set<String> = ["href", "src"]

    static func allows(_ attribute: String, on element: String) -> Bool {
        globalAttributes.contains(attribute) || elements[element]?.contains(attribute) == true
    }
}
