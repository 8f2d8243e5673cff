import LogbookCore

/// The `--min-distance`, `--min-pace` and `--max-pace` options shared by import, stats and clean,
/// so that every command judges pace against the same thresholds.
enum ThresholdOptions {
    /// `--min-distance <m>`.
    static let minDistance = OptionSpec(
        long: "min-distance", short: nil, valueName: "m", help: "Shortest run, in metres, whose pace counts (default 50).")
    /// `--min-pace <m:ss>`.
    static let minPace = OptionSpec(
        long: "min-pace", short: nil, valueName: "m:ss", help: "Fastest pace per km that counts (default 2:00).")
    /// `--max-pace <m:ss>`.
    static let maxPace = OptionSpec(
        long: "max-pace", short: nil, valueName: "m:ss", help: "Slowest pace per km that counts (default 30:00).")

    /// The three options.
    static let options = [minDistance, minPace, maxPace]

    /// The thresholds from the options over `PaceThresholds.standard`; unreadable values are usage errors.
    static func thresholds(_ arguments: ParsedArguments, command: CommandSpec) throws -> PaceThresholds {
        var thresholds = PaceThresholds.standard
        if let text = arguments.value(minDistance.long) {
            guard let metres = Double(text), metres.isFinite, metres >= 0 else {
                throw ReportOptions.invalid(text, minDistance, expected: "a distance in metres, 0 or more", command: command)
            }
            thresholds.minDistance = metres
        }
        for (option, keyPath) in [(minPace, \PaceThresholds.minPace), (maxPace, \PaceThresholds.maxPace)] {
            guard let text = arguments.value(option.long) else { continue }
            guard let seconds = ReportText.parsePace(text) else {
                throw ReportOptions.invalid(text, option, expected: "a pace per km as M:SS, e.g. 4:30", command: command)
            }
            guard PaceThresholds.storablePaces.contains(seconds) else {
                let range = PaceThresholds.storablePaces
                throw ReportOptions.invalid(
                    text, option,
                    expected: "a pace per km from \(ReportText.pace(range.lowerBound, unit: .km)) to \(ReportText.pace(range.upperBound, unit: .km))",
                    command: command)
            }
            thresholds[keyPath: keyPath] = seconds
        }
        if thresholds.minPace > thresholds.maxPace {
            throw UsageError(message: "--min-pace must not be slower than --max-pace", command: command)
        }
        return thresholds
    }
}
