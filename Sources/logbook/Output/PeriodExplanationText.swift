import LogbookAnalysis
import LogbookModel
import LogbookCore

/// A period's explanation (`PeriodExplanation`) as `logbook explain week|month` and
/// `stats --explain` show it: the runs counted and left out, and the arithmetic of the pace.
enum PeriodExplanationText {
    /// The lines: the totals, each counted run, each run left out, and the average pace worked out.
    static func text(_ explained: PeriodExplanation, unit: DistanceUnit) -> String {
        let totals = explained.totals
        var text = "\(explained.period.label): \(totals.runs) \(totals.runs == 1 ? "run" : "runs"), "
            + "\(ReportText.distance(totals.distance, unit: unit)), \(ReportText.duration(totals.moving)) moving\n"
        if !explained.counted.isEmpty { text += "  counted:\n" }
        for run in explained.counted {
            text += "    run \(run.id)  \(run.day)  \(ReportText.distance(run.distance, unit: unit))  \(ReportText.duration(run.moving))"
            if let reason = run.reason { text += "  (not in the average pace: \(reason))" }
            text += "\n"
        }
        if !explained.leftOut.isEmpty { text += "  left out:\n" }
        for run in explained.leftOut {
            let doubt: String
            if case .doubt(let found)? = run.reason { doubt = RunDoubtText.named(found) } else { doubt = run.reason?.description ?? "" }
            text += "    run \(run.id)  \(run.day)  \(doubt)\n"
        }
        let pace = explained.paceRuns
        if let average = totals.averagePace {
            text += "  average pace: \(ReportText.duration(totals.paceMoving)) over \(ReportText.distance(totals.paceDistance, unit: .km)) = "
                + "\(ReportText.pace(average, unit: unit)) (\(pace.count == 1 ? "run" : "runs") "
                + pace.map { String($0.id) }.joined(separator: ", ") + ": total moving time over total distance)\n"
        } else {
            text += "  average pace: none (no run has a pace within the thresholds)\n"
        }
        return text
    }

    /// The JSON field `--explain` adds to a period: `counted` (`id`, `distance_m`, `moving_s`,
    /// `pace_excluded`); the runs left out are the period's `left_out` already.
    static func jsonFields(_ explained: PeriodExplanation) -> [(String, JSONValue)] {
        [
            ("counted", .array(explained.counted.map { run in
                .object([
                    ("id", .integer(run.id)), ("distance_m", .number(run.distance)), ("moving_s", .number(run.moving)),
                    ("pace_excluded", .string(run.reason?.description)),
                ])
            }))
        ]
    }
}
