import Foundation

/// A rule of `logbook clean` that finds a bad or doubtful record.
///
/// The cases are listed from the most serious to the least; a run gets at most one
/// finding from the first six (the most serious that applies), to which `wrong_sport`,
/// `duplicate`, `distance_mismatch`, `left_running` and `recording_tail` can add. The raw values are the names used on the command
/// line (`--rules`), in JSON and in the quarantine.
public enum CleanupRule: String, Sendable, CaseIterable, Codable, Comparable {
    /// A stored pace, distance or duration that is infinite, not a number, or negative.
    case nonFinite = "non_finite"
    /// A run the believability judge found cannot be true (`RunDoubt`, stored in
    /// `runs.doubt`): left out of every report under that reason until the runner believes it.
    case impossible
    /// A stored distance of exactly 0 m.
    case zeroDistance = "zero_distance"
    /// A distance below `--min-distance` (default 50 m).
    case tooShort = "too_short"
    /// A pace faster than `--min-pace` (default 2:00 min/km).
    case tooFast = "too_fast"
    /// A pace slower than `--max-pace` (default 30:00 min/km).
    case tooSlow = "too_slow"
    /// A run on foot at the speed of a ride (see `WrongSportRule`).
    case wrongSport = "wrong_sport"
    /// The same run stored twice (see `DuplicateRule`); the poorer copy is flagged.
    case duplicate
    /// The file's distance and the GPS distance differ by more than 10 % (see
    /// `DistanceMismatchRule`); reported for the runner to review, never quarantined.
    case distanceMismatch = "distance_mismatch"
    /// The elapsed time is long for what the run holds: hours with next to no moving time, or
    /// a pace over the elapsed time slower than the sport allows (see `LeftRunningRule`);
    /// reported for the runner to review, never quarantined.
    case leftRunning = "left_running"
    /// The recording went on after the runner stopped; fixed by `logbook trim`, never quarantined.
    case recordingTail = "recording_tail"

    /// True when `clean --apply` moves a run with this finding to quarantine: not for a
    /// recording tail (`logbook trim` fixes it) nor a distance mismatch (the run is real;
    /// only one of its two distances is wrong, and `show` prints both).
    public var quarantines: Bool { self != .recordingTail && self != .distanceMismatch && self != .leftRunning }

    /// True for the rules that judge distance and pace against the thresholds, which
    /// apply only to the sports chosen with `--sport` (default: running).
    public var usesThresholds: Bool {
        switch self {
        case .zeroDistance, .tooShort, .tooFast, .tooSlow, .wrongSport: return true
        case .nonFinite, .impossible, .duplicate, .distanceMismatch, .leftRunning, .recordingTail: return false
        }
    }

    /// Orders rules from the most serious to the least (declaration order).
    public static func < (lhs: CleanupRule, rhs: CleanupRule) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }

    /// Parses a comma-separated list such as `too_fast, duplicate`: the rules named, and
    /// the names that are not rules (in the order given). Empty items are ignored.
    public static func parseList(_ text: String) -> (rules: Set<CleanupRule>, unknown: [String]) {
        var rules: Set<CleanupRule> = []
        var unknown: [String] = []
        for part in text.split(separator: ",") {
            let name = part.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { continue }
            if let rule = CleanupRule(rawValue: name) {
                rules.insert(rule)
            } else {
                unknown.append(name)
            }
        }
        return (rules, unknown)
    }
}
