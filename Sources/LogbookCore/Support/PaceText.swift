/// Reads and writes paces as runners write them: `4:58` minutes:seconds per km (or mile).
public enum PaceText {
    /// Parses `m:ss` (or plain seconds, e.g. `300`) into seconds; nil when unreadable,
    /// not finite, or not positive.
    public static func parse(_ text: String) -> Double? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, text.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
            return seconds
        case 2:
            guard let minutes = Int(parts[0]), minutes >= 0, parts[1].count == 2, let seconds = Int(parts[1]), (0..<60).contains(seconds)
            else { return nil }
            let total = Double(minutes * 60 + seconds)
            return total > 0 ? total : nil
        default:
            return nil
        }
    }

    /// `4:58` for 298 seconds (rounded to the nearest second); `--` for nil or non-finite.
    public static func format(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite, seconds >= 0, seconds < 1e7 else { return "--" }
        let whole = Int(seconds.rounded())
        let remainder = whole % 60
        return "\(whole / 60):" + (remainder < 10 ? "0" : "") + "\(remainder)"
    }
}
