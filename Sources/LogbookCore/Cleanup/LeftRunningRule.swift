import LogbookModel
import LogbookStore

/// The `left_running` rule: a run whose elapsed time is long for what it holds, as when a
/// recording was left running (a phone carried around all day, a watch left on a desk).
///
/// Flagged, for every sport, when either holds:
/// - at least `minHours` (2 h) elapsed with moving time under `movingShare` (5 %) of it:
///   hours recorded and next to nothing of it moving;
/// - the pace over the *elapsed* time (with its distance) slower than the sport's slowest
///   believable pace (`SportThresholds`: running 30:00/km, walking 60:00/km, `unknown`
///   60:00/km), over at least `minHours`.
///
/// A real walk at 3 km/h (20:00/km) and a 10-minute standstill at a crossing inside an
/// hour's run stay well inside both. The run is real, so it is reported for the runner to
/// review, never quarantined; the detail suggests `logbook trim` where a recording tail
/// (`RecordingTailRule`) explains the time.
public enum LeftRunningRule {
    /// The fewest hours of elapsed time the rule looks at.
    public static let minHours = 2.0
    /// The share of the elapsed time below which a run barely moved.
    public static let movingShare = 0.05

    /// The finding for `run` (`hasTail`: a recording tail was found for it), or `nil`.
    public static func finding(for run: StoredRunTotals, hasTail: Bool, options: CleanupOptions) -> CleanupFinding? {
        guard options.rules.contains(.leftRunning) else { return nil }
        guard let detail = detail(
            sport: run.sport, elapsed: run.elapsed.usable, moving: run.moving.usable, distance: run.distance.usable,
            hasTail: hasTail, running: options.thresholds)
        else { return nil }
        return CleanupFinding(run: run, rule: .leftRunning, detail: detail)
    }

    /// Why a run of `sport` with these totals (seconds, metres) looks left running, or `nil`.
    public static func detail(
        sport: String, elapsed: Double?, moving: Double?, distance: Double?, hasTail: Bool, running: PaceThresholds
    ) -> String? {
        guard let elapsed, elapsed >= minHours * 3600 else { return nil }
        let trim = hasTail ? "; 'logbook trim ID --auto' cuts the tail that explains it" : ""
        let recorded = ReportText.duration(elapsed)
        if (moving ?? 0) < movingShare * elapsed {
            let moved = ReportText.duration(moving ?? 0)
            return "\(recorded) recorded but only \(moved) of it moving: the recording was probably left running\(trim)"
        }
        let slowest = SportThresholds.forSport(sport, running: running).maxPace
        guard let distance, distance > 0 else { return nil }
        let pace = elapsed / distance * 1000
        guard pace > slowest else { return nil }
        return "\(recorded) recorded for \(ReportText.distance(distance, unit: .km)): "
            + "\(ReportText.pace(pace, unit: .km)) over the whole time is slower than any \(sport) "
            + "(\(ReportText.pace(slowest, unit: .km))); the recording was probably left running\(trim)"
    }
}
