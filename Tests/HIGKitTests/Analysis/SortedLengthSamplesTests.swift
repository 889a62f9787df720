import Foundation
import Testing
@testable import Model
@testable import Analysis
@testable import Ingest
@testable import Pipeline

/// Serve keeps the corpus's length samples sorted and updates them by what an edit changed;
/// the model must be the one a fresh build selects from all samples, value for value.
@Suite struct SortedLengthSamplesTests {
    /// A fixed sequence of log ratios with ties, so that runs are repeatable.
    struct Ratios {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            // In hundredths: many equal values, ties at the median included.
            return Double((state >> 33) % 200) / 100 - 0.5
        }
        mutating func samples(_ count: Int) -> [Double] { (0..<count).map { _ in next() } }
    }

    @Test(arguments: [5, 6, 7, 50, 51, 1_000, 1_001])
    func theSortedModelIsTheSelectedModel(count: Int) {
        var ratios = Ratios(state: UInt64(count))
        let samples: [LanguageTag: [Double]] = [.korean: ratios.samples(count), .japanese: ratios.samples(count + 3)]
        let sorted = samples.mapValues { $0.sorted() }
        #expect(LengthRatioModel(sortedSamples: sorted) == LengthRatioModel(samples: samples))
    }

    /// Seed analyses, copied under new ids, each with samples of its own.
    static func analyses(_ count: Int, ratios: inout Ratios) -> [DocumentAnalysis] {
        let seeds = ReportRecipe.analyse(Ingester().ingest(paths: [Fixtures.contentDirectory.path])).analyses
        return (0..<count).map { number in
            var analysis = seeds[number % seeds.count]
            analysis.document.id = "document-\(number)"
            analysis.lengthSamples = [.korean: ratios.samples(number % 7), .russian: ratios.samples(number % 4)]
            return analysis
        }
    }

    @Test func editsAddedAndRemovedDocumentsGiveAFreshBuildsModel() {
        var ratios = Ratios(state: 42)
        var analyses = Self.analyses(60, ratios: &ratios)
        var kept = SortedLengthSamples()
        #expect(kept.update(analyses) == AlignmentReport.lengthRatios(of: analyses))
        // Edits: a document's samples change, one loses all of them, one gains a language.
        analyses[3].lengthSamples[.korean] = ratios.samples(9)
        analyses[10].lengthSamples = [:]
        analyses[17].lengthSamples[.japanese] = ratios.samples(6)
        let edited = kept.update(analyses)
        #expect(edited == AlignmentReport.lengthRatios(of: analyses))
        #expect(edited != LengthRatioModel(samples: [:]))
        // Nothing changed: the same model.
        #expect(kept.update(analyses) == edited)
        // A document removed, another added.
        analyses.remove(at: 20)
        analyses.append(Self.analyses(61, ratios: &ratios)[60])
        #expect(kept.update(analyses) == AlignmentReport.lengthRatios(of: analyses))
    }
}
