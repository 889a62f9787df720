import Foundation
import Model
import Render
import Support

/// The stylesheets and scripts in `Templates/assets/`, published under content-hashed names
/// (`assets/site.3f9a0c12be.css`) that templates reach through `{{assets.site_css}}`.
public struct SiteAssets: Sendable {
    public struct Asset: Sendable, Hashable {
        /// The file's name in the templates folder: `site.css`.
        public var name: String
        /// The published name: `site.3f9a0c12be.css`.
        public var hashedName: String
        public var bytes: [UInt8]
    }

    public let assets: [Asset]

    /// `files` maps file names to contents.
    public init(files: [String: [UInt8]]) {
        assets = files.keys.sorted().map { name in
            let bytes = files[name]!
            let hash = ContentHash.hex(bytes)
            let hashedName: String
            if let dot = name.lastIndex(of: "."), dot != name.startIndex {
                hashedName = "\(name[..<dot]).\(hash)\(name[dot...])"
            } else {
                hashedName = "\(name).\(hash)"
            }
            return Asset(name: name, hashedName: hashedName, bytes: bytes)
        }
    }

    /// Template key for an asset: `site.css` → `site_css`.
    static func key(for name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// `{"site_css": "site.3f9a0c12be.css", ...}` for templates.
    var templateValue: TemplateValue {
        var fields = TemplateFields()
        for asset in assets { fields[Self.key(for: asset.name)] = .string(asset.hashedName) }
        return .object(fields)
    }

    /// The files to publish, under `assets/`.
    var output: SiteOutput {
        var output = SiteOutput()
        for asset in assets { output.add("assets/" + asset.hashedName, asset.bytes) }
        return output
    }
}
