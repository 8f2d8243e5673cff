import LogbookAnalysis
import LogbookModel
import LogbookCore

/// The report's dates and reasons as a runner reads them: `Sun 22 Mar 2015, 13:05` rather
/// than `2015-03-22T13:05:00+01:00`, `too short to count` rather than `too_short`.
enum ReportSentences {
    /// The days of the week, Monday first (`LocalDate.isoWeekday` 1 to 7).
    static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    /// The months, January first.
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sun 22 Mar 2015`.
    static func day(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return weekdays[max(0, min(6, date.isoWeekday - 1))] + " \(day) " + months[max(0, min(11, month - 1))] + " \(year)"
    }

    /// `22 Mar 2015`, for an axis.
    static func short(_ date: LocalDate) -> String {
        let (year, month, day) = date.components
        return "\(day) " + months[max(0, min(11, month - 1))] + " \(year)"
    }

    /// `Sun 22 Mar 2015, 13:05`: the local day and minute of `utc` at `offset`.
    static func start(utc: Int64, offset: Int) -> String {
        let minute = LocalDateTime.minute(utc: utc, offset: offset)
        return day(LocalDate(utc: utc, offset: offset)) + ", " + String(minute.suffix(5))
    }

    /// `1 run`, `2 runs`.
    static func runs(_ count: Int) -> String { ImportTally.count(count, "run", "runs") }

    /// Why runs were left out of a pace, as words: `a doubt: faster than the world record`,
    /// `too short to count`, or the stored text itself when it is no known code.
    static func reason(_ reason: ExclusionReason) -> String {
        switch reason {
        case .doubt(let doubt): return "cannot be true: " + RunDoubtText.phrase(doubt)
        case .status(let status): return PaceStatus(rawValue: status).map(ReportWords.pace) ?? status
        case .nonFinitePace: return "its stored pace is not a number"
        case .unusableDistanceOrTime: return "its distance or time cannot be used"
        case .outsideThresholds: return "its pace or distance is outside the thresholds"
        }
    }

    /// `2 too short to count, 1 no distance was recorded` for a period's left-out runs.
    static func reasons(_ counts: [(reason: ExclusionReason, count: Int)]) -> String {
        counts.map { "\($0.count) \(reason($0.reason))" }.joined(separator: "; ")
    }

    /// Why a run's efforts are not among the records, as words: `only a summary (no samples to
    /// measure efforts in)`, `not running`.
    static func record(_ exclusion: RecordExclusion) -> String {
        switch exclusion {
        case .status(let status): return ReportWords.effort(status)
        case .otherSport(let sport): return "not " + sport
        case .summaryOnly: return "only a summary (no samples to measure efforts in)"
        case .doubt(let doubt): return "cannot be true: " + RunDoubtText.phrase(doubt)
        }
    }

    /// The records' footnote in words: `178 efforts left out: 178 only a summary (...).`;
    /// empty when none was.
    static func recordsNote(_ rows: [RecordsReport.Row]) -> String {
        var total: [RecordExclusion: Int] = [:]
        for row in rows { total.merge(row.excluded, uniquingKeysWith: +) }
        let count = total.values.reduce(0, +)
        guard count > 0 else { return "" }
        let reasons = total.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \(record($0.key))" }
        return ImportTally.count(count, "effort", "efforts") + " left out: " + reasons.joined(separator: "; ") + "."
    }
}
