import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookSQLite
@testable import LogbookSupport

/// Kept originals in the tables: compressed in chunks of at most 1 MiB, read back exactly,
/// checked against the hash they are kept under, and written in the transaction of their
/// file, so a file is stored with its original or not at all.
final class KeptOriginalTablesTests: MigratedLogbookTestCase {

    private var importer: Importer { Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC") ?? .current)) }

    /// Every byte the tables give back for `sha256`.
    private func readBack(_ sha256: String) throws -> Data {
        var data = Data()
        try KeptOriginalTables(database: database).forEachChunk(sha256: sha256) { chunk in
            data.append(contentsOf: chunk)
            return true
        }
        return data
    }

    private func count(_ sql: String) throws -> Int64 { try database.scalar(sql).int64Value ?? -1 }

    func testALargeIncompressibleOriginalIsKeptInChunksOfAtMostOneMiBAndComesBackExactly() throws {
        var random = SplitMix64(state: 32)
        let bytes = Data((0..<(3 << 20) + 12_345).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let sha256 = try SHA256.hex(of: Array(bytes))
        try database.inTransaction {
            try KeptOriginalTables(database: database).keep(ImportInput(data: bytes, displayName: "noise.bin"), sha256: sha256, at: 1_700_000_000)
        }
        XCTAssertEqual(try count("SELECT count(*) FROM kept_original_chunks"), 4)
        XCTAssertEqual(try count("SELECT max(length(bytes)) FROM kept_original_chunks"), 1 << 20)
        XCTAssertEqual(try count("SELECT min(seq) FROM kept_original_chunks"), 0)
        let kept = try XCTUnwrap(try KeptOriginalTables(database: database).original(sha256: sha256))
        XCTAssertEqual(kept.state, .kept)
        XCTAssertEqual(kept.compression, .zstd)
        XCTAssertNil(kept.layout, "random bytes hold the marker byte: kept as they are")
        XCTAssertEqual(kept.byteCount, Int64(bytes.count))
        XCTAssertEqual(kept.storedBytes, try count("SELECT sum(length(bytes)) FROM kept_original_chunks"))
        XCTAssertEqual(kept.keptAt, 1_700_000_000)
        XCTAssertEqual(try readBack(sha256), bytes)
    }

    func testTextCompressesAndAStoppedReadIsNoError() throws {
        let gpx = try Data(contentsOf: TestPaths.examples.appendingPathComponent("garmin-connect-run-ns3-hr-cad.gpx"))
        let sha256 = try SHA256.hex(of: Array(gpx))
        try database.inTransaction {
            try KeptOriginalTables(database: database).keep(ImportInput(data: gpx, displayName: "run.gpx"), sha256: sha256, at: 1)
        }
        let stored = try count("SELECT stored_bytes FROM kept_originals")
        XCTAssertLessThan(stored * 5, Int64(gpx.count), "zstd keeps a GPX in well under a fifth of its size")
        XCTAssertEqual(try readBack(sha256), gpx)
        var first = 0
        try KeptOriginalTables(database: database).forEachChunk(sha256: sha256) { chunk in
            first = chunk.count
            return false
        }
        XCTAssertEqual(first, ImportInput.chunkSize)
    }

    /// Keeps `bytes` and returns their row and what zstd alone makes of them.
    private func keptAndPlain(_ bytes: Data) throws -> (kept: KeptOriginal, plain: Int64) {
        let sha256 = try SHA256.hex(of: Array(bytes))
        try database.inTransaction {
            try KeptOriginalTables(database: database).keep(ImportInput(data: bytes, displayName: "file"), sha256: sha256, at: 1)
        }
        XCTAssertEqual(try readBack(sha256), bytes)
        var plain: Int64 = 0
        let compressor = try OriginalCompressor(level: 1) { plain += Int64($0.count) }
        try bytes.withUnsafeBytes { try compressor.compressWhole($0) }
        return (try XCTUnwrap(try KeptOriginalTables(database: database).original(sha256: sha256)), plain)
    }

    func testAOneHertzGPXInMemoryIsKeptAsDigitColumnsInUnderHalfOfPlainZstdAndComesBackExactly() throws {
        let gpx = GeneratedRuns.gpx(GeneratedRuns.points(legs: [(seconds: 3600, speed: 3)], wobble: 0.4))
        XCTAssertGreaterThan(gpx.count, DigitColumns.comparedBelow)
        let (kept, plain) = try keptAndPlain(gpx)
        XCTAssertEqual(kept.layout, .digitColumns)
        XCTAssertEqual(try database.scalar("SELECT layout FROM kept_originals").stringValue, "digit-columns")
        XCTAssertLessThan((kept.storedBytes ?? .max) * 2, plain, "digit columns against zstd alone (\(plain) bytes)")
    }

    func testAGarminConnectGPXWithThirtyDigitLatitudesIsStillKeptSmallerThanByZstdAlone() throws {
        let (kept, plain) = try keptAndPlain(
            try Data(contentsOf: TestPaths.examples.appendingPathComponent("garmin-connect-run-ns3-hr-cad.gpx")))
        XCTAssertEqual(kept.layout, .digitColumns)
        XCTAssertLessThan(kept.storedBytes ?? .max, plain)
    }

    func testASmallFileKeepsWhicheverWayIsSmaller() throws {
        // Single random digits between random letters: their differences cost more than they do.
        var random = SplitMix64(state: 26)
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        let noisy = Data((0..<20_000).map { index in
            index % 2 == 0 ? letters[random.below(letters.count)] : UInt8(ascii: "0") + UInt8(random.below(10))
        })
        let (kept, plain) = try keptAndPlain(noisy)
        XCTAssertNil(kept.layout)
        XCTAssertEqual(kept.storedBytes, plain)
        try database.execute("DELETE FROM kept_originals")
        let (csv, csvPlain) = try keptAndPlain(
            try Data(contentsOf: TestPaths.examples.appendingPathComponent("runkeeper-cardioActivities.csv")))
        XCTAssertEqual(csv.layout, .digitColumns)
        XCTAssertLessThan(csv.storedBytes ?? .max, csvPlain)
    }

    func testDamagedDigitColumnsGiveASentenceNamingTheRun() throws {
        let gpx = try Data(contentsOf: TestPaths.examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx"))
        XCTAssertEqual(try importer.importFile(ImportInput(data: gpx, displayName: "run.gpx"), into: database).status, .imported)
        let originals = RunOriginals(database: database)
        let original = try originals.original(ofRun: 1)
        XCTAssertEqual(original.kept?.layout, .digitColumns)
        // Stored as they are, the columns' text claims 127 bytes more than the stream holds.
        try database.execute("UPDATE kept_originals SET compression = 'none'")
        try database.execute("UPDATE kept_original_chunks SET bytes = x'7f3c613e'")
        XCTAssertThrowsError(try originals.forEachChunk(of: try originals.original(ofRun: 1)) { _ in }) { error in
            XCTAssertEqual(
                (error as? OriginalError)?.reason,
                "run 1's original run.gpx cannot be read back: the kept stream is damaged: its text is longer than the stream (digit columns)")
        }
    }

    func testTheSeededDigitColumnsOfVersion25ReadBackAndAreChecked() throws {
        // The seed of 0026 holds version 25's rows on the schema of today (its samples as chunks).
        try database.executeScript(try SeedFixture.sql(for: "0026_sample_chunks"))
        let sha256 = "e6f2a4deebca75c5113e089eb6a88c7ab73e19bfc50b8f3158ed94ec25952d12"
        XCTAssertEqual(try readBack(sha256), Data("<a>12</a>".utf8))
        // One digit changed in its column: the bytes no longer hash to their key.
        try database.execute("UPDATE kept_original_chunks SET bytes = x'083c613e013c2f613e0216' WHERE content_sha256 = ?", [.text(sha256)])
        let changed = try SHA256.hex(of: Array("<a>11</a>".utf8))
        XCTAssertThrowsError(try readBack(sha256)) { error in
            XCTAssertEqual(
                (error as? OriginalCodecError)?.reason,
                "the kept original \(sha256) is damaged: its 9 bytes hash to \(changed) (9 bytes were kept)")
        }
    }

    func testBytesReadAgainFromDiskThatDoNotHashToTheirKeyAreRefusedAndNothingIsLeft() throws {
        // A file on disk is read again to be kept: rewritten since it was hashed, it no
        // longer hashes to what import recorded. (Bytes held in memory cannot change.)
        let bytes = Data("<gpx/>".utf8)
        let url = folder.url.appendingPathComponent("run.gpx")
        try bytes.write(to: url)
        let wrong = String(repeating: "ab", count: 32)
        let right = try SHA256.hex(of: Array(bytes))
        XCTAssertThrowsError(
            try database.inTransaction {
                try KeptOriginalTables(database: database).keep(ImportInput(file: url, displayName: "run.gpx"), sha256: wrong, at: 1)
            }
        ) { error in
            let failure = error as? ImportError
            XCTAssertEqual(failure?.file, "run.gpx")
            XCTAssertEqual(
                failure?.reason,
                "the file changed while it was being read (its bytes now hash to \(right), not \(wrong)); nothing of it was stored")
        }
        XCTAssertEqual(try count("SELECT count(*) FROM kept_originals"), 0)
        XCTAssertEqual(try count("SELECT count(*) FROM kept_original_chunks"), 0)
    }

    /// The window a zstd frame's header asks for, in bytes (nil for a single-segment frame),
    /// and whether it records the content's size.
    private func frameHeader(_ sha256: String) throws -> (window: Int?, recordsSize: Bool) {
        let row = try database.rows("SELECT bytes FROM kept_original_chunks WHERE content_sha256 = ? AND seq = 0", [.text(sha256)])
        guard case .blob(let bytes)? = row.first?.first, bytes.count > 5 else { throw XCTSkip("no frame") }
        XCTAssertEqual(Array(bytes[0..<4]), [0x28, 0xB5, 0x2F, 0xFD], "zstd's magic number")
        let descriptor = bytes[4]
        let recordsSize = descriptor >> 6 != 0 || descriptor & 0x20 != 0
        guard descriptor & 0x20 == 0 else { return (nil, recordsSize) }
        let base = 1 << (10 + Int(bytes[5] >> 3))
        return (base + base / 8 * Int(bytes[5] & 7), recordsSize)
    }

    /// A GPX held in memory goes to zstd in one call (its frame records its size), one read
    /// from disk as a stream (no size); both with a window of 128 KiB, both given back exactly.
    func testAFileInMemoryIsCompressedInOneCallAndAStreamedOneAlikeWithinA128KiBWindow() throws {
        let example = try Data(contentsOf: TestPaths.examples.appendingPathComponent("garmin-connect-run-ns3-hr-cad.gpx"))
        var gpx = Data()
        while gpx.count < 600_000 { gpx.append(example) }
        var onDisk = gpx
        onDisk.append(contentsOf: Array("<!-- on disk -->".utf8))
        let url = folder.url.appendingPathComponent("long.gpx")
        try onDisk.write(to: url)
        let inMemory = try SHA256.hex(of: Array(gpx)), fromDisk = try SHA256.hex(of: Array(onDisk))
        try database.inTransaction {
            let tables = KeptOriginalTables(database: database)
            try tables.keep(ImportInput(data: gpx, displayName: "long.gpx"), sha256: inMemory, at: 1)
            try tables.keep(ImportInput(file: url, displayName: "long.gpx"), sha256: fromDisk, at: 1)
        }
        XCTAssertEqual(try readBack(inMemory), gpx)
        XCTAssertEqual(try readBack(fromDisk), onDisk)
        let whole = try frameHeader(inMemory), streamed = try frameHeader(fromDisk)
        XCTAssertEqual(whole.window, 128 << 10)
        XCTAssertTrue(whole.recordsSize)
        XCTAssertEqual(streamed.window, 128 << 10)
        XCTAssertFalse(streamed.recordsSize)
    }

    func testAFilePackedOnItsWorkerIsKeptAsTheSamePiecesAsOneCompressedInItsTransaction() throws {
        var random = SplitMix64(state: 7)
        let bytes = Data((0..<(1 << 20) + 999).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let input = ImportInput(data: bytes, displayName: "noise.bin")
        let packed = try KeptOriginalTables.pack(input)
        XCTAssertEqual(packed.byteCount, Int64(bytes.count))
        XCTAssertEqual(packed.compression, .zstd)
        XCTAssertEqual(packed.chunks.map(\.count).first, KeptOriginalTables.chunkSize)
        XCTAssertEqual(packed.chunks.count, 2)
        let sha256 = try SHA256.hex(of: Array(bytes))
        try database.inTransaction { try KeptOriginalTables(database: database).keep(packed, sha256: sha256, at: 5) }
        XCTAssertEqual(try readBack(sha256), bytes)
        let rows = try database.rows("SELECT bytes FROM kept_original_chunks ORDER BY seq").map { $0[0] }
        XCTAssertEqual(rows, packed.chunks.map { SQLiteValue.blob($0) })
        XCTAssertEqual(try count("SELECT stored_bytes FROM kept_originals"), packed.storedBytes)
    }

    func testADamagedChunkIsFoundWhenItIsRead() throws {
        let gpx = try Data(contentsOf: TestPaths.examples.appendingPathComponent("garmin-connect-run-gpxtpx-hr.gpx"))
        let sha256 = try SHA256.hex(of: Array(gpx))
        try database.inTransaction {
            try KeptOriginalTables(database: database).keep(ImportInput(data: gpx, displayName: "run.gpx"), sha256: sha256, at: 1)
        }
        // One byte of the compressed stream flipped in the middle of the chunk.
        try database.execute(
            "UPDATE kept_original_chunks SET bytes = substr(bytes, 1, length(bytes) / 2) || x'00' || substr(bytes, length(bytes) / 2 + 2)")
        XCTAssertThrowsError(try readBack(sha256)) { error in
            XCTAssertTrue(error is OriginalCodecError, "\(error)")
        }
        // A chunk lost: the bytes are short of what was kept, and the hash says so.
        let tcx = try Data(contentsOf: TestPaths.examples.appendingPathComponent("garmin-forerunner410-run-3-laps-hr.tcx"))
        let tcxHash = try SHA256.hex(of: Array(tcx))
        try database.inTransaction {
            try KeptOriginalTables(database: database).keep(ImportInput(data: tcx, displayName: "laps.tcx"), sha256: tcxHash, at: 1)
        }
        try database.execute("UPDATE kept_originals SET byte_count = byte_count + 1 WHERE content_sha256 = ?", [.text(tcxHash)])
        XCTAssertThrowsError(try readBack(tcxHash)) { error in
            XCTAssertEqual(
                (error as? OriginalCodecError)?.reason,
                "the kept original \(tcxHash) is damaged: its \(tcx.count) bytes hash to \(tcxHash) (\(tcx.count + 1) bytes were kept)")
        }
    }

    func testImportKeepsEachNewFileInItsOwnTransactionAndNothingForARejectedFileOrADryRun() throws {
        let csv = Data("start,sport,distance_m,elapsed_s,moving_s,avg_hr,name\n2024-05-02T06:00:00Z,running,5000,1500,1500,150,Tempo\n".utf8)
        let input = ImportInput(data: csv, displayName: "runs.csv")
        var dry = importer
        dry.options.dryRun = true
        XCTAssertEqual(try dry.importFile(input, into: database).status, .imported)
        XCTAssertEqual(try count("SELECT count(*) FROM kept_originals"), 0)

        let rejected = ImportInput(data: Data("not an activity\n".utf8), displayName: "notes.txt")
        XCTAssertEqual(try importer.importFile(rejected, into: database).status, .rejected)
        XCTAssertEqual(try count("SELECT count(*) FROM kept_originals"), 0)

        XCTAssertEqual(try importer.importFile(input, into: database).status, .imported)
        let sha256 = try Importer.contentHash(input)
        XCTAssertEqual(try database.scalar("SELECT content_sha256 FROM kept_originals WHERE state = 'kept'"), .text(sha256))
        XCTAssertEqual(try readBack(sha256), csv)
        // The same bytes under another name are a duplicate, and kept once.
        XCTAssertEqual(try importer.importFile(ImportInput(data: csv, displayName: "copy.csv"), into: database).status, .duplicate)
        XCTAssertEqual(try count("SELECT count(*) FROM kept_original_chunks"), 1)

        var declining = importer
        declining.options.keepsOriginals = false
        let other = ImportInput(data: csv + Data("2024-05-09T06:00:00Z,running,5000,1500,1500,150,Tempo\n".utf8), displayName: "more.csv")
        XCTAssertEqual(try declining.importFile(other, into: database).status, .imported)
        XCTAssertEqual(
            try KeptOriginalTables(database: database).original(sha256: try Importer.contentHash(other)),
            KeptOriginal(contentSHA256: try Importer.contentHash(other), state: .notKept, keptAt: Int64(declining.options.now.timeIntervalSince1970)))
    }

    func testAFileReadFromDiskIsKeptAsTheBytesItWasParsedFrom() throws {
        // Above the size read into memory at once: hashed, parsed and kept by reads from disk.
        let formatter = ISO8601DateFormatter()
        var text = "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\"><trk><trkseg>"
        let padding = "<!-- " + String(repeating: "kept as parsed ", count: 12) + "-->"
        for i in 0..<20_000 {
            let time = formatter.string(from: Date(timeIntervalSince1970: 1_714_629_600 + Double(i)))
            text += "<trkpt lat=\"\(47 + Double(i) * 0.00003)\" lon=\"8.5\"><time>\(time)</time></trkpt>\(padding)\n"
        }
        let gpx = Data((text + "</trkseg></trk></gpx>").utf8)
        XCTAssertGreaterThan(gpx.count, ImportInput.wholeReadLimit)
        let url = folder.url.appendingPathComponent("long.gpx")
        try gpx.write(to: url)
        XCTAssertEqual(try importer.importFile(ImportInput(file: url), into: database).status, .imported)
        XCTAssertEqual(try readBack(try SHA256.hex(of: Array(gpx))), gpx)
        XCTAssertGreaterThan(try count("SELECT count(*) FROM kept_original_chunks"), 0)
    }

    func testAnAppleHealthExportIsKeptOnceItsLastWorkoutIsIn() throws {
        typealias Text = HealthExportText
        let start = Double(CivilCalendar.days(year: 2024, month: 7, day: 1) * 86_400 + 5 * 3600)
        let workouts = (0..<3).map { day in
            Text.workout(Text.Workout(
                start: start + Double(day) * 86_400, end: start + Double(day) * 86_400 + 1800, durationMinutes: 30,
                distance: .attributes(total: 5, unit: "km"), indoor: true))
        }
        let xml = Data(Text.document(workouts).utf8)
        let url = folder.url.appendingPathComponent("export.xml")
        try xml.write(to: url)
        let result = try importer.importFile(ImportInput(file: url), into: database)
        XCTAssertEqual(result.status, .imported, "\(String(describing: result.error))")
        XCTAssertEqual(try count("SELECT count(*) FROM runs"), 3)
        XCTAssertEqual(try readBack(try SHA256.hex(of: Array(xml))), xml)
    }

    func testTheSuggestedFileNameIsTheLastPartOfTheImportedNameMadeSafe() {
        func name(_ imported: String) -> String {
            RunOriginal(runID: 7, name: imported, format: "gpx", contentSHA256: "", importedAt: 0, kept: nil).suggestedFileName
        }
        XCTAssertEqual(name("/home/me/runs/2024-05-02 morning.gpx"), "2024-05-02-morning.gpx")
        XCTAssertEqual(name("export_1.zip:activities/103.fit.gz"), "103.fit")
        XCTAssertEqual(name("export.zip:apple_health_export/export.xml"), "export.xml")
        XCTAssertEqual(name("strava/Läufe/élan 🏃.tcx"), "-lan--.tcx")
        XCTAssertEqual(name("runs/.hidden.gpx"), "hidden.gpx")
        XCTAssertEqual(name("-"), "run-7-original")
        XCTAssertEqual(name("dir/.gz"), "gz")
        XCTAssertEqual(name(String(repeating: "a", count: 300) + ".gpx"), "run-7-original")
    }
}
