import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// Time in heart-rate zones per period, for `stats --zones`: the zones of the runs a filter
/// keeps, added up by the period of each run's local start date.
public enum PeriodZones {
    /// The seconds in each zone (below zone 1 first) of each of `periods`, from `loads`
    /// restricted to the runs `kept`; a period without a run with zones has six zeros.
    public static func sum(_ loads: [RunLoad], kept: Set<Int64>, periods: [Period]) -> [Period: TimeInZones] {
        var sums = Dictionary(uniqueKeysWithValues: periods.map { ($0, TimeInZones.zero.seconds) })
        guard let kind = periods.first?.kind else { return [:] }
        for load in loads where kept.contains(load.runID) {
            guard let zones = load.zones else { continue }
            let date = LocalDate(utc: load.dated.startUTC, offset: load.dated.utcOffset)
            let period = Period.containing(date, kind: kind)
            guard var seconds = sums[period] else { continue }
            for zone in seconds.indices { seconds[zone] += zones.seconds[zone] }
            sums[period] = seconds
        }
        return sums.mapValues { TimeInZones(seconds: $0) }
    }

    /// The zones of `periods` over `logbook`, for the runs `filter` keeps, with the zones
    /// placed by `model` and the profile values of each run's date.
    public static func read(
        from logbook: Logbook, filter: RunFilter, periods: [Period], model: ZoneModel = .percentOfMax
    ) throws -> [Period: TimeInZones] {
        guard let last = periods.last?.end.adding(days: -1) else { return [:] }
        let report = try TrainingLoadReport.load(from: logbook, through: last, zones: model)
        let kept = try RunListing(logbook).ids(matching: filter)
        return sum(report.runs, kept: kept, periods: periods)
    }
}
