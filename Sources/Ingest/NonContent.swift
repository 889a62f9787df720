import Model
import Support

/// Recognises what a file carries besides guideline text: figures (images, with their alt text
/// or caption), markup that draws nothing, and the chrome of the site or blog a text was copied
/// from. Figures are kept as figures; markup and chrome never become blocks.
enum NonContent {
    enum Role: Equatable {
        /// An image, a table of images, an image placeholder left by a copy.
        case figure
        /// Markup that shows nothing: `<br />`, `****`, `--`, a Liquid tag.
        case noise
        /// A line of the site or blog around the text: its name, a date, "3 min read".
        case chrome
    }

    static func role(of text: String) -> Role? {
        // Long blocks are text unless they show images: say so without copying them.
        if text.utf8.count > 200 { return isFigure(text) ? .figure : nil }
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .noise }
        if isNoise(trimmed) { return .noise }
        if isFigure(trimmed) { return .figure }
        if SiteChrome.isChrome(trimmed) { return .chrome }
        return nil
    }

    // MARK: Noise

    static func isNoise(_ text: String) -> Bool {
        guard text.utf8.count <= 80 else { return false }
        // Emphasis or rule marks with nothing inside, a lone Medium separator.
        if text.unicodeScalars.allSatisfy({ "*_-—=~ ".unicodeScalars.contains($0) }) { return true }
        if isLiquidTag(text) && !text.containsBytes("embed") { return true }
        var rest = Substring(text)
        // Line breaks and rules written in HTML, or as the selector a page's style names them.
        while let tag = leadingTag(rest) {
            guard ["br", "hr", "/p", "p", "/div", "div", "/details", "center", "/center"].contains(tag.name) else { return false }
            rest = rest[tag.end...].drop(while: { $0 == " " })
        }
        if rest.isEmpty { return true }
        guard rest.utf8.count <= 24, rest.utf8.contains(UInt8(ascii: ".")) else { return false }
        let selector = rest.split(separator: ".", maxSplits: 1)
        if selector.count == 2, ["hr", "br"].contains(String(selector[0]).lowercased()),
           selector[1].allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }) { return true }
        return false
    }

    static func isLiquidTag(_ text: String) -> Bool {
        text.hasBytePrefix("{%") && text.utf8.last == UInt8(ascii: "}") && text.hasSuffix("%}") && !text.dropFirst(2).contains("{%")
    }

    // MARK: Figures

    /// A block that shows images and nothing else but their captions.
    static func isFigure(_ text: String) -> Bool {
        // A figure's caption is short: a long block whose first words are text is text.
        if text.utf8.count > 200, let first = text.utf8.first, !"!<[{h".utf8.contains(first) {
            let markup = text.withUTF8Bytes { bytes in
                bytes.prefix(120).contains { $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "{") }
            }
            if !markup { return false }
        }
        // Most blocks hold no image at all: say so from the bytes before reading characters.
        guard mayHoldImage(text) else { return text.utf8.count <= 160 && isImagePlaceholder(text) }
        var images = 0
        let rest = removingImages(text, count: &images)
        if images == 0 {
            // An image's file name or path standing alone, as a copy of a page leaves it.
            return isImagePlaceholder(text)
        }
        // Nothing but separators left (stops at the first letter of a text).
        if rest.allSatisfy({ "|:-–— \n\t".contains($0) }) { return true }
        // A caption row under a table of images ("Alert | Modal View"), a short caption line.
        guard rest.count <= 80 else { return false }
        let words = rest.split(whereSeparator: { " \n\t|".contains($0) }).filter { $0.contains(where: \.isLetter) }
        let sentence = rest.contains { ".。!?！？".contains($0) }
        return words.count <= 8 && !sentence
    }

    /// Whether the bytes have what starts an image token: `![`, `<img`, `<video`, `<source`,
    /// `{%`, `[f:`, or a URL at the very start. One pass, no characters decoded.
    static func mayHoldImage(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            guard bytes.count > 1 else { return false }
            if bytes.count >= 4, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"), bytes[2] == UInt8(ascii: "t"),
               bytes[3] == UInt8(ascii: "p") { return true }
            var index = 0
            while index < bytes.count - 1 {
                // Skip eight bytes with none of the tokens' first bytes (most of them).
                if index + 8 <= bytes.count {
                    let word = WordScan.load(bytes, at: index)
                    if WordScan.has(word, UInt8(ascii: "!")) | WordScan.has(word, UInt8(ascii: "{"))
                        | WordScan.has(word, UInt8(ascii: "[")) | WordScan.has(word, UInt8(ascii: "<")) == 0 {
                        index += 8
                        continue
                    }
                }
                defer { index += 1 }
                let next = bytes[index + 1]
                switch bytes[index] {
                case UInt8(ascii: "!"): if next == UInt8(ascii: "[") { return true }
                case UInt8(ascii: "{"): if next == UInt8(ascii: "%") { return true }
                case UInt8(ascii: "["): if next == UInt8(ascii: "f"), index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: ":") { return true }
                case UInt8(ascii: "<"): if next == UInt8(ascii: "i") || next == UInt8(ascii: "v") || next == UInt8(ascii: "s") { return true }
                default: continue
                }
            }
            return false
        }
    }

    /// A paragraph glued to an image before or after it (`![](hero.png)A summary…`): the image
    /// and the text, in the order written, when the text is more than a caption.
    static func splitFigure(_ text: String) -> [(text: String, isFigure: Bool)]? {
        guard text.utf8.count > 40, mayHoldImage(text) else { return nil }
        let body = Substring(text)
        if let end = leadingImageEnd(body) {
            let rest = body[end...].trimmingWhitespace()
            guard rest.count >= 20, !isFigure(rest) else { return nil }
            return [(String(body[..<end]).trimmingWhitespace(), true), (rest, false)]
        }
        if let start = trailingImageStart(body) {
            let before = body[..<start].trimmingWhitespace()
            guard before.count >= 20, !isFigure(before) else { return nil }
            return [(before, false), (String(body[start...]).trimmingWhitespace(), true)]
        }
        return nil
    }

    /// Where a run of image tokens (and the tags that wrap them) at the start of the text ends.
    private static func leadingImageEnd(_ text: Substring) -> String.Index? {
        var rest = text
        var images = 0
        while true {
            rest = rest.drop(while: { $0 == " " || $0 == "\n" })
            if rest.hasPrefix("!["), let end = markdownImageEnd(rest) {
                images += 1
                rest = rest[end...]
            } else if rest.first == "<", let tag = leadingTag(rest), ["img", "p", "/p", "div", "/div", "br", "figure", "/figure"].contains(tag.name) {
                if tag.name == "img" { images += 1 }
                rest = rest[tag.end...]
            } else {
                break
            }
        }
        return images > 0 ? rest.startIndex : nil
    }

    /// Where a Markdown image that ends the text starts.
    private static func trailingImageStart(_ text: Substring) -> String.Index? {
        let trimmed = text.trimmingWhitespace()
        guard trimmed.hasSuffix(")"), let open = text.range(of: "![", options: .backwards) else { return nil }
        let candidate = text[open.lowerBound...]
        guard let end = markdownImageEnd(candidate), candidate[end...].trimmingWhitespace().isEmpty else { return nil }
        return open.lowerBound
    }

    /// The text with every image token removed, counting them.
    static func removingImages(_ text: String, count: inout Int) -> String {
        var result = ""
        var rest = Substring(text)
        while !rest.isEmpty {
            // Every token starts with one of these bytes: the text up to the next one is kept
            // as it is, in one piece rather than character by character.
            let plainEnd = rest.utf8.firstIndex { byte in
                byte == UInt8(ascii: "[") || byte == UInt8(ascii: "!") || byte == UInt8(ascii: "{")
                    || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "h")
            } ?? rest.endIndex
            if plainEnd > rest.startIndex {
                result += rest[..<plainEnd]
                rest = rest[plainEnd...]
                continue
            }
            if rest.hasPrefix("[!["), let end = linkedImageEnd(rest) {
                count += 1
                rest = rest[end...]
            } else if rest.hasPrefix("!["), let end = markdownImageEnd(rest) {
                count += 1
                rest = rest[end...]
            } else if rest.hasPrefix("[f:id:"), let close = rest.firstIndex(of: "]") {
                count += 1 // Hatena's photo syntax
                rest = rest[rest.index(after: close)...]
            } else if rest.hasPrefix("{%"), let close = rest.range(of: "%}") {
                if rest[..<close.lowerBound].contains("embed") { count += 1 }
                rest = rest[close.upperBound...]
            } else if rest.first == "<", let tag = leadingTag(rest) {
                if tag.name == "img" || tag.name == "source" || tag.name == "video" { count += 1 }
                rest = rest[tag.end...]
            } else if let end = imageURLEnd(rest) {
                count += 1
                rest = rest[end...]
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result
    }

    /// `![alt](url "title")`: the end of the token, or nil.
    private static func markdownImageEnd(_ text: Substring) -> String.Index? {
        guard let closeBracket = text.dropFirst(2).firstIndex(of: "]") else { return nil }
        let afterBracket = text.index(after: closeBracket)
        guard afterBracket < text.endIndex, text[afterBracket] == "(" else { return nil }
        var depth = 0
        var index = afterBracket
        while index < text.endIndex {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return text.index(after: index) }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `[![alt](src)](href)`.
    private static func linkedImageEnd(_ text: Substring) -> String.Index? {
        guard let imageEnd = markdownImageEnd(text.dropFirst()), imageEnd < text.endIndex, text[imageEnd] == "]" else { return nil }
        let rest = text[text.index(after: imageEnd)...]
        guard rest.first == "(", let close = rest.firstIndex(of: ")") else { return nil }
        return text.index(after: close)
    }

    struct Tag {
        var name: String
        var end: String.Index
    }

    /// An HTML tag at the start of the text (`<img …>`, `</p>`, `<align="right">`).
    static func leadingTag(_ text: Substring) -> Tag? {
        guard text.first == "<", let close = text.firstIndex(of: ">") else { return nil }
        let inner = text[text.index(after: text.startIndex)..<close]
        guard let first = inner.first, first == "/" || first.isASCII && first.isLetter else { return nil }
        let name = inner.prefix { $0 == "/" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }.lowercased()
        guard !name.isEmpty, name != "/" else { return nil }
        return Tag(name: name, end: text.index(after: close))
    }

    static let imageExtensions = ["png", "jpg", "jpeg", "gif", "svg", "webp", "heic", "avif", "bmp"]

    /// A URL of an image at the start of the text, as pasted on a line of its own.
    private static func imageURLEnd(_ text: Substring) -> String.Index? {
        guard text.hasPrefix("http://") || text.hasPrefix("https://") else { return nil }
        let end = text.firstIndex { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == ")" || $0 == "\"" } ?? text.endIndex
        return isImagePath(text[..<end]) ? end : nil
    }

    static func isImagePath<S: StringProtocol>(_ path: S) -> Bool {
        var bare = Substring(path.lowercased())
        if let query = bare.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            // Image services name the format in the query (`?fname=…png`, `format=jpg`).
            let query = bare[query...]
            if imageExtensions.contains(where: { query.contains("." + $0) || query.contains("=" + $0) }) { return true }
            bare = bare[..<(bare.firstIndex(where: { $0 == "?" || $0 == "#" })!)]
        }
        return imageExtensions.contains { bare.hasSuffix("." + $0) }
    }

    /// `image: ../Art/x_2x.png`, `uikit_ui_elements_2x`, `screenshot.png`: what a copy leaves
    /// where the page showed an image.
    static func isImagePlaceholder(_ text: String) -> Bool {
        guard text.utf8.count <= 160, !text.containsByte(0x0A) else { return false }
        // A placeholder is one token, or a label and a path: rule out prose from the bytes.
        if text.containsByte(0x20) && !(text.hasBytePrefix("image:") || text.hasBytePrefix("Image:") || text.hasBytePrefix("img:")) {
            return false
        }
        // Past the labels, every rule needs an extension (`.png`, `=jpg`) or a scale suffix
        // (`_2x`, `@2x`): a token without those bytes (a word of Japanese) is no placeholder.
        let labelled = text.hasBytePrefix("image:") || text.hasBytePrefix("Image:") || text.hasBytePrefix("img:")
        if !labelled && !text.withUTF8Bytes({ $0.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "@") } }) {
            return false
        }
        var candidate = Substring(text)
        for label in ["image:", "Image:", "img:"] where candidate.hasPrefix(label) {
            candidate = candidate.dropFirst(label.count).drop(while: { $0 == " " })
            return !candidate.contains(" ") && (isImagePath(candidate) || candidate.contains("/"))
        }
        guard !candidate.contains(" ") else { return false }
        if isImagePath(candidate) { return true }
        // A file stem with a scale suffix: only image assets are named so.
        let lowered = candidate.lowercased()
        let stem = lowered.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-.@".contains($0)) }
        return stem && lowered.contains("_") && ["_1x", "_2x", "_3x", "@1x", "@2x", "@3x"].contains { lowered.hasSuffix($0) }
    }
}
