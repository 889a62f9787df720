import Analysis
import Model
import Support

/// The parts of `ReportJSON` that every problem and coverage figure is written with.
extension ReportJSON {
    static func coverage(_ value: Double?, _ json: inout JSONWriter) {
        json.key("coverage")
        if let value { json.value(value) } else { json.null() }
    }

    static func problems(_ list: [ReportProblem], _ json: inout JSONWriter) {
        json.beginArray()
        for problem in list {
            json.beginObject()
            json.field("id", problem.kind.rawValue)
            json.field("severity", problem.severity.rawValue)
            json.field("document", problem.documentID)
            json.field("section", problem.sectionID)
            json.key("block")
            if let block = problem.blockID { json.value(block) } else { json.null() }
            json.field("language", problem.language.rawValue)
            json.field("message", problem.message)
            json.key("location")
            if let location = problem.primaryLocation { json.value(location.description) } else { json.null() }
            json.key("locations")
            json.beginObject()
            for (language, location) in problem.locations.sorted(by: { $0.key < $1.key }) {
                json.field(language.rawValue, location.description)
            }
            json.endObject()
            detail(problem.detail, &json)
            json.endObject()
        }
        json.endArray()
    }

    static func detail(_ detail: ProblemDetail?, _ json: inout JSONWriter) {
        switch detail {
        case nil:
            break
        case .anchors(let anchors):
            json.key("anchors")
            json.beginArray()
            for anchor in anchors {
                json.beginObject()
                json.field("kind", anchor.kind.rawValue)
                json.field("text", anchor.text)
                json.endObject()
            }
            json.endArray()
        case .lengthRatio(let ratio, let median, let score):
            json.key("lengthRatio")
            json.beginObject()
            json.field("ratio", ratio, decimals: 3)
            json.field("median", median, decimals: 3)
            json.field("score", score, decimals: 2)
            json.endObject()
        case .englishChange(let diff):
            json.key("englishChange")
            json.beginObject()
            json.field("diff", diff.plainText)
            json.key("segments")
            json.beginArray()
            for segment in diff.segments {
                json.beginObject()
                switch segment {
                case .same(let text): json.field("op", "same"); json.field("text", text)
                case .removed(let text): json.field("op", "removed"); json.field("text", text)
                case .added(let text): json.field("op", "added"); json.field("text", text)
                }
                json.endObject()
            }
            json.endArray()
            json.endObject()
        case .sentences(let differences):
            json.key("sentences")
            json.beginArray()
            for difference in differences {
                json.beginObject()
                json.field("location", difference.location.description)
                json.field("sentences", strings: difference.sentences)
                json.endObject()
            }
            json.endArray()
        case .structure(let counts):
            json.key("structure")
            json.beginArray()
            for count in counts {
                json.beginObject()
                json.field("item", count.item.rawValue)
                json.field("english", count.english)
                json.field("translation", count.translation)
                json.endObject()
            }
            json.endArray()
        }
    }
}
