import Foundation
import LogbookAnalysis
import LogbookModel
import LogbookSQLite
import LogbookStore

/// Computes stored runs again with today's rules: what `logbook rebuild` does.
///
/// A run with samples is rebuilt from them through the same `RunBuilder` as an import
/// (see `TrimRebuilder.build`), given the totals its file stated (`Run.device`, stored since
/// migration 0007) and, when its distance came from the device, the stored cumulative
/// distance as the device's. Its id, start, offset, name, source, import time, file and
/// the words of an export stay; a sport stored as inferred is inferred again, any other
/// stored sport stays (a run stored before 0007 keeps its sport: the samples cannot tell
/// what its file stated; `import --refresh` re-reads the file). A run without samples (a
/// CSV row) keeps its numbers and gets its pace judged again by its sport's range.
///
/// A run whose UTC offset came from its position or the system zone gets it again
/// (`ZoneChoice.rederived`): the zone at its first stored position at its own start instant;
/// so a run stored before positions gave zones moves to the local day, week and month where
/// it was run. Offsets the file or `--tz` gave stay, and so do those of runs without a position.
///
/// Splits and samples are replaced; an original kept by `logbook trim` stays as it was.
/// Each run is one transaction.
public struct RunRebuilder {
    /// The connection.
    public let database: Database
    /// The pace thresholds for running (the other sports' ranges follow `SportThresholds`).
    public var thresholds: PaceThresholds

    /// Creates the use case over an opened logbook.
    public init(_ logbook: Logbook, thresholds: PaceThresholds = .standard) {
        self.init(database: logbook.database, thresholds: thresholds)
    }

    /// Creates the use case over an open, migrated connection (the core's own and the tests').
    package init(database: Database, thresholds: PaceThresholds = .standard) {
        self.database = database
        self.thresholds = thresholds
    }

    /// The ids to rebuild: `ids` in the order given (every one must be a live run), or
    /// every live run by id when empty.
    public func runIDs(_ ids: [Int64]) throws -> [Int64] {
        guard !ids.isEmpty else {
            return try RunQueries(database: database).allIDs()
        }
        let tables = QuarantineTables(database: database)
        for id in ids where try !tables.liveRunExists(id) {
            throw try RunLookupError.missing(id, in: database)
        }
        return ids
    }

    /// Run `id` as stored and as rebuilt, with what the rebuild would store; nothing is written.
    public func plan(runID id: Int64) throws -> (change: RebuildChange, built: BuiltRun?) {
        let queries = RunQueries(database: database)
        let run = try queries.liveRun(id: id)
        let splitCount = try queries.splits(runID: id).count
        let position = try Self.firstPosition(runID: id, in: database)
        guard var built = try Self.rebuilt(run, track: .stored(runID: id, in: database), thresholds: thresholds) else {
            var after = ZoneChoice.rederived(run, position: position)
            after.pace = Pace.judge(
                moving: run.moving, distance: run.distance, thresholds: SportThresholds.forSport(run.sport, running: thresholds))
            var change = RebuildChange(before: run, after: after, splitCounts: (splitCount, splitCount))
            change.lostSamples = try Self.hasLostSamples(run, splitCount: splitCount, in: database)
            return (change, nil)
        }
        built.run = ZoneChoice.rederived(built.run, position: position)
        return (RebuildChange(before: run, after: built.run, splitCounts: (splitCount, built.splits.count)), built)
    }

    /// The first stored position of run `id` that is not 0,0, in degrees, or `nil`: one
    /// row at a time, in the samples' order, so that no run's samples are held.
    static func firstPosition(runID id: Int64, in database: Database) throws -> (lat: Double, lon: Double)? {
        try RunQueries(database: database).firstPosition(runID: id) { PositionZone.isUsable(lat: $0, lon: $1) }
    }

    /// True when run `run` has no samples although its km splits or GPS distance say it was
    /// recorded with some (a summary row has neither).
    static func hasLostSamples(_ run: Run, splitCount: Int, in database: Database) throws -> Bool {
        guard let id = run.id, splitCount > 0 || run.gpsDistance != nil else { return false }
        return try !RunQueries(database: database).hasSamples(runID: id)
    }

    /// Rebuilds run `id` in one transaction and returns the change (written only when it
    /// changes something).
    @discardableResult
    public func rebuild(runID id: Int64) throws -> RebuildChange {
        try database.inTransaction {
            let (change, built) = try plan(runID: id)
            guard change.changesSomething else { return change }
            // Without samples (`built` nil) the run's totals change and its details stay.
            let rebuilt = built ?? BuiltRun(run: change.after, splits: [], samples: [], warnings: [])
            try RunStore(database: database).save(
                RunAnalysis.analyze(rebuilt, thresholds: .standard), .rebuilt(runID: id, keepDetails: built == nil))
            return change
        }
    }

    /// The run computed again from its samples, or `nil` when it has fewer than two
    /// samples spanning some time (nothing to compute from).
    /// The samples are walked from `track` (row by row from the logbook), never all held.
    static func rebuilt(_ run: Run, track: StoredTrack, thresholds: PaceThresholds) throws -> BuiltRun? {
        let facts = try track.facts()
        guard let first = facts.firstOffsetMs, let last = facts.lastOffsetMs, last > first else { return nil }
        var rules = RunBuilderRules.standard
        // The preference the run was imported with, as its stored rulings show it (a track the
        // device's total lost to is not a preference), else as its sources show it; a run whose
        // source is unknown (stored before it was kept) gets today's default.
        rules.distanceSource = run.distanceSource.map { run.rulings.distance?.preferred ?? $0 } ?? .device
        rules.movingSource = run.movingSource.map { run.rulings.moving?.preferred ?? $0 } ?? .device
        let source = StoredRunSource.of(run, lastDistanceDm: facts.lastDistanceDm)
        guard var built = try TrimRebuilder.build(
            run: run, track: track, facts: facts, zone: run.storedZone, thresholds: thresholds, rules: rules, source: source)
        else { return nil }
        // What the samples determine comes from the rebuild; everything else stays as stored.
        let computed = built.run
        built.run = run.withMeasurements(of: computed)
        if source.rawSport != nil {
            built.run.sport = computed.sport
            built.run.sportSource = computed.sportSource
            built.run.rulings.sport = computed.rulings.sport
        }
        return built
    }
}
