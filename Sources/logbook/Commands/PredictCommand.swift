import Foundation
import LogbookAnalysis
import LogbookCore
import LogbookModel

/// `logbook predict [--days N] [--json]`: race times from the best efforts of the last days,
/// by Riegel and by Daniels' VDOT, each naming the effort it came from.
struct PredictCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "predict",
        abstract: "Predict 5 km, 10 km, half and marathon times from recent best efforts.",
        discussion: """
            From the fastest running efforts of the last days over the mile, 5 km, 10 km, half
            and marathon (as 'logbook records' judges them): Riegel's T2 = T1 * (D2 / D1)^1.06
            from the effort that predicts the fastest time, and Daniels' VDOT (the
            Daniels-Gilbert oxygen cost and time-to-exhaustion formulas) from the effort with
            the highest VDOT.
            """)

    /// `--days <n>`.
    static let daysOption = Option<Int>(
        "days", value: "n", help: "Use the best efforts of the last N days, today included (default 90).",
        expected: "a whole number from 1 to 36500"
    ) { text in Int(text).flatMap { (1...36_500).contains($0) ? $0 : nil } }
    /// `--json`.
    static let formatChoice = OutputFormat.choice(
        [.csv, .json], help: [.csv: "Print a CSV row per race.", .json: "Print one JSON object."])

    /// Its arguments.
    static let declarations = [daysOption.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// How many days back.
    let days: Int
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        days = values[Self.daysOption] ?? 90
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Prints the predictions.
    func run(_ context: CommandContext) throws -> ExitCode {
        let now = Date()
        let today = LocalDate(utc: Int64(now.timeIntervalSince1970), offset: TimeZone.current.secondsFromGMT(for: now))
        let begin = today.adding(days: -Int64(days - 1))
        let logbook = try database.open(context, for: .readExisting)
        let sources = try RacePredictionReport.sources(from: logbook, begin: begin, thresholds: thresholds)
        let leftOut = try RacePredictionReport.leftOut(from: logbook, begin: begin)
        let predictions = RacePrediction.predict(sources)
        if json {
            Console.out(Self.json(predictions, begin: begin, leftOut: leftOut).serialized() + "\n")
            return .success
        }
        if format == .csv {
            Console.out(Self.csv(predictions))
            return .success
        }
        guard !sources.isEmpty else {
            Console.line("No running effort of a mile or more since \(begin): nothing to predict from. Try a longer --days.")
            Console.out(RunDoubtText.leftOutNote(leftOut))
            return .success
        }
        var text = "Predictions from the best efforts since \(begin):\n"
        for prediction in predictions {
            text += prediction.label.padding(toLength: 10, withPad: " ", startingAt: 0)
            if let riegel = prediction.riegel {
                text += "Riegel " + ReportText.duration(riegel.time).padding(toLength: 9, withPad: " ", startingAt: 0)
                    + "(\(Self.name(riegel.source)))  "
            }
            if let daniels = prediction.daniels {
                text += "VDOT " + ReportText.duration(daniels.time) + " (VDOT \(Self.oneDecimal(daniels.vdot)), \(Self.name(daniels.source)))"
            }
            text += "\n"
        }
        Console.out(text + RunDoubtText.leftOutNote(leftOut))
        return .success
    }

    /// `5k 20:00, run 3 on 2026-11-20`.
    static func name(_ source: PredictionSource) -> String {
        "\(source.label) \(ReportText.duration(source.time)), run \(source.runID) on \(source.date)"
    }

    /// `49.8`.
    static func oneDecimal(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "--" }
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// The predictions as CSV: a row per race with the JSON's figures and each method's source run.
    static func csv(_ predictions: [RacePrediction]) -> String {
        var writer = CSVWriter(header: ["race", "distance_m", "riegel_s", "riegel_run_id", "vdot", "vdot_s", "vdot_run_id"])
        let number = ReportText.plainNumber
        for prediction in predictions {
            writer.append([
                prediction.label, number(prediction.metres), number(prediction.riegel?.time),
                prediction.riegel.map { String($0.source.runID) } ?? "", number(prediction.daniels?.vdot),
                number(prediction.daniels?.time), prediction.daniels.map { String($0.source.runID) } ?? "",
            ])
        }
        return writer.text
    }

    /// The predictions as JSON: one object per race with each method's time and effort.
    static func json(_ predictions: [RacePrediction], begin: LocalDate, leftOut: [LeftOutRun] = []) -> JSONValue {
        func source(_ source: PredictionSource) -> JSONValue {
            .object([
                ("distance", .string(source.label)), ("time_s", .number(source.time)), ("run_id", .integer(source.runID)),
                ("date", .string(source.date.description)),
            ])
        }
        return .object([
            ("since", .string(begin.description)),
            ("races", .array(predictions.map { prediction in
                .object([
                    ("race", .string(prediction.label)), ("distance_m", .number(prediction.metres)),
                    ("riegel_s", .number(prediction.riegel?.time)),
                    ("riegel_from", prediction.riegel.map { source($0.source) } ?? .null),
                    ("vdot", .number(prediction.daniels?.vdot)), ("vdot_s", .number(prediction.daniels?.time)),
                    ("vdot_from", prediction.daniels.map { source($0.source) } ?? .null),
                ])
            })),
            ("left_out", RunDoubtText.leftOutJSON(leftOut)),
        ])
    }
}
