import LogbookModel

extension DerivedValue {
    /// The gear: the run's own (its file or `logbook edit`), else its sport's default on its
    /// date (`gear add --default-for`), which a later default change replaces.
    public static let gear = DerivedValue(
        name: "gear", inputs: ["the file's or the runner's gear", "the sport's default gear on the run's date"],
        storedIn: ["runs.gear_id", "runs.gear_by"], computed: [.importing, .rebuild]
    ) { run in
        let rule: String
        switch run.gearAssignment {
        case .run?: rule = run.editedFields.contains(.gear) ? "edited" : "own"
        case .byDefault?: rule = "sport_default"
        case nil: rule = run.gear == nil ? "none" : Explanation.unknownRule
        }
        return Explanation(
            name: "gear", value: .word(run.gear), source: run.gearAssignment?.rawValue, rule: rule,
            read: [ExplainedReading("sport", .word(run.sport))])
    }
}
