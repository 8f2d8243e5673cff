import LogbookCore
import LogbookModel

/// The option groups commands share, read in one place: where the logbook is
/// (`DatabaseOption`), which paces count (`ThresholdOptions`) and how to print (the
/// command's own `--table | --csv | --json` choice and `UnitOption`).
///
/// A command declares only the groups it takes; one it does not declare reads as its
/// default (the located logbook, the standard thresholds, a table in km), so every command
/// gets the same values the same way.
struct SharedOptions: Sendable {
    /// Where the logbook is.
    let database: DatabaseOption
    /// The pace thresholds and which of their options was given.
    let thresholdOptions: ThresholdOptions
    /// The output format; a table when none of the command's choice was given.
    let format: OutputFormat
    /// The unit of tables.
    let unit: DistanceUnit

    /// Reads the groups; `formats` is the command's own output choice, if it has one.
    /// Thresholds that contradict each other are a usage error.
    init(_ values: ParsedValues, formats: Choice<OutputFormat>? = nil) throws(UsageError) {
        database = DatabaseOption(values)
        thresholdOptions = try ThresholdOptions(values)
        format = formats.flatMap { values[$0] } ?? .table
        unit = UnitOption.unit(values)
    }
}

/// A command that keeps its shared option groups in one `SharedOptions` value and reads
/// them by name (`database`, `thresholds`, `format`, `unit`, `json`).
protocol TakesSharedOptions {
    /// The shared groups as read.
    var shared: SharedOptions { get }
}

extension TakesSharedOptions {
    /// Where the logbook is.
    var database: DatabaseOption { shared.database }
    /// Which paces count.
    var thresholds: PaceThresholds { shared.thresholdOptions.thresholds }
    /// The output format.
    var format: OutputFormat { shared.format }
    /// The unit of tables.
    var unit: DistanceUnit { shared.unit }
    /// True for `--json`.
    var json: Bool { shared.format == .json }
}
