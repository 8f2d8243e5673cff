import LogbookModel

/// Why a profile setting is refused; each message says what to give instead.
public enum ProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `profile set` without a value.
    case nothingToSet
    /// A resting heart rate not below the maximum holding with it, on a date (`nil`: always).
    case restingNotBelowMax(resting: Int, max: Int, on: LocalDate?)
    /// A lactate-threshold heart rate not between the resting and the maximum heart rate.
    case thresholdOutside(lthr: Int, resting: Int?, max: Int?, on: LocalDate?)

    /// The message for the runner.
    public var description: String {
        switch self {
        case .nothingToSet:
            return "nothing to set: give --max-hr, --resting-hr, --lthr or --sex, such as 'logbook profile set --max-hr 188 --resting-hr 48'"
        case .restingNotBelowMax(let resting, let max, let date):
            return "the resting heart rate (\(resting) bpm) must be below the maximum (\(max) bpm) holding \(Self.when(date)): "
                + "give a resting heart rate from \(AthleteSetting.restingRange.lowerBound) to \(Swift.min(max - 1, AthleteSetting.restingRange.upperBound)) bpm, or a higher --max-hr"
        case .thresholdOutside(let lthr, let resting, let max, let date):
            let low = resting.map { "above the resting heart rate (\($0) bpm)" }
            let high = max.map { "at most the maximum (\($0) bpm)" }
            return "the threshold heart rate (\(lthr) bpm) must be \([low, high].compactMap { $0 }.joined(separator: " and ")) holding \(Self.when(date)): give another --lthr"
        }
    }

    /// `on 2024-03-01`, or `from the start` for a value that always holds.
    static func when(_ date: LocalDate?) -> String {
        date.map { "on \($0)" } ?? "from the start"
    }
}
