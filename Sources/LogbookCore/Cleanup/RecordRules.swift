import LogbookModel
import LogbookStore

/// The rules that judge one stored run on its own: `non_finite`, `impossible`, `zero_distance`,
/// `too_short`, `too_fast`, `too_slow`.
public enum RecordRules {
    /// The most serious finding for `run`, or `nil` when none of the five applies.
    ///
    /// In order:
    /// 1. `non_finite`: the stored distance, elapsed time, moving time or pace is infinite,
    ///    not a number, or negative (every sport). NULL (unknown) is not a problem.
    /// 1b. `impossible`: the believability judge's stored doubt (`runs.doubt`, every sport),
    ///    unless the runner believes the run; its detail is the doubt's code, the reason
    ///    every report leaves the run out under.
    /// 2. The threshold rules, only for `options.thresholdSport` (every sport when `nil`):
    ///    `zero_distance` when the stored distance is exactly 0 m; `too_short` when it is
    ///    below `minDistance` (`PaceRule.isTooShort`); then the pace `moving / distance` is
    ///    judged again by `Pace.judge` with today's thresholds for the run's sport (`SportThresholds`: the
    ///    options' thresholds for running): `too_fast` or `too_slow`. A run without a
    ///    moving time has no pace to judge.
    ///
    /// Rules not in `options.rules` are skipped, so a less serious one may then be reported.
    public static func finding(for run: StoredRunTotals, options: CleanupOptions) -> CleanupFinding? {
        let rules = options.rules
        if rules.contains(.nonFinite), let detail = nonFiniteDetail(run) {
            return CleanupFinding(run: run, rule: .nonFinite, detail: detail)
        }
        if rules.contains(.impossible), let doubt = run.leftOutAs {
            return CleanupFinding(run: run, rule: .impossible, detail: doubt.rawValue)
        }
        if let sport = options.thresholdSport, sport != run.sport { return nil }
        // Values that are not usable numbers were the non_finite rule's business.
        guard let distance = run.distance.usable else { return nil }
        let thresholds = SportThresholds.forSport(run.sport, running: options.thresholds)
        if distance == 0 {
            return rules.contains(.zeroDistance) ? CleanupFinding(run: run, rule: .zeroDistance, detail: "distance is 0 m") : nil
        }
        if PaceRule.isTooShort(distance, thresholds: thresholds) {
            guard rules.contains(.tooShort) else { return nil }
            return CleanupFinding(
                run: run, rule: .tooShort,
                detail: "\(ReportText.plainNumber(distance)) m is shorter than \(ReportText.plainNumber(thresholds.minDistance)) m")
        }
        guard let moving = run.moving.usable else { return nil }
        let judged = Pace.judge(moving: moving, distance: distance, thresholds: thresholds)
        let pace = moving / (distance / 1000)
        switch judged.status {
        case .tooFast where rules.contains(.tooFast):
            return CleanupFinding(
                run: run, rule: .tooFast,
                detail: "pace \(ReportText.pace(pace, unit: .km)) is faster than \(ReportText.pace(thresholds.minPace, unit: .km))")
        case .tooSlow where rules.contains(.tooSlow):
            return CleanupFinding(
                run: run, rule: .tooSlow,
                detail: "pace \(ReportText.pace(pace, unit: .km)) is slower than \(ReportText.pace(thresholds.maxPace, unit: .km))")
        default:
            return nil
        }
    }

    /// `pace_s_per_km is infinite; distance_m is negative (-5)`, or `nil` when every
    /// stored total is a finite number that is not negative (or unknown).
    public static func nonFiniteDetail(_ run: StoredRunTotals) -> String? {
        let fields: [(String, StoredNumber)] = [
            ("distance_m", run.distance), ("elapsed_s", run.elapsed), ("moving_s", run.moving), ("pace_s_per_km", run.pace),
        ]
        var problems = fields.compactMap { name, value in value.problem.map { "\(name) \($0)" } }
        problems += beyondBelief(run)
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    /// What is stored beyond any real activity, even when finite: a start outside
    /// 1900-2100, a distance, duration or heart rate beyond `Believable`'s bounds, a stored
    /// pace outside the schema's range, an unknown `pace_status` or one that contradicts
    /// the stored pace, and an `ok` pace stored without the distance it is made of.
    static func beyondBelief(_ run: StoredRunTotals) -> [String] {
        var problems: [String] = []
        if !Believable.isBelievableStart(run.startUTC) {
            problems.append("start_utc is outside 1900-2100 (\(run.startUTC))")
        }
        func check(_ name: String, _ value: StoredNumber, _ believable: (Double) -> Bool, beyond: String) {
            if let number = value.usable, !believable(number) {
                problems.append("\(name) is beyond any \(beyond) (\(shown(number)))")
            }
        }
        check("distance_m", run.distance, Believable.isBelievableDistance, beyond: "run")
        check("elapsed_s", run.elapsed, Believable.isBelievableDuration, beyond: "run")
        check("moving_s", run.moving, Believable.isBelievableDuration, beyond: "run")
        check("avg_hr", run.averageHeartRate, Believable.isBelievableHeartRate, beyond: "heart rate")
        check("max_hr", run.maxHeartRate, Believable.isBelievableHeartRate, beyond: "heart rate")
        if let pace = run.pace.usable, !Believable.paceRange.contains(pace) {
            problems.append("pace_s_per_km is beyond any pace (\(shown(pace)))")
        }
        if PaceStatus(rawValue: run.paceStatus) == nil {
            problems.append("pace_status '\(run.paceStatus.prefix(40))' is unknown")
        } else if (run.paceStatus == PaceStatus.ok.rawValue) != (run.pace != .missing) {
            problems.append("pace_status '\(run.paceStatus)' contradicts the stored pace")
        } else if run.paceStatus == PaceStatus.ok.rawValue, run.distance == .missing {
            // A pace is time over distance: without a distance, an `ok` pace came from nowhere.
            problems.append("pace_status 'ok' and a stored pace without distance_m")
        }
        return problems
    }

    /// A number as `1e+308` when huge or tiny, else plainly.
    private static func shown(_ value: Double) -> String {
        value != 0 && (value >= 1e9 || value < 1e-3) ? "\(value)" : ReportText.plainNumber(value)
    }
}
