import Align
import Model
import Support

/// Lines a copied page brings from around its text: the documentation site's navigation
/// ("iOS Developer Library", "Download PDF", "On This Page"), a blog's name, a date, a reading
/// time. They are never a document's title and never guideline text.
enum SiteChrome {
    static func isChrome(_ text: String) -> Bool {
        guard text.utf8.count <= 120, !text.containsByte(0x0A) else { return false }
        return DocumentationChrome.isSiteNavigation(text) || isBlogName(text) || isDateOrReadingTime(text) || isSkipLink(text)
            || isCopyright(text)
    }

    /// "© 2020 …", "Copyright …", "All rights reserved.", "Все права защищены".
    static func isCopyright(_ text: String) -> Bool {
        // Every short line of every file asks: bytes only, no lowercased copy.
        guard text.utf8.count <= 160 else { return false }
        if text.hasBytePrefix("©") || text.hasBytePrefix("(c) ") || text.hasBytePrefix("(C) ") { return true }
        let asciiMatch = text.withUTF8Bytes { bytes in
            Self.startsCaseless(bytes, at: 0, "copyright") || (0..<bytes.count).contains { Self.startsCaseless(bytes, at: $0, "all rights reserved") }
        }
        return asciiMatch || copyrightPhrases.contains { text.containsBytes($0) }
    }

    /// Whether `bytes` hold the lowercase ASCII `word` at `offset`, in any case.
    private static func startsCaseless(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { word in
            guard offset + word.count <= bytes.count, bytes[offset] | 0x20 == word[0] else { return false }
            return (1..<word.count).allSatisfy { (bytes[offset + $0] | 0x20) == word[$0] || (word[$0] == 0x20 && bytes[offset + $0] == 0x20) }
        }
    }

    private static let copyrightPhrases: [StaticString] = ["права защищены", "무단 전재", "無断転載", "無断複製"]

    /// What a blog puts under a post: buttons to share it, its comments, its tags, the posts
    /// before and after it. Only where nothing but such lines follows (`PageFooter`).
    static func isPostFooter(_ text: String) -> Bool {
        guard text.utf8.count <= 80, !text.containsByte(0x0A) else { return false }
        var label = text.lowercased()
        // "Comments (3)", "댓글 0", "Share this:": the words without their counts and marks.
        label = String(label.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == " " })
        label = label.trimmingWhitespace()
        guard !label.isEmpty else { return false }
        return footerLabels.contains(label)
    }

    private static let footerLabels: Set<String> = [
        "share", "share this", "share this post", "share on twitter", "share on facebook", "tweet", "like", "likes", "comments",
        "comment", "leave a comment", "leave a reply", "related posts", "related", "previous post", "next post", "tags",
        "subscribe", "follow", "back to top", "read more",
        "공유하기", "댓글", "댓글 쓰기", "게시글 관리", "구독하기", "좋아요", "공감", "태그", "관련 글", "관련글", "이전 글", "다음 글",
        "이전글", "다음글", "저작자표시", "카테고리의 다른 글",
        "シェア", "シェアする", "ツイート", "コメント", "コメントを書く", "関連記事", "前の記事", "次の記事", "読者になる", "もっと読む",
        "はてなブックマーク", "タグ", "カテゴリー",
        "поделиться", "комментарии", "комментарий", "подписаться", "нравится", "теги", "метки", "похожие статьи",
        "похожие записи", "предыдущая статья", "следующая статья", "читать далее", "читать также",
    ]

    /// The link past a page's navigation that screen readers use, copied with the text:
    /// "Skip Navigation", "Skip to main content".
    static func isSkipLink(_ text: String) -> Bool {
        guard text.utf8.count <= 32, let first = text.utf8.first, first | 0x20 == UInt8(ascii: "s") else { return false }
        let lowered = text.lowercased()
        return lowered == "skip navigation" || lowered == "skip nav" || lowered.hasPrefix("skip to ")
    }

    /// "KDE BLOG", "…開発ブログ", "… 블로그", "Блог …".
    static func isBlogName(_ text: String) -> Bool {
        // The last letters, compared as bytes over the text's buffer, before anything costlier.
        let mayBeBlogName = text.withUTF8Bytes { bytes in
            func endsWith(_ suffix: StaticString, caseless: Bool = false) -> Bool {
                suffix.withUTF8Buffer { suffix in
                    guard bytes.count >= suffix.count else { return false }
                    let start = bytes.count - suffix.count
                    return (0..<suffix.count).allSatisfy { (caseless ? bytes[start + $0] | 0x20 : bytes[start + $0]) == suffix[$0] }
                }
            }
            return endsWith("blog", caseless: true) || endsWith("ブログ") || endsWith("블로그") || endsWith("блог")
        }
        guard mayBeBlogName || text.hasBytePrefix("Блог") || text.hasBytePrefix("блог") else { return false }
        let words = text.split(separator: " ")
        guard words.count <= 6, let last = words.last?.lowercased(), let first = words.first?.lowercased() else { return false }
        return last == "blog" || last.hasSuffix("ブログ") || last.hasSuffix("블로그") || last == "блог" || first == "блог"
            || (last.hasSuffix("blog") && last.count > 4 && words.count == 1)
    }

    /// A line that is only a date, a time to read, or both ("Aug 15, 2018 · 3 min read").
    static func isDateOrReadingTime(_ text: String) -> Bool {
        // ASCII's only numbers are its digits, tested on the bytes: look up the others only.
        guard text.withUTF8Bytes({ $0.contains { $0 >= 0x30 && $0 <= 0x39 } })
                || text.unicodeScalars.contains(where: { !$0.isASCII && mayBeNumeric($0) && $0.properties.numericType != nil }) else {
            return false
        }
        let parts = text.splitBytes(" · ").flatMap { $0.splitBytes(" | ") }
        return parts.allSatisfy { part in
            let piece = part.trimmingWhitespace()
            return isDate(piece) || isReadingTime(piece)
        }
    }

    /// False for the letters of whole blocks that hold no number (Cyrillic, kana, Hangul
    /// syllables): their property lookup is what this check spends its time on.
    private static func mayBeNumeric(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0400...0x04FF, 0x3041...0x30FF, 0xAC00...0xD7A3: false
        default: true
        }
    }

    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
        "янв", "фев", "мар", "апр", "мая", "май", "июн", "июл", "авг", "сен", "окт", "ноя", "дек",
    ]

    static func isDate(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 40 else { return false }
        let digits = text.filter(\.isNumber).count
        guard digits >= 3 else { return false }
        // 2018-08-15, 2018.08.15, 2018/8/15, 2018年8月15日, 2018년 8월 15일, 15.08.2018, 12:04.
        let numeric = text.allSatisfy { $0.isNumber || " -./:年月日년월일()".contains($0) || "月火水木金土日曜".contains($0) }
        if numeric && (text.contains("-") || text.contains(".") || text.contains("/") || text.contains("年") || text.contains("년")) {
            return digits >= 6 || text.contains("年") || text.contains("년")
        }
        // Aug 15, 2018 · 15 августа 2018 г.
        let lowered = text.lowercased()
        let words = lowered.split { !$0.isLetter && !$0.isNumber }
        guard words.count <= 5, words.contains(where: { $0.count == 4 && $0.allSatisfy(\.isNumber) }) else { return false }
        return words.allSatisfy { word in
            word.allSatisfy(\.isNumber) || monthNames.contains { word.hasPrefix($0) } || word == "г" || word == "at"
        }
    }

    static func isReadingTime(_ text: String) -> Bool {
        guard text.count <= 32, text.contains(where: \.isNumber) else { return false }
        let lowered = text.lowercased()
        if readingTimeSuffixes.contains(where: { lowered.hasSuffix($0) }) { return true }
        // A label first: the minutes must be there too ("읽는 데 도움이 되는 3가지" is a heading).
        return readingTimePrefixes.contains { lowered.hasPrefix($0) } && ["min", "мин", "분", "分"].contains { lowered.contains($0) }
    }

    /// "3 min read", "5 мин чтения", "약 3분 소요", "5分で読めます"; "Reading time: 3 min",
    /// "Время на прочтение 5 мин", "읽는 데 3분", "読了時間 3分".
    private static let readingTimeSuffixes = [
        "min read", "mins read", "minute read", "minutes read", "мин чтения", "минут чтения", "минуты чтения",
        "분 분량", "분 소요", "分で読めます", "分で読めるよ",
    ]
    private static let readingTimePrefixes = ["reading time", "время на прочтение", "время чтения", "읽는 데", "읽는데", "예상 읽기 시간", "読了"]
}
