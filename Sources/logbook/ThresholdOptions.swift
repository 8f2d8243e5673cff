import LogbookCore

/// The `--min-distance`, `--min-pace` and `--max-pace` options shared by import, stats and clean.
enum ThresholdOptions {
    /// The three options.
    static let options = [
        OptionSpec(long: "min-distance", short: nil, valueName: "metres", help: "Shortest distance given a pace (default: 50)."),
        OptionSpec(long: "min-pace", short: nil, valueName: "m:ss", help: "Fastest believable pace per km (default: 2:00)."),
        OptionSpec(long: "max-pace", short: nil, valueName: "m:ss", help: "Slowest pace still counted, per km (default: 30:00)."),
    ]

    /// The thresholds from the options, defaults elsewhere; unreadable values are usage errors.
    static func thresholds(_ arguments: ParsedArguments, command: CommandSpec) throws -> PaceThresholds {
        var thresholds = PaceThresholds.standard
        if let text = arguments.value("min-distance") {
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw UsageError(message: "--min-distance takes a distance in metres, not '\(text)'", command: command)
            }
            thresholds.minDistance = value
        }
        for (name, keyPath) in [("min-pace", \PaceThresholds.minPace), ("max-pace", \PaceThresholds.maxPace)] {
            if let text = arguments.value(name) {
                guard let value = PaceText.parse(text) else {
                    throw UsageError(message: "--\(name) takes a pace as m:ss (e.g. 4:30), not '\(text)'", command: command)
                }
                thresholds[keyPath: keyPath] = value
            }
        }
        if thresholds.minPace >= thresholds.maxPace {
            throw UsageError(message: "--min-pace must be faster (smaller) than --max-pace", command: command)
        }
        return thresholds
    }
}
