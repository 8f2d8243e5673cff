import LogbookCore
import LogbookModel

/// A run's fields as `show` and the report's run page print them: the distance, moving
/// time, time zone and sport, each with the other value or where it came from when that
/// matters.
enum RunFieldText {
    /// How far two distances may differ before `show` prints both (1 % of the larger).
    static let bothDistancesFraction = 0.01

    /// The run's distance, followed by the other one when the file's distance and the GPS
    /// distance differ by more than 1 %: `10.00 km (the file's; GPS 9.75 km)`.
    static func distance(_ run: Run, unit: DistanceUnit) -> String {
        let text = ReportText.distance(run.distance, unit: unit)
        guard let device = run.device.distance, let gps = run.gpsDistance,
            DistanceChoice.differ(device, gps, byMoreThan: bothDistancesFraction)
        else { return text }
        switch run.distanceSource {
        case .device: return text + " (the file's; GPS " + ReportText.distance(gps, unit: unit) + ")"
        case .gps: return text + " (GPS; the file states " + ReportText.distance(device, unit: unit) + ")"
        case nil:
            return text + " (the file states " + ReportText.distance(device, unit: unit) + ", GPS "
                + ReportText.distance(gps, unit: unit) + ")"
        }
    }

    /// How far two moving times may differ before `show` prints both: 1 % of the larger
    /// (and at least a second).
    static let bothMovingFraction = 0.01

    /// The run's moving time, followed by the other one when the device's timer and the
    /// points' speed differ by more than 1 % and a second: `1:21:44 (the device's timer;
    /// from the speed 58:27)`, or with `--moving-source gps` `58:27 (from the speed; the
    /// device's timer 1:21:44)`.
    static func moving(_ run: Run) -> String {
        let text = ReportText.duration(run.moving)
        guard let moving = run.moving, let source = run.movingSource else { return text }
        let other = source == .device ? run.gpsMoving : run.device.timer
        guard let other, abs(moving - other) >= 1, DistanceChoice.differ(moving, other, byMoreThan: bothMovingFraction) else {
            return text
        }
        switch source {
        case .device: return text + " (the device's timer; from the speed " + ReportText.duration(other) + ")"
        case .gps: return text + " (from the speed; the device's timer " + ReportText.duration(other) + ")"
        }
    }

    /// Where the run's UTC offset came from, as the summary shows it (`Europe/Paris (from
    /// the run's position)`), or `nil` when that is unknown (a run stored by another tool).
    static func zone(_ run: Run) -> String? {
        guard let source = run.offsetSource else { return nil }
        let zone = run.timeZone.map(TableRenderer.printable) ?? "--"
        switch source {
        case .file: return run.timeZone.map { TableRenderer.printable($0) + " (stated by the file)" } ?? "stated by the file"
        case .position: return zone + " (from the run's position)"
        case .option: return zone + " (from --tz)"
        case .system: return zone + " (the system zone at import)"
        }
    }

    /// The sport as the summary shows it: its variant in brackets, and a note when it was
    /// inferred from the speed profile.
    static func sport(_ run: Run) -> String {
        var text = run.sport + (run.subSport.map { " (\(TableRenderer.printable($0)))" } ?? "")
        if run.sportSource == .inferred && !run.editedFields.contains(.sport) {
            text += " (inferred from the speed profile: the file names none)"
        }
        return text
    }

    /// A pace as every table and line prints it: per 100 m for a swim (`2:34 /100 m`, over its
    /// moving time, which for a pool swim is its active lengths'), else per km or mile;
    /// `-- (reason)` when it is not counted (`Pace.trusted`), the reason in `why`'s words (the
    /// status's code unless told).
    static func pace(
        _ pace: Pace, sport: String, unit: DistanceUnit, why: (PaceStatus) -> String = { $0.rawValue }
    ) -> String {
        guard let perKm = pace.trusted else { return pace.status == .ok ? ReportText.unknown : "-- (\(why(pace.status)))" }
        if sport == "swimming" { return ReportText.duration(perKm / 10) + " /100 m" }
        return ReportText.pace(perKm, unit: unit)
    }

    /// An effort's time with tenths of a second below `tenthsBelow` seconds (`1:23.4`,
    /// `1:02:03.4`), whole seconds from there on (`ReportText.duration`); `--` when unknown.
    static func effortTime(_ seconds: Double, tenthsBelow: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e12 else { return ReportText.unknown }
        if seconds >= tenthsBelow { return ReportText.duration(seconds) }
        let tenths = Int64((seconds * 10).rounded())
        return ReportText.duration(Double(tenths / 10)) + ".\(tenths % 10)"
    }
}
