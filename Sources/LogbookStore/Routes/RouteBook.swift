import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// The SQL of routes and segment efforts (migration 0022): places a stored run on its route
/// and finds its passes through the segments, and finds every route again from scratch.
///
/// A run is matched only against the routes whose start and end are near its own and whose
/// length is in its band (`RouteCell`, the spatial index on both ends since 0027, and
/// `RouteComparison.mayRelate`: no other route's track is read), and the segments starting
/// near its track, never against every run. The judgements are `RouteComparison` and
/// `SegmentMatcher`; this only reads and writes.
public struct RouteBook {
    /// The connection.
    public let database: Database
    /// True when the routes table holds each route's ends (migration 0027): false only for
    /// the follow-up step of 0022, which finds the routes before those columns exist.
    let storesEnds: Bool

    /// A book over an open, migrated logbook.
    public init(database: Database) {
        self.init(database: database, storesEnds: true)
    }

    /// A book over a logbook whose routes table has the ends' columns when `storesEnds`.
    init(database: Database, storesEnds: Bool) {
        self.database = database
        self.storesEnds = storesEnds
    }

    /// The positioned samples of stored run `runID`, in order.
    public func positions(ofRun runID: Int64) throws -> [TimedPosition] {
        try positions(ofRun: runID, from: SampleChunkTable(database: database))
    }

    /// The positioned samples of run `runID` as `samples` reads them (rows while migration
    /// 0022 runs, chunks since 0026), in order.
    private func positions(ofRun runID: Int64, from samples: SampleChunkTable) throws -> [TimedPosition] {
        var positions: [TimedPosition] = []
        try samples.forEachChunk(runID: runID, requiring: SampleChunkColumn.positionBits) { entries in
            for entry in entries {
                guard let lat = entry.sample.latE7, let lon = entry.sample.lonE7 else { continue }
                positions.append(TimedPosition(
                    offset: Double(entry.sample.offsetMs) / 1000, point: CoursePoint(lat: Double(lat) / 1e7, lon: Double(lon) / 1e7),
                    distance: Double(entry.sample.distanceDm ?? 0) / 10, segment: entry.sample.segment ?? 0))
            }
            return true
        }
        return positions
    }

    /// Stored run `runID`'s sport and the jump speed the builder used for it (its sport as
    /// decided by its stored `sport_source`), or nil when no such run is stored.
    private func sportAndJumpLimit(ofRun runID: Int64) throws -> (sport: String, jumpLimit: Double)? {
        let run = try database.namedRows("SELECT sport, sport_source FROM runs WHERE id = ?", [.integer(runID)]).first
        guard let sport = run?["sport"].stringValue else { return nil }
        let source = run?["sport_source"].stringValue.flatMap(SportSource.init(rawValue:))
        return (sport, TileFinder.jumpLimit(sport: sport, source: source))
    }

    /// The positioned samples of stored run `runID` as the jump filter keeps them
    /// (`JumpFreeWalk`): what its segment passes are found from.
    public func jumpFreePositions(ofRun runID: Int64) throws -> [TimedPosition] {
        guard let run = try sportAndJumpLimit(ofRun: runID) else { return [] }
        return JumpFreeWalk.kept(try positions(ofRun: runID), jumpLimit: run.jumpLimit)
    }

    /// Places stored run `runID`: on the route it matches (a new one when none does, linked
    /// to one it matches the other way round), and with its passes through every segment.
    /// Returns its route's id, `nil` for a run without GPS.
    @discardableResult
    public func place(runID: Int64) throws -> Int64? {
        try place(runID: runID, positions: positions(ofRun: runID))
    }

    /// The positioned samples among `samples` that the jump filter keeps at `jumpLimit`, as
    /// stored (`StoredInteger`): by the builder's `verdict` on them when it has one
    /// (`JumpFreeWalk.kept(of:jumpLimit:verdict:keep:)`). What `jumpFreePositions(ofRun:)`
    /// reads back once they are written, worked out without reading them.
    public static func keptPositions(of samples: RunSamples, jumpLimit: Double, verdict: JumpVerdict?) -> [TimedPosition] {
        KeptPositions(of: samples, jumpLimit: jumpLimit, verdict: verdict).positions
    }

    /// `place(runID:)` for a run being saved, from its samples still in memory: by the
    /// positions the analysis step kept (`kept`) when they were walked from these samples at
    /// the jump speed of the run's stored sport, so that they are not walked again; else
    /// (another sport since, or none) by the builder's `verdict` on them, walked here.
    @discardableResult
    public func place(runID: Int64, samples: RunSamples, verdict: JumpVerdict?, kept: KeptPositions?) throws -> Int64? {
        try place(runID: runID) { jumpLimit in
            if let kept, kept.matches(sampleCount: samples.count, jumpLimit: jumpLimit) { return kept.positions }
            return Self.keptPositions(of: samples, jumpLimit: jumpLimit, verdict: verdict)
        }
    }

    /// `place(runID:)` with the run's positioned samples as stored, which the jump filter
    /// filters here.
    @discardableResult
    public func place(runID: Int64, positions: [TimedPosition]) throws -> Int64? {
        // A GPS spike cuts no corner off a segment and pulls no run off its route.
        try place(runID: runID) { jumpLimit in JumpFreeWalk.kept(positions, jumpLimit: jumpLimit) }
    }

    /// Places stored run `runID` from the positions `kept` gives for its jump speed: those the
    /// jump filter keeps.
    private func place(runID: Int64, kept: (_ jumpLimit: Double) -> [TimedPosition]) throws -> Int64? {
        let previous = try database.scalar("SELECT route_id FROM route_runs WHERE run_id = ?", [.integer(runID)]).int64Value
        try forget(runID: runID, isOnRoute: previous != nil)
        // The route it was on, and the one it founded: a save that replaced its details
        // (a trim, a rebuild) deleted its `route_runs` row before this.
        for routeID in Set([previous, runID].compactMap { $0 }) { try dropIfEmpty(routeID) }
        guard let (sport, jumpLimit) = try sportAndJumpLimit(ofRun: runID) else { return nil }
        let positions = kept(jumpLimit)
        let track = RouteTrack(positions: positions.map(\.point))
        guard !track.isEmpty, track.length >= RouteTolerances.shortestRoute, let start = track.start else { return nil }
        let routeID = try route(for: track, sport: sport, start: start, founder: runID)
        try database.reusable("INSERT INTO route_runs (run_id, route_id) VALUES (?, ?)").execute([.integer(runID), .integer(routeID)])
        try findEfforts(runID: runID, positions: positions, track: track)
        return routeID
    }

    /// Deletes route `routeID` when no run is on it any more (a run saved again left it), and
    /// the links of its reverse to it. A run moved to quarantine leaves its route in place.
    ///
    /// One statement deletes it when it is stored and empty. The links to it are looked for
    /// (every route read: no index holds them) only when it was: no link names a route that
    /// is not stored, since every deletion of a route clears the links to it (here) or
    /// deletes every route (`refind`). A fresh import, whose id founded no route, reads no
    /// route at all.
    private func dropIfEmpty(_ routeID: Int64) throws {
        try database.execute(
            "DELETE FROM routes WHERE id = ? AND NOT EXISTS (SELECT 1 FROM route_runs WHERE route_id = ?)", [.integer(routeID), .integer(routeID)])
        guard database.changes > 0 else { return }
        try database.execute("UPDATE routes SET reverse_of = NULL WHERE reverse_of = ?", [.integer(routeID)])
    }

    /// The route `track` is on: the first stored route of `sport` it matches, among those
    /// that may be it by their ends and length (`candidates`), else a new one, numbered as
    /// run `founder` when that id is free (so that a run saved again the same way, as a trim
    /// and its undo do, founds the same route).
    private func route(for track: RouteTrack, sport: String, start: CoursePoint, founder: Int64) throws -> Int64 {
        var reverseOf: Int64?
        let read = try database.reusable("SELECT track, length_m FROM routes WHERE id = ?")
        for id in try candidates(for: track, sport: sport) {
            guard let row = try read.namedRows([.integer(id)]).first, case .blob(let bytes) = row["track"] else { continue }
            let stored = RouteTrack(encoded: bytes, length: row["length_m"].doubleValue ?? 0)
            switch RouteComparison.relation(of: track, to: stored) {
            case .same: return id
            case .reverse: reverseOf = reverseOf ?? id
            case .different: break
            }
        }
        let free = try database.scalar("SELECT count(*) FROM routes WHERE id = ?", [.integer(founder)]).int64Value == 0
        let values: [SQLiteValue] = [
            free ? .integer(founder) : .null, .text(sport), .integer(RouteCell(start).key), .real(track.length), .blob(track.encoded),
            reverseOf.sqliteValue,
        ]
        if storesEnds, let ends = Self.endColumns(of: track) {
            try database.execute(
                """
                INSERT INTO routes (id, sport, start_cell, length_m, track, reverse_of, end_cell, start_lat_e7, start_lon_e7, end_lat_e7, end_lon_e7)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, values + ends)
        } else {
            try database.execute("INSERT INTO routes (id, sport, start_cell, length_m, track, reverse_of) VALUES (?, ?, ?, ?, ?, ?)", values)
        }
        let id = database.lastInsertedRowID
        if let reverseOf {
            try database.execute("UPDATE routes SET reverse_of = ? WHERE id = ? AND reverse_of IS NULL", [.integer(id), .integer(reverseOf)])
        }
        return id
    }

    /// The stored routes of `sport` that `track` may be on or be the reverse of, by their ends
    /// and their length (`RouteComparison.mayRelate`), in id order: the only routes whose
    /// tracks are read. Their start within a cell of `track`'s start, their end within a cell
    /// of its end or start, their length in its band: one covering index answers that
    /// (0027), and the positions it holds decide. Before 0027 (`storesEnds` false): every
    /// route starting near its start.
    func candidates(for track: RouteTrack, sport: String) throws -> [Int64] {
        guard let start = track.start, let end = track.end else { return [] }
        let starts = RouteCell(start).neighbourhood
        guard storesEnds else {
            return try database.rows(
                "SELECT id FROM routes WHERE sport = ? AND start_cell IN (\(starts.map(String.init).joined(separator: ", "))) ORDER BY id",
                [.text(sport)]
            ).compactMap { $0.first?.int64Value }
        }
        // Nine start cells and up to eighteen end cells, the list padded with its last key:
        // one statement text, prepared once.
        var ends = Set(starts).union(RouteCell(end).neighbourhood).sorted()
        while ends.count < 2 * starts.count, let last = ends.last { ends.append(last) }
        let band = RouteComparison.lengthBand(around: track.length)
        let select = try database.reusable(
            """
            SELECT id, length_m, start_lat_e7, start_lon_e7, end_lat_e7, end_lon_e7 FROM routes
            WHERE sport = ? AND start_cell IN (\(Array(repeating: "?", count: starts.count).joined(separator: ", ")))
              AND end_cell IN (\(Array(repeating: "?", count: ends.count).joined(separator: ", "))) AND length_m BETWEEN ? AND ?
            ORDER BY id
            """)
        let rows = try select.namedRows([.text(sport)] + (starts + ends).map(SQLiteValue.integer) + [.real(band.lowerBound), .real(band.upperBound)])
        return rows.compactMap { row in
            guard let id = row["id"].int64Value, let startLat = row["start_lat_e7"].int64Value, let startLon = row["start_lon_e7"].int64Value,
                  let endLat = row["end_lat_e7"].int64Value, let endLon = row["end_lon_e7"].int64Value
            else { return nil }
            let ends = RouteEnds(startLatE7: startLat, startLonE7: startLon, endLatE7: endLat, endLonE7: endLon, length: row["length_m"].doubleValue ?? 0)
            return RouteComparison.mayRelate(track, to: ends) ? id : nil
        }
    }

    /// What a route's row keeps of `track`'s ends (migration 0027): its end cell, then its
    /// first and last positions in 1e-7 degrees as its stored track reads them
    /// (`RouteTrack.storedE7`); nil for a track without two points.
    static func endColumns(of track: RouteTrack) -> [SQLiteValue]? {
        guard !track.isEmpty, let start = track.start, let end = track.end else { return nil }
        return [.integer(RouteCell(end).key)]
            + [start.lat, start.lon, end.lat, end.lon].map { SQLiteValue.integer(Int64(RouteTrack.storedE7($0))) }
    }

    /// Stores the passes of run `runID` (its `positions`, whose route track is `track`)
    /// through every segment starting near its track.
    private func findEfforts(runID: Int64, positions: [TimedPosition], track: RouteTrack) throws {
        // The cells the track passes through (one after another, mostly the same), then their
        // neighbourhoods: not nine keys hashed for every point.
        var passed = Set<RouteCell>()
        var last: RouteCell?
        for point in track.points {
            let cell = RouteCell(point)
            if cell != last { passed.insert(cell) }
            last = cell
        }
        var cells = Set<Int64>()
        for cell in passed { cells.formUnion(cell.neighbourhood) }
        // The keys in runs of consecutive ones (the cells of one row are consecutive keys), an
        // index range each instead of a look-up per cell, go in as one JSON array of [first,
        // last] pairs: one statement text, prepared once, where a list of literals made a new
        // statement for every run (and crowded the connection's cache).
        var ranges: [(first: Int64, last: Int64)] = []
        for key in cells.sorted() {
            if let range = ranges.last, key == range.last &+ 1 { ranges[ranges.count - 1].last = key } else { ranges.append((key, key)) }
        }
        let list = "[" + ranges.map { "[\($0.first),\($0.last)]" }.joined(separator: ",") + "]"
        let select = try database.reusable(
            """
            SELECT s.id AS id, s.line AS line, s.length_m AS length_m
            FROM json_each(?) AS r CROSS JOIN segments AS s ON s.start_cell BETWEEN r.value ->> 0 AND r.value ->> 1
            ORDER BY s.id
            """)
        let rows = try select.namedRows([.text(list)])
        // The run's boxes, once for all the segments: each passes over those far from its start gate.
        let blocks = PositionBlocks(positions)
        for row in rows {
            guard let id = row["id"].int64Value, case .blob(let bytes) = row["line"],
                  let matcher = SegmentMatcher(line: RouteTrack(encoded: bytes, length: row["length_m"].doubleValue ?? 0))
            else { continue }
            try store(matcher.passes(in: positions, blocks: blocks), runID: runID, segmentID: id)
        }
    }

    /// Stores `passes` of run `runID` through segment `segmentID`.
    func store(_ passes: [SegmentPass], runID: Int64, segmentID: Int64) throws {
        let insert = try database.reusable(
            "INSERT OR REPLACE INTO segment_efforts (run_id, segment_id, start_offset_s, elapsed_s) VALUES (?, ?, ?, ?)")
        for pass in passes where pass.elapsed > 0 {
            try insert.execute([.integer(runID), .integer(segmentID), .real(pass.startOffset), .real(pass.elapsed)])
        }
    }

    /// Takes run `runID` off its route and its segments (a run moved to quarantine); a
    /// route left without runs stays, so the run comes back to it when restored.
    public func forget(runID: Int64) throws {
        try forget(runID: runID, isOnRoute: true)
    }

    /// `forget(runID:)`; a run known to be on no route (`isOnRoute` false: no `route_runs`
    /// row, as for a fresh import) has only its efforts deleted.
    private func forget(runID: Int64, isOnRoute: Bool) throws {
        if isOnRoute { try database.execute("DELETE FROM route_runs WHERE run_id = ?", [.integer(runID)]) }
        try database.execute("DELETE FROM segment_efforts WHERE run_id = ?", [.integer(runID)])
    }

    /// Finds every route again from scratch: forgets the routes (keeping the runner's names
    /// of routes whose first run starts a route again) and places every live run, in the
    /// order they were run. Returns the number of routes found.
    @discardableResult
    public func refind() throws -> Int {
        let names = try database.namedRows(
            """
            SELECT r.name AS name, (SELECT rr.run_id FROM route_runs rr JOIN runs ON runs.id = rr.run_id
                                    WHERE rr.route_id = r.id ORDER BY runs.start_utc, runs.id LIMIT 1) AS first_run
            FROM routes r WHERE r.name IS NOT NULL
            """
        ).compactMap { row in row["first_run"].int64Value.flatMap { run in row["name"].stringValue.map { (run, $0) } } }
        try database.execute("DELETE FROM route_runs")
        try database.execute("DELETE FROM segment_efforts")
        try database.execute("DELETE FROM routes")
        let ids = try database.rows("SELECT id FROM runs ORDER BY start_utc, id").compactMap { $0.first?.int64Value }
        let samples = try SampleChunkTable.detectingLayout(in: database)
        for id in ids { try place(runID: id, positions: positions(ofRun: id, from: samples)) }
        for (run, name) in names {
            try database.execute(
                "UPDATE routes SET name = ? WHERE id = (SELECT route_id FROM route_runs WHERE run_id = ?)", [.text(name), .integer(run)])
        }
        return Int(try database.scalar("SELECT count(*) FROM routes").int64Value ?? 0)
    }
}
