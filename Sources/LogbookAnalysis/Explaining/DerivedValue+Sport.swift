import LogbookModel

extension DerivedValue {
    /// The sport and how it was decided: the file's, inferred from the speed (`SportInference.decide`), or the runner's edit.
    public static let sport = DerivedValue(
        name: "sport", inputs: ["the file's sport", "distance_m", "moving_s"],
        storedIn: ["runs.sport", "runs.sport_source", "runs.rulings"], computed: [.importing, .rebuild, .migration]
    ) { run in
        let speed: Double? = {
            guard let distance = run.distance, let moving = run.moving, moving > 0 else { return nil }
            return distance / moving
        }()
        let read = [
            ExplainedReading("distance_m", .number(run.distance)), ExplainedReading("moving_s", .number(run.moving)),
            ExplainedReading("speed_m_per_s", .number(speed)),
        ]
        if run.editedFields.contains(.sport) {
            return Explanation(name: "sport", value: .word(run.sport), source: "runner", rule: "edited", read: read)
        }
        let ruling = run.rulings.sport
        var rebuildWould: ExplainedAlternative?
        if let ruling, ruling.isInferred, ruling != .fastShare {
            let today = SportInference.decide(distance: run.distance, moving: run.moving, fastShare: 0, saysOther: run.sport == "other")
            if today.sport != run.sport {
                rebuildWould = ExplainedAlternative(source: SportSource.inferred.rawValue, value: .word(today.sport), rule: today.ruling.rawValue)
            }
        }
        return Explanation(
            name: "sport", value: .word(run.sport), source: run.sportSource?.rawValue,
            rule: ruling?.rawValue ?? Explanation.unknownRule, read: read, rebuildWould: rebuildWould)
    }
}
