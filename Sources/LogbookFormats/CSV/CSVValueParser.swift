import LogbookModel

/// Reads the values found in CSV cells: numbers with thousands separators or a
/// decimal comma, durations, and the date formats the supported exports use.
///
/// Every function is pure and returns `nil` for text it cannot read.
public enum CSVValueParser {
    /// True when a cell means "no value": empty, only spaces, `-` or `--`.
    public static func isMissing(_ text: String) -> Bool {
        let trimmed = trim(text)
        return trimmed.isEmpty || trimmed == "-" || trimmed == "--"
    }

    /// Reads a decimal number such as `12.5`, `1,234.5`, `1.234,5` or `1 234,5`.
    ///
    /// When both `.` and `,` occur, the last one is the decimal separator. A lone
    /// kind of separator is a thousands separator when it groups digits by three
    /// (`1,234`, `1.234.567`); otherwise it is the decimal separator. With
    /// `decimalComma` (files delimited by `;`) a single `,` is always the decimal
    /// separator. An exponent (`1.5e-05`) is accepted when no thousands separator
    /// is used. `nan`, `inf`, hexadecimal and out-of-range numbers give `nil`.
    public static func number(_ text: String, decimalComma: Bool = false) -> Double? {
        var body = Substring(trim(text)).filter { $0 != " " && $0 != "\u{00A0}" && $0 != "\u{202F}" && $0 != "'" }[...]
        var sign = ""
        if let first = body.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            body = body.dropFirst()
        }
        var exponent = ""
        if let exponentIndex = body.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = String(body[exponentIndex...])
            body = body[..<exponentIndex]
            let digits = exponent.dropFirst().drop(while: { $0 == "+" || $0 == "-" })
            guard exponent.dropFirst().prefix(while: { $0 == "+" || $0 == "-" }).count <= 1,
                !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit)
            else { return nil }
        }
        guard !body.isEmpty, body.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "," }) else { return nil }
        let dots = body.filter { $0 == "." }.count
        let commas = body.filter { $0 == "," }.count

        let decimalSeparator: Character?
        let thousandsSeparator: Character?
        if dots > 0 && commas > 0 {
            guard let lastSeparator = body.last(where: { $0 == "." || $0 == "," }) else { return nil }
            decimalSeparator = lastSeparator
            thousandsSeparator = lastSeparator == "." ? "," : "."
        } else if commas > 0 {
            if decimalComma && commas == 1 {
                (decimalSeparator, thousandsSeparator) = (",", nil)
            } else if groupsByThree(body, separator: ",") {
                (decimalSeparator, thousandsSeparator) = (nil, ",")
            } else if commas == 1 {
                (decimalSeparator, thousandsSeparator) = (",", nil)
            } else {
                return nil
            }
        } else if dots > 0 {
            if decimalComma && groupsByThree(body, separator: ".") {
                (decimalSeparator, thousandsSeparator) = (nil, ".")
            } else if dots == 1 {
                (decimalSeparator, thousandsSeparator) = (".", nil)
            } else if groupsByThree(body, separator: ".") {
                (decimalSeparator, thousandsSeparator) = (nil, ".")
            } else {
                return nil
            }
        } else {
            (decimalSeparator, thousandsSeparator) = (nil, nil)
        }

        var integerPart = body
        var fractionPart: Substring = ""
        if let decimalSeparator {
            let pieces = body.split(separator: decimalSeparator, omittingEmptySubsequences: false)
            guard pieces.count == 2 else { return nil }
            integerPart = pieces[0]
            fractionPart = pieces[1]
        }
        if let thousandsSeparator {
            guard exponent.isEmpty, groupsByThree(integerPart, separator: thousandsSeparator) else { return nil }
            integerPart = integerPart.filter { $0 != thousandsSeparator }[...]
        }
        guard integerPart.allSatisfy(\.isASCIIDigit), fractionPart.allSatisfy(\.isASCIIDigit),
            !(integerPart.isEmpty && fractionPart.isEmpty)
        else { return nil }
        let canonical = sign + (integerPart.isEmpty ? "0" : String(integerPart)) + "." + (fractionPart.isEmpty ? "0" : String(fractionPart)) + exponent
        guard let value = Double(canonical), value.isFinite else { return nil }
        return value
    }

    /// Reads a duration in seconds: `h:mm:ss`, `m:ss` (each with an optional
    /// fraction such as `01:02:03.0`) or a plain number of seconds (`3966`, `3966.5`).
    /// Minutes and seconds after a colon must be below 60; negative durations give `nil`.
    public static func duration(_ text: String, decimalComma: Bool = false) -> Double? {
        let trimmed = trim(text)
        guard trimmed.contains(":") else {
            guard let seconds = number(trimmed, decimalComma: decimalComma), seconds >= 0 else { return nil }
            return seconds
        }
        let parts = trimmed.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        let leading = parts.dropLast()
        guard leading.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let secondsText = parts[parts.count - 1].replacingOccurrences(",", with: ".")
        guard let firstSecondDigit = secondsText.first, firstSecondDigit.isASCIIDigit,
            secondsText.prefix(while: \.isASCIIDigit).count == 2,
            secondsText.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
            let seconds = Double(secondsText), seconds < 60
        else { return nil }
        let numbers = leading.compactMap { Double(String($0)) }
        if numbers.count == 2 {
            guard numbers[1] < 60, parts[1].count == 2 else { return nil }
            return numbers[0] * 3600 + numbers[1] * 60 + seconds
        }
        return numbers[0] * 60 + seconds
    }

    /// Reads an ISO 8601 date and time: `2024-03-02T07:15:10`, with `T` or a space,
    /// optional seconds and fraction, and an optional zone (`Z`, `+01:00`, `+0100`, `+01`).
    ///
    /// Without a zone the time is floating (wall clock). `Z` gives an absolute time
    /// with no stated offset (it names UTC, not the runner's zone); a numeric offset
    /// gives an absolute time with that offset stated.
    public static func isoDateTime(_ text: String) -> StartTime? {
        let trimmed = trim(text)
        guard let separatorIndex = trimmed.firstIndex(where: { $0 == "T" || $0 == " " }) else { return nil }
        let datePart = trimmed[..<separatorIndex]
        var timePart = trimmed[trimmed.index(after: separatorIndex)...].drop(while: { $0 == " " })
        guard let day = civilDay(datePart) else { return nil }

        var offset: Int?
        var isUTC = false
        if timePart.hasSuffix("Z") || timePart.hasSuffix("z") {
            isUTC = true
            timePart = timePart.dropLast()
        } else if let signIndex = timePart.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            guard let parsed = parseOffset(timePart[signIndex...]) else { return nil }
            offset = parsed
            timePart = timePart[..<signIndex]
        }
        timePart = timePart.drop(while: { $0 == " " })
        while timePart.last == " " { timePart = timePart.dropLast() }
        guard let secondOfDay = clockSeconds(timePart) else { return nil }
        let wallClock = Double(day * 86_400) + secondOfDay
        if isUTC { return .absolute(utc: wallClock, statedOffset: nil) }
        if let offset { return .absolute(utc: wallClock - Double(offset), statedOffset: offset) }
        return .floating(wallClock: wallClock)
    }

    /// Reads Strava's `Activity Date`, e.g. `Oct 5, 2014, 4:15:21 PM`, as seconds
    /// since 1970 of that wall-clock time (Strava writes it in UTC).
    /// Translated exports write the day first, on a 24-hour clock: `29.05.2022, 15:53:35`.
    public static func stravaDate(_ text: String) -> Double? {
        let parts = trim(text).split(separator: ",").map { trim(String($0)) }
        if parts.count == 2 { return dayFirstDate(parts[0], time: parts[1]) }
        guard parts.count == 3 else { return nil }
        let monthDay = parts[0].split(separator: " ")
        guard monthDay.count == 2,
            let month = monthNames.firstIndex(of: monthDay[0].prefix(3).lowercased()),
            let dayOfMonth = Int(monthDay[1]), let year = Int(parts[1]), parts[1].count == 4
        else { return nil }
        let timeAndMeridiem = parts[2].split(separator: " ")
        guard timeAndMeridiem.count == 2, let clock = clockSeconds(timeAndMeridiem[0]) else { return nil }
        let meridiem = timeAndMeridiem[1].uppercased()
        let hour12 = Int(clock / 3600)
        guard (1...12).contains(hour12), meridiem == "AM" || meridiem == "PM" else { return nil }
        var secondOfDay = clock.truncatingRemainder(dividingBy: 3600) + Double(hour12 % 12) * 3600
        if meridiem == "PM" { secondOfDay += 12 * 3600 }
        guard let day = daysSince1970(year: year, month: month + 1, day: dayOfMonth) else { return nil }
        return Double(day * 86_400) + secondOfDay
    }

    /// `29.05.2022` (or with `/` or `-`) and `15:53:35` as seconds since 1970 of that wall-clock time.
    private static func dayFirstDate(_ date: String, time: String) -> Double? {
        let pieces = date.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "/" || $0 == "-" })
        guard pieces.count == 3, (1...2).contains(pieces[0].count), (1...2).contains(pieces[1].count), pieces[2].count == 4,
            pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            let dayOfMonth = Int(pieces[0]), let month = Int(pieces[1]), let year = Int(pieces[2]),
            let day = daysSince1970(year: year, month: month, day: dayOfMonth),
            let clock = clockSeconds(Substring(time))
        else { return nil }
        return Double(day * 86_400) + clock
    }

    /// The days from 1970-01-01 to a calendar date, or `nil` for a date that does not exist.
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int? {
        CivilCalendar.validDays(year: Int64(year), month: month, day: day).map { Int($0) }
    }

    /// True when `separator` splits `text` into groups of digits like `1,234,567`:
    /// a first group of one to three digits, then groups of exactly three.
    private static func groupsByThree(_ text: Substring, separator: Character) -> Bool {
        let groups = text.split(separator: separator, omittingEmptySubsequences: false)
        guard groups.count >= 2, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isASCIIDigit) } && groups.dropFirst().allSatisfy { $0.count == 3 }
    }

    private static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `yyyy-mm-dd` (or `yyyy/mm/dd`) as days since 1970.
    private static func civilDay(_ text: Substring) -> Int? {
        let pieces = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" })
        guard pieces.count == 3, pieces[0].count == 4, pieces[1].count <= 2, pieces[2].count <= 2,
            pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
            let year = Int(pieces[0]), let month = Int(pieces[1]), let day = Int(pieces[2])
        else { return nil }
        return daysSince1970(year: year, month: month, day: day)
    }

    /// `H:mm`, `H:mm:ss` or `H:mm:ss.fff` as seconds since midnight (hours 0–23).
    private static func clockSeconds(_ text: Substring) -> Double? {
        let pieces = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pieces.count == 2 || pieces.count == 3,
            (1...2).contains(pieces[0].count), pieces[0].allSatisfy(\.isASCIIDigit),
            pieces[1].count == 2, pieces[1].allSatisfy(\.isASCIIDigit),
            let hour = Int(pieces[0]), let minute = Int(pieces[1]), hour < 24, minute < 60
        else { return nil }
        var seconds = 0.0
        if pieces.count == 3 {
            let secondText = pieces[2].replacingOccurrences(",", with: ".")
            guard secondText.prefix(while: \.isASCIIDigit).count == 2,
                secondText.allSatisfy({ $0.isASCIIDigit || $0 == "." }),
                let parsed = Double(secondText), parsed < 60
            else { return nil }
            seconds = parsed
        }
        return Double(hour * 3600 + minute * 60) + seconds
    }

    /// `+01:00`, `-0530`, `+01` as seconds east of UTC.
    private static func parseOffset(_ text: Substring) -> Int? {
        guard let sign = text.first else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.allSatisfy(\.isASCIIDigit), digits.count == 2 || digits.count == 4,
            let hours = Int(digits.prefix(2)), let minutes = Int(digits.count == 4 ? String(digits.suffix(2)) : "0"),
            hours <= 18, minutes < 60
        else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == "-" ? -seconds : seconds
    }

    /// The text without leading and trailing whitespace, looking at its ends only (the
    /// `reversed()` round trip cost 0.7 µs per character, the most of a CSV import).
    private static func trim(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}

extension Character {
    /// True for the ASCII digits 0–9 only (not other Unicode digits).
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber && self >= "0" && self <= "9" }
}

extension Substring {
    /// The text with every `target` replaced by `replacement`.
    fileprivate func replacingOccurrences(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
