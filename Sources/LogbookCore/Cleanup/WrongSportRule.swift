import LogbookModel
import LogbookStore

/// The `wrong_sport` rule: a run on foot (running, walking, hiking) whose pace is faster
/// than its sport's believable range and inside the cycling range (0:36 to 20:00 /km) was a
/// ride, or a drive, recorded under the wrong sport: its distance is real, its sport is not.
///
/// It applies to the sports chosen with `--sport` (default running), like the threshold
/// rules, and to runs with a usable distance of at least `--min-distance` and a moving time.
public enum WrongSportRule {
    /// The finding for `run`, or `nil`.
    public static func finding(for run: StoredRunTotals, options: CleanupOptions) -> CleanupFinding? {
        guard options.rules.contains(.wrongSport) else { return nil }
        if let sport = options.thresholdSport, sport != run.sport { return nil }
        let family = SportThresholds.family(of: run.sport)
        guard family == .running || family == .walking else { return nil }
        guard let distance = run.distance.usable, let moving = run.moving.usable, moving > 0,
            distance >= options.thresholds.minDistance
        else { return nil }
        let pace = moving / (distance / 1000)
        let own = SportThresholds.forSport(run.sport, running: options.thresholds)
        let ride = SportThresholds.forSport("cycling", running: options.thresholds)
        guard pace < own.minPace, pace >= ride.minPace, pace <= ride.maxPace else { return nil }
        let speed = distance / moving * 3.6
        return CleanupFinding(
            run: run, rule: .wrongSport,
            detail: "pace \(ReportText.pace(pace, unit: .km)) (\(ReportText.plainNumber((speed * 10).rounded() / 10)) km/h) "
                + "is a ride's, not \(run.sport)")
    }
}
