import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookAnalysis
@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel
@testable import LogbookStore
@testable import LogbookSupport

/// Starting the next file's build before the current one is stored (what `logbook import`
/// does) changes nothing of what is stored: duplicates are still decided in order, inside
/// each file's transaction.
final class StartedImportTests: MigratedLogbookTestCase {

    private func gpx(minutes: Int, start: String) -> ImportInput {
        var text = """
            <?xml version="1.0"?><gpx version="1.1" creator="t" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>

            """
        for t in 0...(minutes * 12) {
            let lat = 47.0 + Double(t * 5) * 3 / SyntheticTracks.metresPerDegree
            text += "<trkpt lat=\"\(lat)\" lon=\"8\"><time>\(start)T06:\(String(format: "%02d:%02d", t * 5 / 60, t * 5 % 60))Z</time></trkpt>\n"
        }
        return ImportInput(data: Data((text + "</trkseg></trk></gpx>\n").utf8), displayName: "run-\(start).gpx")
    }

    func testTheSameFileStartedTwiceIsStoredOnceInOrder() throws {
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        let first = importer.start(gpx(minutes: 30, start: "2024-05-02"), knownIn: database)
        let again = importer.start(gpx(minutes: 30, start: "2024-05-02"), knownIn: database)
        let other = importer.start(gpx(minutes: 20, start: "2024-05-03"), knownIn: database)
        // Neither copy was stored when both started: both are parsed, the transaction decides.
        XCTAssertEqual([first, again, other].map(\.parseStarted), [true, true, true])
        let results = try [first, again, other].map { try importer.importFile($0, into: database) }
        XCTAssertEqual(results.map(\.status), [.imported, .duplicate, .imported])
        XCTAssertEqual(results[1].duplicateOf, 1)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 2)
        XCTAssertEqual(try database.scalar("SELECT group_concat(round(distance_m), ',') FROM runs ORDER BY id").stringValue, "5400.0,3600.0")
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 361 + 241)
    }

    func testCancellingABackgroundTaskStopsItsWorkAndWaitsForIt() throws {
        let running = DispatchSemaphore(value: 0)
        let task = BackgroundTask<Int>({ shouldContinue in
            running.signal()
            var rounds = 0
            let deadline = Date().addingTimeInterval(10)
            while shouldContinue() {
                rounds += 1
                if Date() > deadline { return rounds }  // never stopped
            }
            throw CancellationError()
        }, workers: ImportWorkers(threaded: true))
        // Cancelled while it runs: once the work has said it began.
        XCTAssertEqual(running.wait(timeout: .now() + 30), .success, "the work never began")
        task.cancel()
        XCTAssertThrowsError(try task.result()) { XCTAssertTrue($0 is CancellationError, "\($0)") }

        let finished = BackgroundTask<Int> { _ in 42 }
        XCTAssertEqual(try finished.result(), 42)
        finished.cancel()
        XCTAssertEqual(try finished.result(), 42, "cancelling after the result is a no-op")
    }

    func testCtrlCStopsAStartedFileAndStoresNothing() throws {
        var options = ImportOptions(zone: TimeZone(identifier: "UTC")!)
        options.isCancelled = { true }
        let importer = Importer(options: options)
        let started = importer.start(gpx(minutes: 30, start: "2024-05-02"), knownIn: database)
        XCTAssertFalse(started.parseStarted, "stopped while hashing, before any parse")
        XCTAssertThrowsError(try importer.importFile(started, into: database)) { error in
            XCTAssertEqual((error as? ImportInterrupted)?.file, "run-2024-05-02.gpx")
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 0)
    }

    func testSamplesThatCannotBeReadBackRejectTheFileAndStoreNothing() throws {
        // A built run whose samples went to a temporary file that is then lost.
        let samples = Spool<Sample>(SpoolSettings(memoryLimit: 8, folder: folder.url.path))
        var built = try XCTUnwrap(
            RunBuilder.build(
                SyntheticTracks.northRun(start: 1_714_629_600, legs: [(600, 3, 150)]), zone: TimeZone(identifier: "UTC")!,
                thresholds: .standard, rules: .standard, samplesInto: samples))
        XCTAssertEqual(built.sampleList.count, 121)
        samples.loseFileForTesting()
        built.warnings = []

        // The store refuses it, inside the transaction, which rolls back.
        XCTAssertThrowsError(try database.inTransaction { _ = try RunStore(database: database).insert(built, fileID: nil, importedAt: 0) }) { error in
            XCTAssertEqual(error as? SpoolError, SpoolError(reason: "cannot read back a temporary file in \(folder.url.path): Bad file descriptor"))
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 0)

        // An import holding that build reports the file rejected, naming what to do.
        let lost = built
        let started = StartedImport(
            input: ImportInput(data: Data("x".utf8), displayName: "lost.gpx"),
            stage: .building(hash: String(repeating: "0", count: 64), build: BackgroundTask { _ in (format: .gpx, runs: [lost], warnings: [], parsedHash: nil, streams: false, packed: nil) }))
        let result = try Importer(options: ImportOptions()).importFile(started, into: database)
        XCTAssertEqual(result.status, .rejected)
        XCTAssertEqual(
            result.error?.description,
            "lost.gpx: cannot read back a temporary file in \(folder.url.path): Bad file descriptor; long tracks are kept in a "
                + "temporary file while they are imported (set TMPDIR to a writable folder with free space); nothing of this file was stored")
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 0)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 0)
    }

    func testAHashStopsWhenItsFileIsDropped() throws {
        let input = ImportInput(data: Data(repeating: 0x61, count: 3 * ImportInput.chunkSize), displayName: "three-chunks.gpx")
        var asked = 0
        XCTAssertThrowsError(try Importer.contentHash(input, shouldContinue: { asked += 1; return asked < 2 })) { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        XCTAssertEqual(asked, 2, "stopped before the second chunk")
        // Not stopped, it is the SHA-256 of the bytes ("abc" is FIPS 180-2's first example).
        XCTAssertEqual(
            try Importer.contentHash(ImportInput(data: Data("abc".utf8), displayName: "abc"), shouldContinue: { true }),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    // MARK: - Read, hashed and looked up on the worker (`start(_:known:)`, what a session does)

    /// A file whose hash the snapshot holds is not parsed and is the duplicate of its run;
    /// a new one is parsed and stored; one stored after the snapshot is parsed and then
    /// recognised inside its transaction.
    func testAWorkerRecognisesAKnownHashBeforeParsing() throws {
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        XCTAssertEqual(try importer.importFile(gpx(minutes: 30, start: "2024-05-02"), into: database).status, .imported)
        let known = KnownHashes(of: database)
        let hash = try Importer.contentHash(gpx(minutes: 30, start: "2024-05-02"))
        XCTAssertTrue(known.contains(hash))

        let again = importer.start(gpx(minutes: 30, start: "2024-05-02"), known: known)
        XCTAssertFalse(again.parseStarted, "a known file is recognised before its parse starts")
        let againResult = try importer.importFile(again, into: database)
        XCTAssertEqual(againResult.status, .duplicate)
        XCTAssertEqual(againResult.duplicateOf, 1)

        let new = importer.start(gpx(minutes: 20, start: "2024-05-03"), known: known)
        XCTAssertTrue(new.parseStarted)
        XCTAssertEqual(try importer.importFile(new, into: database).status, .imported)

        // Stored after the snapshot was taken: parsed, then found inside the transaction.
        let late = importer.start(gpx(minutes: 20, start: "2024-05-03"), known: known)
        XCTAssertTrue(late.parseStarted)
        let lateResult = try importer.importFile(late, into: database)
        XCTAssertEqual(lateResult.status, .duplicate)
        XCTAssertEqual(lateResult.duplicateOf, 2)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM runs").int64Value, 2)
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 2)
    }

    /// A hash in the snapshot whose file is no longer in the logbook (another process
    /// deleted it meanwhile): the file is built on the storing thread and stored.
    func testAFileKnownToTheSnapshotButGoneIsStored() throws {
        let importer = Importer(options: ImportOptions(zone: TimeZone(identifier: "UTC")!))
        let input = gpx(minutes: 30, start: "2024-05-02")
        let started = importer.start(input, known: KnownHashes([try Importer.contentHash(input)]))
        XCTAssertFalse(started.parseStarted)
        let result = try importer.importFile(started, into: database)
        XCTAssertEqual(result.status, .imported)
        XCTAssertEqual(try database.scalar("SELECT round(distance_m) FROM runs").doubleValue, 5400)
        XCTAssertEqual(try SampleRows.scalar(database, "SELECT count(*) FROM samples").int64Value, 361)
    }

    func testCtrlCStopsAFileTheWorkerIsHashing() throws {
        var options = ImportOptions(zone: TimeZone(identifier: "UTC")!)
        options.isCancelled = { true }
        let importer = Importer(options: options)
        let started = importer.start(gpx(minutes: 30, start: "2024-05-02"), known: KnownHashes([]))
        XCTAssertFalse(started.parseStarted, "stopped while hashing, before any parse")
        XCTAssertThrowsError(try importer.importFile(started, into: database)) { error in
            XCTAssertEqual((error as? ImportInterrupted)?.file, "run-2024-05-02.gpx")
        }
        XCTAssertEqual(try database.scalar("SELECT count(*) FROM import_files").int64Value, 0)
    }

    /// The snapshot holds complete files only: one an earlier import stored part of is new.
    func testTheSnapshotHoldsCompletelyImportedFilesOnly() throws {
        let (whole, part) = (String(repeating: "a", count: 64), String(repeating: "b", count: 64))
        try database.execute(
            "INSERT INTO import_files (content_sha256, name, format, imported_at, complete) VALUES (?, 'a.gpx', 'gpx', 0, 1), (?, 'b.gpx', 'gpx', 0, 0)",
            [.text(whole), .text(part)])
        let known = KnownHashes(of: database)
        XCTAssertTrue(known.contains(whole))
        XCTAssertFalse(known.contains(part))
    }
}
