/// One word for how far a document is in a language, the same on the site, in the report and
/// in the string tables (`coverage_<status>`). For English, the reference, "translated" means
/// "has English": English text is complete, partial (the translation has blocks the English
/// lacks) or absent (a translation-only document).
public enum CoverageStatus: String, Sendable, Hashable, CaseIterable {
    /// Every English block is translated and the translation has nothing the English lacks.
    case complete
    /// Some English blocks are translated, some are missing.
    case partial
    /// Every English block is translated, but the translation has blocks the English lacks:
    /// the English source is partial.
    case englishPartial = "english-partial"
    /// The document has English and none of it is translated.
    case untranslated
    /// The document exists only as a translation, with no English to compare with.
    case translationOnly = "translation-only"
    /// Neither English content nor a translation in this language.
    case absent
}
