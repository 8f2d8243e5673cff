import Foundation
import LogbookAnalysis
import LogbookFormats
import LogbookModel

extension RunBuilder {
    /// Builds a run, throwing `ImportError(file:line:reason: "no timed points")` (with the
    /// activity's line when known) when there is nothing to build.
    public static func build(
        _ activity: ParsedActivity, zone: TimeZone, thresholds: PaceThresholds, file: String,
        rules: RunBuilderRules = .standard
    ) throws(ImportError) -> BuiltRun {
        guard let built = build(activity, zone: zone, thresholds: thresholds, rules: rules) else {
            throw noPointsError(activity, file: file, rules: rules)
        }
        return built
    }

    /// The error for an activity with nothing to build, at its line when known: `no timed
    /// points`, or, when the activity states a start outside the believable window, why
    /// (`the start 2099-05-02T06:00:00+00:00 is in the future (after tomorrow)`).
    static func noPointsError(_ activity: ParsedActivity, file: String, rules: RunBuilderRules = .standard) -> ImportError {
        var reason = noTimedPointsReason
        let time: Double?
        switch activity.statedStart {
        case .absolute(let utc, _): time = utc
        case .floating(let wallClock): time = wallClock
        case nil: time = nil
        }
        if let time, let disbelief = Believable.disbelief(time, now: rules.now ?? Date().timeIntervalSince1970) {
            let shown = abs(time) < 1e13 ? LocalDateTime.iso8601(utc: Int64(floor(time)), offset: 0) : "\(time)"
            reason = "the start \(shown) \(disbelief)"
        }
        return ImportError(file: file, line: activity.line > 0 ? activity.line : nil, reason: reason)
    }
}
