import Foundation
import LogbookCore

/// What every fuzz target does with the activities a reader returns: build each one
/// into a run the way `logbook import` does, so the run builder is fuzzed too.
///
/// A reader or builder may reject the input with an `ImportError` (that is the point);
/// anything else — a trap, a sanitizer report, a hang — is a finding.
enum FuzzSupport {
    /// The options every target builds with: a fixed zone and the standard thresholds.
    static let zone = TimeZone(identifier: "Europe/Zurich") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// Reads `bytes` with `read` and builds every activity it returns; errors are expected.
    static func exercise(_ bytes: UnsafePointer<UInt8>, _ count: Int, read: (ImportInput) throws -> [ParsedActivity]) {
        let input = ImportInput(data: Data(bytes: bytes, count: count), displayName: "fuzz")
        guard let activities = try? read(input) else { return }
        for activity in activities {
            if let built = try? RunBuilder.build(activity, zone: zone, thresholds: .standard, file: "fuzz") {
                check(built)
            }
        }
    }

    /// The invariants the store relies on: finite totals within the schema's bounds, samples in time order.
    static func check(_ built: BuiltRun) {
        let run = built.run
        for value in [run.distance, run.elapsed, run.moving] {
            if let value, !(value.isFinite && value >= 0 && value <= 1e8) {
                fatalError("total out of the schema's bounds: \(value)")
            }
        }
        var previous = -Double.infinity
        for sample in built.samples {
            if !(sample.offset >= previous) { fatalError("samples out of time order: \(sample.offset) after \(previous)") }
            previous = sample.offset
        }
    }
}
