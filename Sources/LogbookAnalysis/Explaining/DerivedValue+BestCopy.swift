import LogbookModel

extension DerivedValue {
    /// The best copy: of the files that are the same run, the one the ranking puts first
    /// (`RunRichness.decide`: whole, samples, a stated offset, device totals, format, heart
    /// rate and cadence, more samples), as judged when the last copy arrived (`runs.rulings`).
    public static let bestCopy = DerivedValue(
        name: "best_copy", inputs: ["each copy's samples, offset, device totals, format, heart rate and cadence"],
        storedIn: ["runs.rulings", "run_sources"], computed: [.importing], reads: [.sources]
    ) { stored in
        let copies = stored.sources?.count
        guard let ruling = stored.run.rulings.copy else {
            let rule = copies.map { $0 > 1 ? notRecorded : onlyCopy } ?? notRead
            return Explanation(
                name: "best_copy", value: .word(stored.run.source), source: stored.run.source, rule: rule,
                read: [ExplainedReading("copies", .number(copies.map(Double.init)))])
        }
        return Explanation(
            name: "best_copy", value: .word(ruling.kept), source: ruling.keptArrived ? "arrived" : "stored",
            rule: ruling.criterion.rawValue,
            read: [ExplainedReading("copies", .number(copies.map(Double.init))), ExplainedReading("kept", .word(ruling.kept))],
            alternatives: [ExplainedAlternative(source: ruling.setAside, value: .word(ruling.setAside), rule: ruling.criterion.rawValue)])
    }

    /// The rule word of a run of several copies judged before logbook kept how.
    public static let notRecorded = "not_recorded"
    /// The rule word of a run of one file.
    public static let onlyCopy = "only_copy"
}
