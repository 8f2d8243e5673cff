import LogbookCore
import LogbookModel

/// A stored run's change as `rebuild` and `import --refresh` print it.
enum RunChangeText {
    /// `Run 4 (2024-05-02 08:00): distance 3.60 km → 3.72 km, moving 20:00 → 21:10, ...`:
    /// the run's distance, moving time, pace and sport when they change, then any other
    /// change (elapsed time, GPS distance, distance and moving sources, splits).
    static func line(_ change: RebuildChange) -> String {
        let before = change.before, after = change.after
        var parts: [String] = []
        func add(_ label: String, _ old: String, _ new: String) {
            if old != new { parts.append("\(label) \(old) → \(new)") }
        }
        add("start", LocalDateTime.minute(utc: before.startUTC, offset: before.utcOffset),
            LocalDateTime.minute(utc: after.startUTC, offset: after.utcOffset))
        add("time zone", zone(before), zone(after))
        add("distance", ReportText.distance(before.distance, unit: .km), ReportText.distance(after.distance, unit: .km))
        add("moving", ReportText.duration(before.moving), ReportText.duration(after.moving))
        add("pace", RunFieldText.pace(before.pace, sport: before.sport, unit: .km), RunFieldText.pace(after.pace, sport: after.sport, unit: .km))
        add("sport", sport(before), sport(after))
        add("elapsed", ReportText.duration(before.elapsed), ReportText.duration(after.elapsed))
        add("GPS distance", ReportText.distance(before.gpsDistance, unit: .km), ReportText.distance(after.gpsDistance, unit: .km))
        add("distance from", before.distanceSource?.rawValue ?? "--", after.distanceSource?.rawValue ?? "--")
        add("moving from", before.movingSource?.rawValue ?? "--", after.movingSource?.rawValue ?? "--")
        add("splits", String(change.splitCounts.before), String(change.splitCounts.after))
        add("heart rate", whole(before.averageHeartRate), whole(after.averageHeartRate))
        add("cadence", whole(before.averageCadence), whole(after.averageCadence))
        add("elevation gain", whole(before.elevationGain), whole(after.elevationGain))
        if parts.isEmpty { parts.append("figures below what is shown (tenths of a metre or second)") }
        let start = LocalDateTime.minute(utc: before.startUTC, offset: before.utcOffset)
        return "Run \(before.id.map(String.init) ?? "?") (\(start)): " + parts.joined(separator: ", ")
    }

    /// `Europe/Paris (position)`, `+01:00 (file)`: where the offset came from.
    private static func zone(_ run: Run) -> String {
        let source = run.offsetSource?.rawValue ?? "unknown"
        return "\(run.timeZone ?? LocalDateTime.offsetText(run.utcOffset)) (\(source))"
    }

    private static func whole(_ value: Double?) -> String {
        value.map { ReportText.whole($0) } ?? "--"
    }

    private static func sport(_ run: Run) -> String {
        run.sportSource == .inferred ? run.sport + " (inferred)" : run.sport
    }
}
