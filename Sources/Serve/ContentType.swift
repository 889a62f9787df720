/// The `Content-Type` a file is served with, chosen by its extension.
public enum ContentType {
    /// Text types carry `charset=utf-8`: the generator writes UTF-8 only, and
    /// without it browsers guess (and Korean/Japanese/Russian pages break).
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "map": "application/json; charset=utf-8",
        "webmanifest": "application/manifest+json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
        "mp4": "video/mp4",
        "webm": "video/webm",
    ]

    static let fallback = "application/octet-stream"

    /// The type for a path such as `guides/buttons/index.html`.
    public static func forPath(_ path: Substring) -> String {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let ext = name[name.index(after: dot)...].lowercased()
        return byExtension[ext] ?? fallback
    }

    public static func forPath(_ path: String) -> String { forPath(path[...]) }

    static func isHTML(_ type: String) -> Bool { type.hasPrefix("text/html") }
}
