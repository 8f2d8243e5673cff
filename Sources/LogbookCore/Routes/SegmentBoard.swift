import LogbookAnalysis
import LogbookSQLite
import LogbookStore

/// The segments use case: add a segment from a stretch of a run, list, show and remove them.
public struct SegmentBoard: LogbookUseCase {
    /// The connection.
    public let database: Database

    /// The use case over an open, migrated logbook.
    public init(database: Database) {
        self.database = database
    }

    /// How a segment's stretch of its run is given.
    public enum Stretch: Sendable, Equatable {
        /// Between two distances along the run, km.
        case kilometres(from: Double, to: Double)
        /// Between the run's samples nearest two positions.
        case positions(from: CoursePoint, to: CoursePoint)
    }

    /// Adds segment `name` along `stretch` of live run `runID` and matches every stored run
    /// through it, in one transaction; returns its leaderboard.
    @discardableResult
    public func add(name: String, runID: Int64, stretch: Stretch, now: Int64) throws -> SegmentLeaderboard {
        guard try QuarantineTables(database: database).liveRunExists(runID) else { throw RunLookupError.runNotFound(id: runID) }
        let samples = try RouteBook(database: database).jumpFreePositions(ofRun: runID)
        let line: RouteTrack?
        switch stretch {
        case .kilometres(let from, let to): line = SegmentStretch.line(of: samples, fromMetres: from * 1000, toMetres: to * 1000)
        case .positions(let from, let to): line = SegmentStretch.line(of: samples, from: from, to: to)
        }
        guard let line else {
            throw SegmentError.badStretch(runID: runID, detail: samples.isEmpty
                ? "it has no GPS track" : "it is outside its \(Int((samples.last?.distance ?? 0).rounded())) m track, or shorter than its gates")
        }
        let segment = try database.inTransaction { try SegmentBook(database: database).add(name: name, line: line, now: now) }
        return try leaderboard(segment)
    }

    /// Segment `name`'s leaderboard.
    public func show(_ name: String) throws -> SegmentLeaderboard {
        guard let segment = try SegmentBook(database: database).segment(named: name) else { throw SegmentError.segmentNotFound(name: name) }
        return try leaderboard(segment)
    }

    /// Every segment's leaderboard, by name.
    public func list() throws -> [SegmentLeaderboard] {
        try SegmentBook(database: database).segments().map(leaderboard)
    }

    /// Removes segment `name` with its efforts.
    public func remove(_ name: String) throws {
        try database.inTransaction { try SegmentBook(database: database).remove(named: name) }
    }

    /// The leaderboard of `segment`.
    private func leaderboard(_ segment: StoredSegment) throws -> SegmentLeaderboard {
        SegmentLeaderboard(segment: segment, efforts: try SegmentBook(database: database).efforts(onSegment: segment.id))
    }
}
