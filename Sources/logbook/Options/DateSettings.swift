import Foundation
import LogbookCore
import LogbookModel

/// What date words are read against: today's local date and the day weeks start on.
///
/// `LOGBOOK_TODAY=YYYY-MM-DD` fixes today (tests, README examples); else today is the date
/// on this machine's clock in its time zone. `LOGBOOK_WEEK_START=monday|sunday` sets the
/// week start (Monday when unset); a command's own `--week-start` goes before it.
struct DateSettings: Sendable {
    /// The variable that fixes today.
    static let todayVariable = "LOGBOOK_TODAY"
    /// The variable that sets the week start.
    static let weekStartVariable = "LOGBOOK_WEEK_START"

    /// The first day of a week.
    var weekStart: WeekStart
    /// Today as `LOGBOOK_TODAY` fixes it, or nil for the clock's.
    var fixedToday: LocalDate?

    /// Reads the two variables through `lookup`; a value that is not one they take is a
    /// usage error naming the variable.
    static func read(_ lookup: (String) -> String?) throws(UsageError) -> DateSettings {
        var settings = DateSettings(weekStart: .monday, fixedToday: nil)
        if let text = lookup(weekStartVariable), !text.isEmpty {
            guard let weekStart = SettingValues.weekStart(text.trimmingCharacters(in: .whitespaces)) else {
                throw UsageError("\(weekStartVariable) is '\(text)': expected monday or sunday")
            }
            settings.weekStart = weekStart
        }
        if let text = lookup(todayVariable), !text.isEmpty {
            guard let today = LocalDate.parse(text.trimmingCharacters(in: .whitespaces)) else {
                throw UsageError("\(todayVariable) is '\(text)': expected a date as YYYY-MM-DD")
            }
            settings.fixedToday = today
        }
        return settings
    }

    /// The settings of this process's environment.
    static func process() throws(UsageError) -> DateSettings {
        try read { name in getenv(name).map { String(cString: $0) } }
    }

    /// Today: the fixed date, else the local date of this machine's clock.
    func today() -> LocalDate {
        if let fixedToday { return fixedToday }
        let now = Date()
        return LocalDate(utc: Int64(now.timeIntervalSince1970), offset: TimeZone.current.secondsFromGMT(for: now))
    }
}
