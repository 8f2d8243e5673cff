import Foundation

/// Formats the numbers shown in findings: distances, durations, plain values.
public enum NumberText {
    /// `-12.5`, `30`, `1e+300`: a number without trailing zeros (up to 3 decimals).
    public static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if abs(value) >= 1e15 { return String(format: "%g", value) }
        if value == value.rounded() { return String(Int64(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `1.70 km` for 1700 m.
    public static func kilometres(_ metres: Double) -> String {
        String(format: "%.2f km", metres / 1000)
    }

    /// `7:30` for 450 s, `1:02:30` for 3750 s (rounded to the second); `--` when not finite.
    public static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e9 else { return "--" }
        let whole = Int(seconds.rounded())
        let sign = whole < 0 ? "-" : ""
        let magnitude = abs(whole)
        let hours = magnitude / 3600, minutes = magnitude % 3600 / 60, rest = magnitude % 60
        if hours > 0 { return sign + "\(hours):" + two(minutes) + ":" + two(rest) }
        return sign + "\(minutes):" + two(rest)
    }

    /// `06:32:30`: the clock time of a number of seconds since local midnight.
    public static func clock(secondsOfDay: Int64) -> String {
        let seconds = ((secondsOfDay % 86_400) + 86_400) % 86_400
        return two(Int(seconds / 3600)) + ":" + two(Int(seconds % 3600 / 60)) + ":" + two(Int(seconds % 60))
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
