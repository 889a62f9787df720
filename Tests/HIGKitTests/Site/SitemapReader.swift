import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Collects `<url>` entries: location and (hreflang, href) alternates.
final class SitemapReader: NSObject, XMLParserDelegate {
    var urls: [(String, [(String, String)])] = []
    private var text = ""
    private var alternates: [(String, String)] = []
    private var location = ""

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        text = ""
        if element == "url" { alternates = []; location = "" }
        if element == "link", namespaceURI == "http://www.w3.org/1999/xhtml", attributes["rel"] == "alternate" {
            alternates.append((attributes["hreflang"] ?? "", attributes["href"] ?? ""))
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "loc" { location = text.trimmingCharacters(in: .whitespacesAndNewlines) }
        if element == "url" { urls.append((location, alternates)) }
    }
}
