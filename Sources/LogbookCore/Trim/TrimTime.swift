import LogbookModel

/// Where `logbook trim --at` cuts a run, as the runner writes it.
///
/// - `52:30` (`m:ss`, minutes may exceed 59) or `1:02:30` (`h:mm:ss`): time since the
///   run's start, as the watch's elapsed clock shows it.
/// - `T07:52:30` or `T07:52` (ISO 8601's time designator): a local clock time, the first
///   time the clock shows it at or after the start (a run that starts at 23:40 and is cut
///   at `T00:10` is cut the next day, 30 minutes in). `2024-05-02T07:52:30` names the day too.
///
/// The leading `T` is what tells a clock time from an elapsed time: `1:02:30` alone is
/// always one hour, two minutes and thirty seconds after the start.
public enum TrimTime: Sendable, Equatable {
    /// Seconds since the run's start.
    case sinceStart(Double)
    /// A local clock time: seconds since local midnight, on a given local day (days since
    /// 1970-01-01) or, when `nil`, the first occurrence at or after the start.
    case clock(secondsOfDay: Int64, day: Int64?)

    /// Parses `--at`; `nil` when it is none of the forms above.
    public static func parse(_ text: String) -> TrimTime? {
        if let designator = text.firstIndex(where: { $0 == "T" || $0 == "t" }) {
            let datePart = text[..<designator]
            guard let secondsOfDay = clockSeconds(text[text.index(after: designator)...]) else { return nil }
            if datePart.isEmpty { return .clock(secondsOfDay: secondsOfDay, day: nil) }
            guard let day = dayNumber(datePart) else { return nil }
            return .clock(secondsOfDay: secondsOfDay, day: day)
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(Self.isDigit) }) else { return nil }
        switch parts.count {
        case 2:
            guard let minutes = Int64(parts[0]), parts[1].count == 2, let seconds = Int64(parts[1]), seconds < 60,
                minutes < 1_000_000
            else { return nil }
            return .sinceStart(Double(minutes * 60 + seconds))
        case 3:
            guard let hours = Int64(parts[0]), hours < 100_000, parts[1].count == 2, let minutes = Int64(parts[1]), minutes < 60,
                parts[2].count == 2, let seconds = Int64(parts[2]), seconds < 60
            else { return nil }
            return .sinceStart(Double(hours * 3600 + minutes * 60 + seconds))
        default:
            return nil
        }
    }

    /// The cut in seconds since the start of a run that starts at `startUTC` with `utcOffset`.
    public func secondsSinceStart(startUTC: Int64, utcOffset: Int) -> Double {
        switch self {
        case .sinceStart(let seconds):
            return seconds
        case .clock(let secondsOfDay, let day):
            let localStart = startUTC.saturatingAdd(Int64(utcOffset))
            if let day { return Double(day) * 86_400 + Double(secondsOfDay) - Double(localStart) }
            let startDay = CivilCalendar.floorDivide(localStart, 86_400)
            var target = startDay * 86_400 + secondsOfDay
            if target < localStart { target = target.saturatingAdd(86_400) }
            return Double(target) - Double(localStart)
        }
    }

    /// True for `0` to `9` only (not other scripts' digits).
    static func isDigit(_ character: Character) -> Bool {
        character >= "0" && character <= "9"
    }

    /// `07:52:30` or `07:52` as seconds since midnight.
    static func clockSeconds(_ text: Substring) -> Int64? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(Self.isDigit) }),
            let hours = Int64(parts[0]), hours < 24, let minutes = Int64(parts[1]), minutes < 60
        else { return nil }
        let seconds = parts.count == 3 ? Int64(parts[2]) ?? 60 : 0
        guard seconds < 60 else { return nil }
        return hours * 3600 + minutes * 60 + seconds
    }

    /// `2024-05-02` as days since 1970-01-01; `nil` for a date that does not exist.
    static func dayNumber(_ text: Substring) -> Int64? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(Self.isDigit) }),
            let year = Int64(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return CivilCalendar.validDays(year: year, month: month, day: day)
    }
}
