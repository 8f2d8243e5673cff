import LogbookSupport

/// The way reports write numbers for people: paces, durations, distances; and the
/// parsers for the values people type (`--min-pace 4:30`).
public enum ReportText {
    /// The text shown for an unknown value.
    public static let unknown = "--"

    /// `5:12 /km` (or `/mi`) for a pace in seconds per km; `--` when absent, not finite or not positive.
    ///
    /// The pace is rounded to the whole second first, so 299.6 s reads `5:00`, never `4:60`.
    public static func pace(_ secondsPerKm: Double?, unit: DistanceUnit) -> String {
        guard let secondsPerKm, secondsPerKm.isFinite, secondsPerKm > 0 else { return unknown }
        let perUnit = unit.pace(secondsPerKm: secondsPerKm).rounded()
        guard perUnit < 1e9 else { return unknown }
        let whole = UInt64(perUnit)
        var text = ASCIIText()
        text.append(digitsOf: whole / 60)
        text.append(":")
        text.append(digitsOf: whole % 60, minimumDigits: 2)
        text.append(" ")
        text.append("/")
        text.append(contentsOf: unit.rawValue)
        return text.text
    }

    /// `42:10` under an hour, `1:02:03` from an hour on; `--` when absent, not finite or negative.
    public static func duration(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite, seconds >= 0, seconds < 1e12 else { return unknown }
        let whole = UInt64(seconds.rounded())
        let hours = whole / 3600, minutes = whole % 3600 / 60, rest = whole % 60
        var text = ASCIIText()
        if hours > 0 {
            text.append(digitsOf: hours)
            text.append(":")
            text.append(digitsOf: minutes, minimumDigits: 2)
        } else {
            text.append(digitsOf: minutes)
        }
        text.append(":")
        text.append(digitsOf: rest, minimumDigits: 2)
        return text.text
    }

    /// `10.02 km` (two decimals) for a distance in metres; `--` when absent, not finite or negative.
    public static func distance(_ metres: Double?, unit: DistanceUnit) -> String {
        guard let metres, metres.isFinite, metres >= 0 else { return unknown }
        return fixed(unit.distance(metres: metres), decimals: 2) + " " + unit.rawValue
    }

    /// A whole number (heart rate, cadence, metres of climb), rounded; `--` when absent or not finite.
    public static func whole(_ value: Double?) -> String {
        guard let value, value.isFinite, abs(value) < 1e15 else { return unknown }
        return String(Int64(value.rounded()))
    }

    /// `value` with exactly `decimals` digits after the point, rounded half away from zero.
    public static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return unknown }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let integer = UInt64(scaled)
        let factor = UInt64(scale)
        var text = ASCIIText()
        if value < 0 && integer != 0 { text.append("-") }
        if decimals == 0 {
            text.append(digitsOf: integer)
        } else {
            text.append(digitsOf: integer / factor)
            text.append(".")
            text.append(digitsOf: integer % factor, minimumDigits: decimals)
        }
        return text.text
    }

    /// A plain number for CSV and JSON-like output: whole numbers without a point,
    /// others with up to three decimals (`5000`, `312.5`, `0.333`); empty when absent or not finite.
    public static func plainNumber(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int64(value)) }
        var text = fixed(value, decimals: 3)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Parses a pace typed as `M:SS` (minutes, a colon, two digits of seconds below 60)
    /// into seconds; nil for anything else (`4:5`, `4:60`, `-1:00`, `4.5`).
    public static func parsePace(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[0].count <= 6, parts[1].count == 2,
            parts[0].allSatisfy(\.isASCIIDigitCharacter), parts[1].allSatisfy(\.isASCIIDigitCharacter),
            let minutes = Int(parts[0]), let seconds = Int(parts[1]), seconds < 60
        else { return nil }
        return Double(minutes * 60 + seconds)
    }

}

/// ASCII digit test for the pace parser.
extension Character {
    /// True for `0`...`9` only (not other scripts' digits).
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) && isASCII }
}
