import LogbookModel

/// A pair of gear as the report's gear section shows it: its use among the report's runs
/// (its filter), and its whole life's use, which its limit is measured against.
public struct ReportGearUse: Sendable, Equatable {
    /// The pair and its use over every live run.
    public var lifetime: GearUsage
    /// How many of the report's runs it was used on.
    public var runs: Int
    /// The distance of those runs, metres (runs without a believable distance add nothing).
    public var distance: Double

    /// True when its whole life's distance is past its limit.
    public var overLimit: Bool { (lifetime.left ?? 0) < 0 }

    /// The pairs of `usage` used on at least one of `runs` (the report's), each with the
    /// runs and distance of those, in `usage`'s order: a running report leaves the bike out,
    /// and a year's report counts that year's runs only.
    public static func uses(_ usage: [GearUsage], runs: [Run]) -> [ReportGearUse] {
        var counts: [Int64: (runs: Int, distance: Double)] = [:]
        for run in runs {
            guard let id = run.gearID else { continue }
            let metres = run.distance.map { $0.isFinite && $0 >= 0 ? $0 : 0 } ?? 0
            counts[id, default: (0, 0)].runs += 1
            counts[id, default: (0, 0)].distance += metres
        }
        return usage.compactMap { pair in
            counts[pair.gear.id].map { ReportGearUse(lifetime: pair, runs: $0.runs, distance: $0.distance) }
        }
    }
}
