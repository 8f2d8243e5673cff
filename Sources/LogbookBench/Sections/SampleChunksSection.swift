import Foundation
import LogbookCore
import LogbookFormats
import LogbookSQLite
import LogbookStore

/// `--only sample-chunks`: what the bench's 100 one-hour GPX runs take with their samples in
/// chunks (migration 0026, `SampleChunk`), in this process (no release logbook binary needed).
///
/// Imports the 100 files through the real import path, then measures a vacuumed copy of that
/// logbook with the kept originals deleted (everything but the originals, as the issue
/// counts), the chunk table's own bytes (`dbstat` when SQLite has it), and times decoding
/// every sample back (in this process, so the figures are this build's). The rows layout it
/// replaced measured 39.8 bytes a sample on the same runs (docs/sample-chunks.md).
enum SampleChunksSection {
    /// Runs the section and adds it to `report`.
    static func run(work: URL, report: inout BenchReport) throws {
        let data = try DataSet.prepare(in: work.appendingPathComponent("data")) { Log.line($0) }
        let source = work.appendingPathComponent("sample-chunks-source.sqlite").path
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
        let samples = Int(try SampleChunkTable(database: database).totalSampleCount())
        let chunkCount = Int(try database.scalar("SELECT count(*) FROM sample_chunks").int64Value ?? 0)
        let read = try timedRead { try readChunks(database) }
        guard read.count == samples else { throw BenchError("\(read.count) samples decoded, \(samples) stored") }
        var tableBytes: Int?
        let bytes = try measuredCopy(of: database, name: "chunks", work: work) { copy in
            tableBytes = (try? copy.scalar("SELECT sum(pgsize) FROM dbstat WHERE name IN ('sample_chunks', 'sqlite_autoindex_sample_chunks_1')"))?
                .int64Value.map(Int.init)
        }
        let rows: [[String]] = [[
            "\(SampleChunk.samplesPerChunk) samples a chunk, rowid table (as stored)", "\(chunkCount)", "\(bytes)", perSample(bytes, samples),
            tableBytes.map { perSample($0, samples) } ?? "-", String(format: "%.0f", read.seconds * 1e9 / Double(max(samples, 1))),
        ]]
        report.section("Sample chunks: the 100 one-hour runs with their samples in chunks (issue 52)", load: MachineInfo.loadAverage())
        report.add("\(samples) samples, imported in this process; the copy has its kept originals deleted and is vacuumed, "
                   + "so bytes are everything but the originals (the rows layout took 39.8 a sample). Chunk table: `sample_chunks` "
                   + "with its key's index (`dbstat`). Read: every sample of every run decoded in order, "
                   + "ns per sample in this process (best of 3).\n")
        report.table(["Layout", "Chunks", "Bytes", "Bytes/sample", "Chunk table bytes/sample", "Read ns/sample"], rows, rightAligned: [1, 2, 3, 4, 5])
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
