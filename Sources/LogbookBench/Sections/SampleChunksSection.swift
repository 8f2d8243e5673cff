import Foundation
import LogbookCore
import LogbookFormats
import LogbookSQLite
import LogbookStore

/// `--only sample-chunks`: what the sample chunk layout (issue 52) would store for the bench's
/// 100 one-hour GPX runs, in this process (no release logbook binary needed).
///
/// Imports the 100 files through the real import path, then measures copies of that logbook
/// with the kept originals deleted (everything but the originals, as the issue counts):
/// as stored today (one `samples` row per sample), and with the samples moved into a table of
/// chunks (`SampleChunk`, `SampleChunkCodec`) at several chunk sizes, as a rowid table (a
/// chunk's bytes spill into overflow pages whole) and WITHOUT ROWID (spilling begins at a
/// quarter of a page); each copy vacuumed. It also times reading every sample back, as rows
/// and as decoded chunks (in this process, so the figures are this build's).
enum SampleChunksSection {
    /// The chunk sizes compared.
    static let sizes = [128, 256, 512, 1_024, 4_096]

    /// The chunk table measured: the layout a migration would create.
    static func chunkTable(withoutRowID: Bool) -> String {
        """
        CREATE TABLE sample_chunks (
            run_id INTEGER NOT NULL, chunk INTEGER NOT NULL, first_seq INTEGER NOT NULL, sample_count INTEGER NOT NULL,
            first_offset_ms INTEGER NOT NULL, last_offset_ms INTEGER NOT NULL, present_columns INTEGER NOT NULL, data BLOB NOT NULL,
            PRIMARY KEY (run_id, chunk))\(withoutRowID ? " WITHOUT ROWID" : "")
        """
    }

    /// Runs the section and adds it to `report`.
    static func run(work: URL, report: inout BenchReport) throws {
        let data = try DataSet.prepare(in: work.appendingPathComponent("data")) { Log.line($0) }
        let source = work.appendingPathComponent("sample-chunks-rows.sqlite").path
        for suffix in ["", "-wal", "-shm"] { unlink(source + suffix) }
        let database = try Database(path: source)
        try database.configure()
        try Migrator().migrate(database)
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current, thresholds: .standard))
        Log.line("sample-chunks: importing \(data.importFiles.count) files")
        for file in data.importFiles {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            _ = try importer.importFile(ImportInput(data: bytes, displayName: URL(fileURLWithPath: file).lastPathComponent), into: database)
        }
        let samples = Int(try database.scalar("SELECT count(*) FROM samples").int64Value ?? 0)
        let rowsRead = try timedRead { try readRows(database) }
        let rowBytes = try measuredCopy(of: database, name: "rows", work: work) { _ in }
        var rows: [[String]] = [[
            "rows (today: one `samples` row per sample)", "-", "\(rowBytes)", perSample(rowBytes, samples),
            String(format: "%.0f", rowsRead.seconds * 1e9 / Double(max(samples, 1))),
        ]]
        for size in sizes {
            for withoutRowID in [false, true] {
                let name = "chunks-\(size)\(withoutRowID ? "-wr" : "")"
                Log.line("sample-chunks: \(name)")
                var chunkCount = 0
                var readNanoseconds = 0.0
                let bytes = try measuredCopy(of: database, name: name, work: work) { copy in
                    chunkCount = try fillChunks(copy, size: size, withoutRowID: withoutRowID)
                    let read = try timedRead { try readChunks(copy) }
                    guard read.count == samples else { throw BenchError("\(name): \(read.count) samples decoded, \(samples) stored") }
                    readNanoseconds = read.seconds * 1e9 / Double(max(samples, 1))
                }
                rows.append([
                    "\(size) samples a chunk, \(withoutRowID ? "WITHOUT ROWID" : "rowid table")", "\(chunkCount)", "\(bytes)",
                    perSample(bytes, samples), String(format: "%.0f", readNanoseconds),
                ])
            }
        }
        report.section("Sample chunks: the 100 one-hour runs with their samples in chunks (issue 52)", load: MachineInfo.loadAverage())
        report.add("\(samples) samples, imported in this process; each copy has its kept originals deleted and is vacuumed, "
                   + "so bytes are everything but the originals. Read: every sample of every run back in order, "
                   + "ns per sample in this process (best of 3).\n")
        report.table(["Layout", "Chunks", "Bytes", "Bytes/sample", "Read ns/sample"], rows, rightAligned: [1, 2, 3, 4])
    }

    /// `bytes / samples` to one decimal.
    static func perSample(_ bytes: Int, _ samples: Int) -> String {
        String(format: "%.1f", Double(bytes) / Double(max(samples, 1)))
    }

    /// A vacuumed copy of `database` named `name`, changed by `change` after its kept
    /// originals are deleted; returns its size in bytes.
    static func measuredCopy(of database: Database, name: String, work: URL, change: (Database) throws -> Void) throws -> Int {
        let path = work.appendingPathComponent("sample-chunks-\(name).sqlite").path
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        try database.execute("VACUUM INTO ?", [.text(path)])
        let copy = try Database(path: path)
        try copy.execute("DELETE FROM kept_original_chunks")
        try copy.execute("DELETE FROM kept_originals")
        try change(copy)
        try copy.execute("VACUUM")
        return DataSet.fileSize(URL(fileURLWithPath: path))
    }

    /// Moves every sample of `database` into `sample_chunks` of `size` samples a chunk and
    /// drops the rows; returns the number of chunks.
    static func fillChunks(_ database: Database, size: Int, withoutRowID: Bool) throws -> Int {
        try database.inTransaction {
            try database.execute(chunkTable(withoutRowID: withoutRowID))
            let insert = try database.prepare("INSERT INTO sample_chunks VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            let read = try database.prepare(
                "SELECT run_id, seq, offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment FROM samples ORDER BY run_id, seq")
            var chunks = 0
            var run: Int64 = -1
            var number: Int64 = 0
            var pending: [SequencedSample] = []
            func flush() throws {
                guard !pending.isEmpty else { return }
                let chunk = SampleChunk(number: number, entries: pending)
                try insert.execute([
                    .integer(run), .integer(chunk.number), .integer(chunk.firstSeq), .integer(chunk.sampleCount),
                    .integer(chunk.firstOffsetMs), .integer(chunk.lastOffsetMs), .integer(chunk.presentColumns), .blob(chunk.data),
                ])
                chunks += 1
                number += 1
                pending.removeAll(keepingCapacity: true)
            }
            while try read.step() {
                let id = read.int64(0) ?? 0
                if id != run {
                    try flush()
                    run = id
                    number = 0
                }
                pending.append(SequencedSample(
                    seq: read.int64(1) ?? 0,
                    sample: StoredSample(
                        offsetMs: read.int64(2) ?? 0, latE7: read.int64(3), lonE7: read.int64(4), eleDm: read.int64(5), hr: read.int64(6),
                        cadence: read.int64(7), distanceDm: read.int64(8), segment: read.int64(9))))
                if pending.count == size { try flush() }
            }
            try flush()
            try database.execute("DROP VIEW sample_points")
            try database.execute("DROP TABLE samples")
            return chunks
        }
    }

    /// Every sample read back as rows, run by run; returns how many.
    static func readRows(_ database: Database) throws -> Int {
        let statement = try database.prepare(
            "SELECT offset_ms, lat_e7, lon_e7, ele_dm, hr, cadence, distance_dm, segment FROM samples ORDER BY run_id, seq")
        var count = 0
        while try statement.step() {
            _ = StoredSample(
                offsetMs: statement.int64(0) ?? 0, latE7: statement.int64(1), lonE7: statement.int64(2), eleDm: statement.int64(3),
                hr: statement.int64(4), cadence: statement.int64(5), distanceDm: statement.int64(6), segment: statement.int64(7))
            count += 1
        }
        return count
    }

    /// Every sample decoded from the chunks, run by run; returns how many.
    static func readChunks(_ database: Database) throws -> Int {
        let statement = try database.prepare("SELECT run_id, chunk, data FROM sample_chunks ORDER BY run_id, chunk")
        var count = 0
        while try statement.step() {
            guard case .blob(let bytes) = statement.column(2) else { throw BenchError("a chunk without data") }
            count += try SampleChunkCodec.decode(bytes, runID: statement.int64(0) ?? 0, chunk: statement.int64(1) ?? 0).count
        }
        return count
    }

    /// The best of three runs of `read`, with its count.
    static func timedRead(_ read: () throws -> Int) throws -> (count: Int, seconds: Double) {
        var best = Double.infinity
        var count = 0
        for _ in 0..<3 {
            let started = DispatchTime.now().uptimeNanoseconds
            count = try read()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        return (count, best)
    }
}
