import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// The SQL of segments (migration 0022): adds one from a stretch of a run and matches every
/// stored run through it, lists, reads and removes them.
public struct SegmentBook {
    /// The connection.
    public let database: Database

    /// A book over an open, migrated logbook.
    public init(database: Database) {
        self.database = database
    }

    /// Adds segment `name` along `line` and finds every live run's passes through it: the
    /// runs on the routes whose track comes within `endpointRadius` of its start (the
    /// spatial index: routes, not runs, are looked through). Returns the segment.
    @discardableResult
    public func add(name: String, line: RouteTrack, now: Int64) throws -> StoredSegment {
        guard !name.isEmpty, name.count <= 200 else { throw SegmentError.badName }
        guard try segment(named: name) == nil else { throw SegmentError.nameTaken(name: name) }
        guard let start = line.start, let matcher = SegmentMatcher(line: line) else {
            throw SegmentError.badStretch(runID: 0, detail: "a segment needs over \(Int(2 * RouteTolerances.gateRadius)) m of track")
        }
        try database.execute(
            "INSERT INTO segments (name, start_cell, length_m, line, created_at) VALUES (?, ?, ?, ?, ?)",
            [.text(name), .integer(RouteCell(start).key), .real(line.length), .blob(line.encoded), .integer(now)])
        let id = database.lastInsertedRowID
        let routes = RouteBook(database: database)
        for runID in try candidateRuns(near: start) {
            try routes.store(matcher.passes(in: routes.jumpFreePositions(ofRun: runID)), runID: runID, segmentID: id)
        }
        return StoredSegment(id: id, name: name, length: line.length, line: line)
    }

    /// The live runs on routes whose track passes within `endpointRadius` of `point`.
    private func candidateRuns(near point: CoursePoint) throws -> [Int64] {
        var routeIDs: [Int64] = []
        for row in try database.namedRows("SELECT id, track, length_m FROM routes ORDER BY id") {
            guard let id = row["id"].int64Value, case .blob(let bytes) = row["track"] else { continue }
            let track = RouteTrack(encoded: bytes, length: row["length_m"].doubleValue ?? 0)
            if track.points.contains(where: { RouteComparison.near($0, point) }) { routeIDs.append(id) }
        }
        guard !routeIDs.isEmpty else { return [] }
        return try database.rows(
            "SELECT run_id FROM route_runs WHERE route_id IN (\(routeIDs.map(String.init).joined(separator: ", "))) ORDER BY run_id"
        ).compactMap { $0.first?.int64Value }
    }

    /// The segment called `name`, if any.
    public func segment(named name: String) throws -> StoredSegment? {
        try database.namedRows("SELECT id, name, length_m, line FROM segments WHERE name = ?", [.text(name)]).first.flatMap(Self.segment(from:))
    }

    /// Every segment, by name.
    public func segments() throws -> [StoredSegment] {
        try database.namedRows("SELECT id, name, length_m, line FROM segments ORDER BY name").compactMap(Self.segment(from:))
    }

    /// The segment in `row`.
    private static func segment(from row: SQLiteRow) -> StoredSegment? {
        guard let id = row["id"].int64Value, let name = row["name"].stringValue, case .blob(let bytes) = row["line"] else { return nil }
        let length = row["length_m"].doubleValue ?? 0
        return StoredSegment(id: id, name: name, length: length, line: RouteTrack(encoded: bytes, length: length))
    }

    /// Removes segment `name` with its efforts.
    public func remove(named name: String) throws {
        guard let segment = try segment(named: name) else { throw SegmentError.segmentNotFound(name: name) }
        try database.execute("DELETE FROM segment_efforts WHERE segment_id = ?", [.integer(segment.id)])
        try database.execute("DELETE FROM segments WHERE id = ?", [.integer(segment.id)])
    }

    /// The efforts of live runs that can be true on segment `segmentID`, fastest first.
    public func efforts(onSegment segmentID: Int64) throws -> [SegmentEffortRow] {
        try database.namedRows(
            """
            SELECT e.run_id, runs.start_utc, runs.utc_offset_s, e.start_offset_s, e.elapsed_s
            FROM segment_efforts e JOIN runs ON runs.id = e.run_id
            WHERE e.segment_id = ? AND (runs.doubt IS NULL OR runs.believed = 1)
            ORDER BY e.elapsed_s, runs.start_utc, e.start_offset_s
            """, [.integer(segmentID)]
        ).map { row in
            SegmentEffortRow(
                runID: row["run_id"].int64Value ?? 0, runStartUTC: row["start_utc"].int64Value ?? 0,
                utcOffset: Int(clamping: row["utc_offset_s"].int64Value ?? 0),
                startOffset: row["start_offset_s"].doubleValue ?? 0, elapsed: row["elapsed_s"].doubleValue ?? 0)
        }
    }
}
