import LogbookAnalysis
import LogbookModel
import LogbookCore

extension ShowCommand {
    /// The run's pace as `show` prints it: per 100 m for a swim (`2:34 /100 m`, over its
    /// moving time, which for a pool swim is its active lengths'), else per km or mile;
    /// `-- (reason)` when unknown.
    static func paceText(_ run: Run, unit: DistanceUnit) -> String {
        guard run.pace.status == .ok else { return "-- (\(run.pace.status.rawValue))" }
        if run.sport == "swimming", let perKm = run.pace.secondsPerKm {
            return ReportText.duration(perKm / 10) + " /100 m"
        }
        return ReportText.pace(run.pace.secondsPerKm, unit: unit)
    }
}
