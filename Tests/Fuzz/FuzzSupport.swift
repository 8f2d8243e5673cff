import Foundation

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookStore
@testable import LogbookSupport

/// What every fuzz target does with the activities a reader returns: build each one
/// into a run the way `logbook import` does, so the run builder is fuzzed too.
///
/// Each input is read and built twice: once in memory, once through spools that move
/// to a temporary file every few values (as a long track does in an import); the two
/// builds must be equal. A reader or builder may reject the input with an `ImportError`
/// (that is the point); anything else — a trap, a sanitizer report, a hang, two builds
/// that differ — is a finding.
enum FuzzSupport {
    /// The options every target builds with: a fixed zone and the standard thresholds.
    static let zone = TimeZone(identifier: "Europe/Zurich") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// Spools that never write to a file.
    static let inMemory = SpoolSettings(memoryLimit: .max)
    /// Spools that write to a temporary file beyond 5 values.
    static let spilling = SpoolSettings(memoryLimit: 5)

    /// Reads `bytes` with `read` and builds every activity it returns; errors are expected.
    static func exercise(
        _ bytes: UnsafePointer<UInt8>, _ count: Int, read: (ImportInput, SpoolSettings) throws -> [ParsedActivity]
    ) {
        let input = ImportInput(data: Data(bytes: bytes, count: count), displayName: "fuzz")
        guard let activities = try? read(input, inMemory) else { return }
        guard let spooledActivities = try? read(input, spilling), spooledActivities == activities else {
            fatalError("the reader gave other activities through a spool")
        }
        for (activity, spooledActivity) in zip(activities, spooledActivities) {
            let built = RunBuilder.build(activity, zone: zone, thresholds: .standard, rules: .standard, samplesInto: Spool(inMemory))
            let spooled = RunBuilder.build(
                spooledActivity, zone: zone, thresholds: .standard, rules: .standard, samplesInto: Spool(spilling))
            guard let built else {
                if spooled != nil { fatalError("only the spooled build gave a run") }
                continue
            }
            if spooledActivity.points.failure != nil || spooled?.sampleList.failure != nil {
                fatalError("a spool failed: \(spooledActivity.points.failure ?? spooled?.sampleList.failure ?? "")")
            }
            if !same(built, spooled) { fatalError("the spooled build differs from the build in memory") }
            check(built)
        }
    }

    /// True when two builds are equal, a NaN counting as equal to itself (a NaN is a
    /// finding of `check`, not of the comparison).
    ///
    /// `==` first: the descriptions, built by reflection, cost more than the rest of a CSV
    /// row's read and build together, and are only needed when `==` says no (a NaN).
    static func same(_ a: BuiltRun, _ b: BuiltRun?) -> Bool {
        guard let b, a.samples == b.samples, a.warnings == b.warnings else { return false }
        return (a.run == b.run || String(describing: a.run) == String(describing: b.run))
            && (a.splits == b.splits || String(describing: a.splits) == String(describing: b.splits))
    }

    /// The invariants the store relies on: finite totals within the schema's bounds, samples in time order.
    static func check(_ built: BuiltRun) {
        let run = built.run
        for value in [run.distance, run.elapsed, run.moving] {
            if let value, !(value.isFinite && value >= 0 && value <= 1e8) {
                fatalError("total out of the schema's bounds: \(value)")
            }
        }
        for gain in [run.elevationGain] + built.splits.map(\.elevationGain) {
            if let gain, !(gain.isFinite && gain >= 0 && gain <= 1e6) {
                fatalError("elevation gain out of the schema's bounds: \(gain)")
            }
        }
        var previous = -Double.infinity
        for sample in built.samples {
            if !(sample.offset >= previous) { fatalError("samples out of time order: \(sample.offset) after \(previous)") }
            previous = sample.offset
        }
    }
}
