import Foundation
import Model
import Support

/// `Content/hig.lock` on disk: JSON with sorted keys and one pair per line.
extension TranslationLock {
    /// The lock at `path`, or nil when there is no file there.
    public static func load(path: String) throws(TranslationLockError) -> TranslationLock? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch FileBytes.read(path) {
        case .success(let bytes): return try decode(Data(bytes), path: path)
        case .failure(let failure): throw TranslationLockError(path: path, message: "cannot read the lock file: \(failure)")
        }
    }

    public static func decode(_ data: Data, path: String) throws(TranslationLockError) -> TranslationLock {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw TranslationLockError(path: path, message: "not valid JSON (\(error.localizedDescription)); fix it or delete it and run 'hig report --accept'")
        }
        guard let root = object as? [String: Any], root["format"] as? String == formatName else {
            throw TranslationLockError(path: path, message: "not a hig lock file (no \"format\": \"\(formatName)\")")
        }
        guard root["version"] as? Int == version else {
            throw TranslationLockError(path: path, message: "lock file version \(root["version"] ?? "none") is not supported (expected \(version))")
        }
        guard let pairs = root["pairs"] as? [Any] else {
            throw TranslationLockError(path: path, message: "no \"pairs\" array")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(pairs.count)
        for (index, pair) in pairs.enumerated() {
            guard let fields = pair as? [String: Any],
                  let document = fields["document"] as? String, let block = fields["block"] as? String,
                  let language = fields["language"] as? String, let english = fields["english"] as? String,
                  let translation = fields["translation"] as? String, let englishText = fields["englishText"] as? String else {
                throw TranslationLockError(path: path, message: "pair \(index + 1) lacks one of document, block, language, english, translation, englishText")
            }
            entries.append(Entry(key: BlockKey(documentID: document, blockID: block, language: LanguageTag(language)),
                                 englishHash: english, translationHash: translation, englishText: englishText))
        }
        return TranslationLock(entries: entries)
    }

    public func encoded() -> [UInt8] {
        var bytes = Array("{\n  \"format\": \"\(Self.formatName)\",\n  \"hash\": \"sha256\",\n  \"pairs\": [".utf8)
        for (index, entry) in entries.enumerated() {
            var writer = JSONWriter(capacity: 256 + entry.englishText.utf8.count)
            writer.beginObject()
            writer.field("block", entry.key.blockID)
            writer.field("document", entry.key.documentID)
            writer.field("english", entry.englishHash)
            writer.field("englishText", entry.englishText)
            writer.field("language", entry.key.language.rawValue)
            writer.field("translation", entry.translationHash)
            writer.endObject()
            bytes += Array((index == 0 ? "\n    " : ",\n    ").utf8)
            bytes += writer.bytes
        }
        bytes += Array((entries.isEmpty ? "],\n" : "\n  ],\n").utf8)
        bytes += Array("  \"version\": \(Self.version)\n}\n".utf8)
        return bytes
    }

    /// Writes through a temporary file and a rename, so an interrupted write leaves the old
    /// lock whole.
    public func write(to path: String) throws(TranslationLockError) {
        do {
            try Data(encoded()).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw TranslationLockError(path: path, message: "cannot write the lock file (\(error.localizedDescription))")
        }
    }
}

public struct TranslationLockError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): error: \(message) [lock-file]" }
}
