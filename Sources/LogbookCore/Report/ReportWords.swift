import LogbookAnalysis
import LogbookModel

/// The codes a report would otherwise print (`too_short`, `upgraded-by`), as the words a
/// runner reads on its pages.
public enum ReportWords {
    /// Why a pace is not counted, as the end of a sentence: `too short to count (under the
    /// shortest distance the averages take)`.
    public static func pace(_ status: PaceStatus) -> String {
        switch status {
        case .ok: return "counted"
        case .noDistance: return "no distance was recorded"
        case .tooShort: return "too short to count (under the shortest distance the averages take)"
        case .tooSlow: return "slower than the slowest pace the averages take"
        case .tooFast: return "faster than the fastest pace the averages take"
        case .noTime: return "no moving time was recorded"
        }
    }

    /// What a rule of `logbook clean` found, as a noun phrase: `a distance of exactly 0 m`.
    public static func rule(_ rule: CleanupRule) -> String {
        switch rule {
        case .nonFinite: return "a stored number that is infinite or negative"
        case .impossible: return "numbers that cannot be true"
        case .zeroDistance: return "a distance of exactly 0 m"
        case .tooShort: return "too short to count"
        case .tooFast: return "faster than the fastest pace counted"
        case .tooSlow: return "slower than the slowest pace counted"
        case .wrongSport: return "a run at the speed of a ride"
        case .duplicate: return "the same run stored twice"
        case .distanceMismatch: return "its file's distance and its GPS distance disagree"
        case .leftRunning: return "a watch left running"
        case .recordingTail: return "a recording that went on after the run"
        }
    }

    /// Why a best effort cannot be a record, or nothing for one that can.
    public static func effort(_ status: EffortStatus) -> String {
        switch status {
        case .ok: return ""
        case .fasterThanWorldRecord: return "faster than the world record: not a record"
        case .tooFast: return "faster than the fastest pace counted: not a record"
        case .tooSlow: return "slower than the slowest pace counted: not a record"
        case .impossibleRun: return "the run holds an impossible effort: not a record"
        }
    }

    /// How a file made its run: `first file`, `a better copy`, `a copy (its words merged)`.
    public static func source(_ status: RunSourceStatus) -> String {
        switch status {
        case .first: return "first file"
        case .upgradedBy: return "a better copy (the numbers are its)"
        case .duplicateOf: return "a copy (only its words merged)"
        }
    }
}
