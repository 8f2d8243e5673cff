import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookSQLite
@testable import LogbookStore

/// A run's bytes end with its sample chunks' headers and sizes, then its first and last
/// chunk as `SELECT run_id, data` of each would give them (read within the headers' scan):
/// the same bytes, so the same digests, as when each end was looked up on its own.
final class RunRowBytesTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A 4-hour run (2,881 points: 6 chunks), a 40-minute one (481 points: 1 chunk) and a
    /// summary row without samples.
    private func logbook() throws -> Database {
        let writer = try CleanupFixtures.database(in: folder)
        try CleanupFixtures.store(CleanupFixtures.northRun(start: 1_717_198_200, legs: [(14_400, 3, 150)]), in: writer)
        try CleanupFixtures.store(CleanupFixtures.tailRun(start: 1_717_198_200 + 86_400), in: writer)
        try CleanupFixtures.insertRaw(
            writer, id: 3, start: 1_717_198_200 + 2 * 86_400, distance: 5000, elapsed: 1500, moving: 1500, pace: 300, status: "ok")
        return writer
    }

    /// `value`'s eight bytes, least significant first.
    private func le(_ value: Int64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: value) >> UInt64($0 * 8)) }
    }

    /// The bytes a run's chunks give, built from plain queries: a headers' row per chunk
    /// (tag 6), then its first (tag 4) and last (tag 5) chunk's data.
    private func expectedChunkBytes(run id: Int64, in database: Database) throws -> [UInt8] {
        let rows = try database.rows(
            """
            SELECT chunk, first_seq, sample_count, first_offset_ms, last_offset_ms, present_columns, data
            FROM sample_chunks WHERE run_id = ? ORDER BY chunk
            """, [.integer(id)])
        var bytes: [UInt8] = []
        var blobs: [[UInt8]] = []
        for row in rows {
            guard case .blob(let data) = row[6] else { XCTFail("chunk data is a blob"); return [] }
            blobs.append(data)
            bytes += [6] + le(9) + [1] + le(id)
            for value in row[0..<6] { bytes += [1] + le(value.int64Value ?? -1) }
            bytes += [1] + le(Int64(data.count))
        }
        for (tag, data) in [(UInt8(4), blobs.first), (5, blobs.last)] {
            guard let data else { continue }
            bytes += [tag] + le(2) + [4] + le(Int64(data.count)) + data
        }
        return bytes
    }

    func testARunsBytesEndWithItsChunkHeadersThenItsFirstAndLastChunk() throws {
        let database = try logbook()
        let chunks = try database.rows("SELECT run_id, count(*) FROM sample_chunks GROUP BY run_id ORDER BY run_id")
        XCTAssertEqual(chunks, [[.integer(1), .integer(6)], [.integer(2), .integer(1)]])
        let bytes = try RunRowBytes(database: database).bytes(ofRuns: [1, 2, 3])
        XCTAssertEqual(bytes.keys.sorted(), [1, 2, 3])
        for id: Int64 in [1, 2] {
            let expected = try expectedChunkBytes(run: id, in: database)
            let got = try XCTUnwrap(bytes[id])
            XCTAssertGreaterThan(got.count, expected.count, "run \(id) has rows beyond its chunks")
            XCTAssertEqual(Array(got.suffix(expected.count)), expected, "run \(id)")
        }
        // A one-chunk run gives its chunk as both ends: 481 samples, some 2 KB, twice.
        let single = try expectedChunkBytes(run: 2, in: database)
        XCTAssertGreaterThan(single.count, 2 * 1000)
        // The summary row has no chunk: no headers' row of its own and no end.
        let summary = try XCTUnwrap(bytes[3])
        XCTAssertEqual(summary.first, 1)
        let header = [UInt8(6)] + le(9) + [1] + le(3)
        let end = [UInt8(4)] + le(2) + [4]
        for needle in [header, end] {
            XCTAssertFalse(summary.indices.contains { Array(summary[$0...].prefix(needle.count)) == needle }, "\(needle) in the summary's bytes")
        }
    }

    func testChangingTheFirstOrTheLastChunkChangesTheDigestAndAMiddleOneOfAnotherSizeToo() throws {
        let database = try logbook()
        let rows = RunRowBytes(database: database)
        let before = try rows.digests(ofRuns: [1, 2, 3])
        XCTAssertEqual(before.count, 3)
        XCTAssertEqual(Set(before.values).count, 3)
        // Zeroed, the same size (as no logbook writer would: the digest still sees the ends).
        for chunk: Int64 in [0, 5] {
            try database.execute(
                "UPDATE sample_chunks SET data = CAST(zeroblob(length(data)) AS BLOB) WHERE run_id = 1 AND chunk = ?", [.integer(chunk)])
            let after = try rows.digests(ofRuns: [1, 2, 3])
            XCTAssertNotEqual(after[1], before[1], "chunk \(chunk)")
            XCTAssertEqual(after[2], before[2])
            XCTAssertEqual(after[3], before[3])
        }
        let ends = try rows.digests(ofRuns: [1])
        try database.execute("UPDATE sample_chunks SET data = zeroblob(10) WHERE run_id = 1 AND chunk = 3")
        XCTAssertNotEqual(try rows.digests(ofRuns: [1])[1], ends[1], "a middle chunk of another size")
    }
}
