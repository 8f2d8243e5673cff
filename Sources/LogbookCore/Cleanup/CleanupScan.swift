import LogbookStore

/// Runs every cleanup rule over the stored runs: the decision behind `logbook clean`.
public enum CleanupScan {
    /// The findings, ordered by run id, then from the most serious rule to the least.
    ///
    /// - `runs`: every stored (not quarantined) run.
    /// - `tails`: the recording-tail cut of each run that has one (see `RecordingTailRule`).
    ///
    /// Each run gets at most one finding from `RecordRules` (the most serious), plus
    /// possibly `wrong_sport`, `duplicate`, `distance_mismatch`, `left_running` and `recording_tail`. Duplicates prefer to keep a copy that no
    /// other rule would quarantine; that preference uses every record rule, whichever
    /// rules `options.rules` reports. A recording tail is reported even for a run another
    /// rule flags: trimming first may be the better fix (a drive home recorded at the end
    /// of a run makes it `too_fast`).
    public static func findings(runs: [StoredRunTotals], tails: [Int64: TailCut], options: CleanupOptions) -> [CleanupFinding] {
        var allRules = options
        allRules.rules = Set(CleanupRule.allCases)
        var troubled: [Int64: CleanupRule] = [:]
        for run in runs {
            if let finding = RecordRules.finding(for: run, options: allRules) { troubled[run.id] = finding.rule }
        }
        var result: [CleanupFinding] = runs.compactMap { RecordRules.finding(for: $0, options: options) }
        result += runs.compactMap { WrongSportRule.finding(for: $0, options: options) }
        if options.rules.contains(.duplicate) {
            result += DuplicateFinder.findings(runs, troubled: troubled)
        }
        result += runs.compactMap { DistanceMismatchRule.finding(for: $0, options: options) }
        result += runs.compactMap { LeftRunningRule.finding(for: $0, hasTail: tails[$0.id] != nil, options: options) }
        if options.rules.contains(.recordingTail) {
            for run in runs {
                guard let cut = tails[run.id] else { continue }
                result.append(
                    CleanupFinding(
                        run: run, rule: .recordingTail,
                        detail: RecordingTailRule.detail(cut, startUTC: run.startUTC, utcOffset: run.utcOffset), tail: cut))
            }
        }
        return result.sorted { ($0.run.id, $0.rule) < ($1.run.id, $1.rule) }
    }
}
