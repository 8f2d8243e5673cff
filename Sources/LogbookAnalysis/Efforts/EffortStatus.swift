/// Whether a best effort may be a record, and if not, why not.
///
/// The raw values are what `best_efforts.status` stores and what reports count.
public enum EffortStatus: String, Sendable, CaseIterable, Comparable {
    /// A believable effort: it may be a record.
    case ok
    /// Faster than the world record for its distance (`WorldRecords`): a GPS glitch, a
    /// mislabelled ride or a car.
    case fasterThanWorldRecord = "faster_than_world_record"
    /// Its pace is faster than the running pace thresholds' fastest (`--min-pace`).
    case tooFast = "too_fast"
    /// Its pace is slower than the running pace thresholds' slowest (`--max-pace`).
    case tooSlow = "too_slow"
    /// Believable on its own, but the same run has an effort faster than a world record:
    /// nothing that run measured can be trusted (a ride stored as a run).
    case impossibleRun = "impossible_run"

    /// In declaration order.
    public static func < (a: EffortStatus, b: EffortStatus) -> Bool {
        let order = allCases
        return (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
}
