import LogbookCore
import LogbookModel

/// `--min-distance`, `--min-pace` and `--max-pace`, shared by import, stats, clean and trim so
/// that every command judges pace against the same thresholds.
struct ThresholdOptions: Sendable {
    /// `--min-distance <m>`.
    static let minDistance = Option<Double>(
        "min-distance", value: "m", help: "Shortest run, in metres, whose pace counts (default 50).",
        expected: "a distance in metres, 0 or more"
    ) { text in Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
    /// `--min-pace <m:ss>`.
    static let minPace = paceOption("min-pace", help: "Fastest pace per km that counts (default 2:00).")
    /// `--max-pace <m:ss>`.
    static let maxPace = paceOption("max-pace", help: "Slowest pace per km that counts (default 30:00).")

    /// The three declarations, in help order.
    static let declarations = [minDistance.declaration, minPace.declaration, maxPace.declaration]

    /// The thresholds: the options over `PaceThresholds.standard`.
    let thresholds: PaceThresholds
    /// The first of the three options given, for commands where they do not apply to every mode.
    let firstGiven: ArgumentDeclaration?

    /// Reads the options; a minimum pace slower than the maximum is a usage error.
    init(_ values: ParsedValues) throws(UsageError) {
        var thresholds = PaceThresholds.standard
        if let metres = values[Self.minDistance] { thresholds.minDistance = metres }
        if let seconds = values[Self.minPace] { thresholds.minPace = seconds }
        if let seconds = values[Self.maxPace] { thresholds.maxPace = seconds }
        if thresholds.minPace > thresholds.maxPace {
            throw UsageError("--min-pace must not be slower than --max-pace")
        }
        self.thresholds = thresholds
        firstGiven = Self.declarations.first(where: values.contains)
    }

    /// A pace option; a pace the schema cannot store (its CHECK: 0:01 to 16666:40 /km) is refused
    /// here, as a usage error, instead of failing every file on a raw CHECK message.
    private static func paceOption(_ long: String, help: String) -> Option<Double> {
        Option(long, value: "m:ss", help: help) { text in
            guard let seconds = ReportText.parsePace(text) else { return .failure(.expected("a pace per km as M:SS, e.g. 4:30")) }
            let range = PaceThresholds.storablePaces
            guard range.contains(seconds) else {
                return .failure(
                    .expected("a pace per km from \(ReportText.pace(range.lowerBound, unit: .km)) to \(ReportText.pace(range.upperBound, unit: .km))"))
            }
            return .success(seconds)
        }
    }
}
