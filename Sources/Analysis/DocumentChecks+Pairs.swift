import Model

extension DocumentChecks {
    /// Confidence, length and anchors of every pair that is not a heading, and the place of
    /// its lock check.
    mutating func checkPairs(_ pairs: [TranslationPair], texts: inout DocumentTexts, profiles: DocumentProfiles) {
        for (index, pair) in pairs.enumerated() {
            let block = blocks[pair.blockIndex]
            if block.kind != .heading {
                if let low = lowConfidence(pair, block) { add(.problem(low), pair.language, at: pair.position) }
                if let length = lengthCheck(pair, block, profiles: profiles) { add(.length(length), pair.language, at: pair.position) }
                if let dropped = droppedAnchors(pair, block, anchors: texts.englishAnchors(pair)) {
                    add(.problem(dropped), pair.language, at: pair.position)
                }
            }
            add(.acceptance(pair: index), pair.language, at: pair.position)
        }
    }

    private func lowConfidence(_ pair: TranslationPair, _ block: AnalysedBlock) -> ReportProblem? {
        guard let confidence = pair.translation.confidence, confidence < options.lowConfidence else { return nil }
        let language = pair.language
        return problem(.lowConfidence, block, language, "alignment confidence \(ReportFormat.decimal(confidence)) is below \(ReportFormat.decimal(options.lowConfidence)): check that this \(language) text translates this English block")
    }

    /// The pair's letters, for the corpus's ratios to judge; nil when the English is too short.
    private func lengthCheck(_ pair: TranslationPair, _ block: AnalysedBlock, profiles: DocumentProfiles) -> LengthCheck? {
        let englishLetters = pair.span == 1
            ? profiles.profile(block.id, .english)?.totalLetters
            : DocumentProfiles.profile(pair.english).totalLetters
        let translationLetters = profiles.profile(block.id, pair.language)?.totalLetters ?? 0
        guard let logRatio = LengthRatioModel.logRatio(english: englishLetters ?? 0, translation: translationLetters) else { return nil }
        return LengthCheck(documentID: documentID, sectionID: block.sectionID, blockID: block.id, language: pair.language,
                           locations: block.locations, logRatio: logRatio)
    }

    private func droppedAnchors(_ pair: TranslationPair, _ block: AnalysedBlock, anchors: TextAnchors) -> ReportProblem? {
        let language = pair.language
        let dropped = AnchorCheck.missing(anchors, translation: pair.translation.text, language: language)
        guard !dropped.isEmpty else { return nil }
        let list = dropped.map { "'\($0.text)'" }.joined(separator: ", ")
        var message = dropped.count == 1
            ? "\(dropped[0].kind.rawValue) \(list) from the English is not in the \(language) text"
            : "\(list) from the English are not in the \(language) text"
        if let note = ownSourceNote(block, language, dropped) { message += " (\(note))" }
        return problem(.anchorMissing, block, language, message, .anchors(dropped))
    }

    /// When the translation's own file carries an English version (a variant) that lacks the
    /// anchors too, the translator did not drop them: their English was older or different.
    private func ownSourceNote(_ block: AnalysedBlock, _ language: LanguageTag, _ dropped: [TextAnchors.Anchor]) -> String? {
        guard let path = block.locations[language]?.path,
              let own = block.english?.variants.first(where: { $0.location.path == path }) else { return nil }
        let ownBytes = UTF8Search.asciiLowercased(Array(own.text.utf8))
        let lacking = dropped.allSatisfy { !UTF8Search.contains(ownBytes, UTF8Search.asciiLowercased(Array($0.text.utf8))) }
        return lacking ? "the English in \(own.location) lacks it too" : nil
    }
}
