import Model

/// Where pages live and how pages link to each other.
///
/// Pages sit in folders (`ko/split-views/index.html`) and are linked by folder
/// (`../split-views/`). Links between pages are relative, so the site works from any folder
/// of a server; only canonical links and the sitemap use the absolute base URL.
public enum SitePaths {
    /// `ko/split-views/`
    public static func document(_ id: String, in language: LanguageTag) -> String {
        "\(language.rawValue)/\(id)/"
    }

    /// `ko/groups/a-c/`
    static func group(_ id: String, in language: LanguageTag) -> String {
        "\(language.rawValue)/groups/\(id)/"
    }

    /// `ko/reports/alignment/`: the alignment report's overview.
    static func report(in language: LanguageTag) -> String {
        "\(language.rawValue)/reports/alignment/"
    }

    /// `ko/reports/alignment/split-views/`: a document's drill-down in the report.
    static func reportDocument(_ id: String, in language: LanguageTag) -> String {
        report(in: language) + id + "/"
    }

    /// `ko/`
    static func home(in language: LanguageTag) -> String {
        "\(language.rawValue)/"
    }

    /// The file a folder path is written to.
    static func file(_ folder: String) -> String {
        folder + "index.html"
    }

    /// `../` repeated: from a page `depth` folders deep back to the site root.
    static func up(_ depth: Int) -> String {
        String(repeating: "../", count: depth)
    }

    /// The relative link from the page in folder `from` to the page in folder `to`
    /// (`ko/reports/alignment/tables/` to `ko/tables/`: `../../../tables/`).
    static func relative(from: String, to: String) -> String {
        let source = from.utf8.split(separator: UInt8(ascii: "/")), target = to.utf8.split(separator: UInt8(ascii: "/"))
        let shared = zip(source, target).prefix { $0.elementsEqual($1) }.count
        return up(source.count - shared) + target.dropFirst(shared).map { percentEncoded(String(Substring($0))) + "/" }.joined()
    }

    /// A folder path as a URL path: each segment percent-encoded. Most paths (`ko/split-views/`)
    /// need nothing encoded and are returned as they are: every page asks for dozens.
    static func url(_ folder: String) -> String {
        if folder.utf8.allSatisfy({ $0 == UInt8(ascii: "/") || isUnreserved($0) }) { return folder }
        return folder.split(separator: "/", omittingEmptySubsequences: false).map { percentEncoded(String($0)) }.joined(separator: "/")
    }

    /// RFC 3986's unreserved characters, which a URL path keeps as they are.
    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// The absolute URL of a folder path for canonical links and the sitemap.
    static func absolute(_ folder: String, baseURL: String) -> String {
        baseURL + url(folder)
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    static func percentEncoded(_ segment: String) -> String {
        if segment.utf8.allSatisfy(isUnreserved) { return segment }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in segment.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
