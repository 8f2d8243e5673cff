import Foundation
import LogbookTestSupport
import XCTest

/// docs/sample-chunks.md promises a runner can read the stored samples without logbook: its
/// Python reader, taken from the document as written, decodes every chunk of real and
/// generated runs into exactly the values `export --format samples` writes.
final class SampleChunkDocReaderTests: XCTestCase {
    private var folder: ScratchFolder!
    private var db: String { folder.path("logbook.sqlite") }

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// The integer columns of a sample, in the export's order, as the reader prints them.
    private static let columns = ["offset_ms", "lat_e7", "lon_e7", "ele_dm", "hr", "cadence", "distance_dm", "segment"]

    /// The first `python3` on the PATH, or nil.
    private static func python() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The document's `python` block under "Reading them without logbook".
    private static func documentedReader() throws -> String {
        let text = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/sample-chunks.md"), encoding: .utf8)
        let section = try XCTUnwrap(text.range(of: "## Reading them without logbook"), "the section is gone")
        let rest = text[section.upperBound...]
        let open = try XCTUnwrap(rest.range(of: "```python\n"), "no python block in the section")
        let close = try XCTUnwrap(rest[open.upperBound...].range(of: "\n```"), "the python block is not closed")
        return String(rest[open.upperBound..<close.lowerBound])
    }

    /// Runs the documented reader over every chunk of `db`: one line per sample,
    /// `run_id,offset_ms,lat_e7,...`, empty for NULL.
    private func decodedByDocument(python: String) throws -> [Int: [String]] {
        let script = try Self.documentedReader() + """

            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            columns = [\(Self.columns.map { "'\($0)'" }.joined(separator: ", "))]
            for (run_id,) in db.execute("SELECT DISTINCT run_id FROM sample_chunks ORDER BY run_id").fetchall():
                for (blob,) in db.execute("SELECT data FROM sample_chunks WHERE run_id = ? ORDER BY chunk", (run_id,)):
                    for row in read_chunk(blob):
                        print(run_id, *["" if row[c] is None else row[c] for c in columns], sep=",")

            """
        let scriptPath = folder.path("read_chunks.py")
        try Data(script.utf8).write(to: URL(fileURLWithPath: scriptPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [scriptPath, db]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errorText)
        var byRun: [Int: [String]] = [:]
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, let run = Int(fields[0]) else { XCTFail("reader printed \(line)"); continue }
            byRun[run, default: []].append(String(fields[1]))
        }
        return byRun
    }

    /// `export ID --format samples` with its decimals taken back to the stored integers
    /// (7 decimals of a degree, 1 of a metre are written from the integer, nothing rounded).
    private func exportedIntegers(run: Int) throws -> [String] {
        let result = try CLIRunner.run(["export", "\(run)", "--format", "samples", "--db", db])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "offset_ms,lat,lon,ele_m,hr,cadence,distance_m,segment")
        return lines.dropFirst().map { line in
            line.split(separator: ",", omittingEmptySubsequences: false).map { $0.replacingOccurrences(of: ".", with: "") }
                .map { cell in cell.isEmpty ? "" : String(Int(cell) ?? Int.min) }.joined(separator: ",")
        }
    }

    func testTheDocumentedPythonReaderDecodesEveryChunkAsExportWritesIt() throws {
        guard let python = Self.python() else { throw XCTSkip("no python3 on the PATH: the documented reader cannot be run") }
        let examples = CLIRunner.packageRoot.appendingPathComponent("Tests/Examples")
        XCTAssertEqual(try CLIRunner.run(["import", "--db", db, examples.path]).status, 0)
        // Hour-long 1 Hz runs: eight chunks each, the last one short.
        let generated = try HourLongRuns.write(0..<2, into: folder.url.appendingPathComponent("hour"))
        let imported = try CLIRunner.run(["import", "--db", db] + generated)
        XCTAssertEqual(imported.status, 0, imported.stderr)

        let decoded = try decodedByDocument(python: python)
        // The three example tracks (1-3; the Runkeeper CSV's runs have no samples) and the
        // two generated runs, imported after them.
        let runs = decoded.keys.sorted()
        XCTAssertEqual(runs.count, 5, "\(runs)")
        XCTAssertEqual(Array(runs.prefix(3)), [1, 2, 3])
        for run in runs {
            XCTAssertEqual(decoded[run], try exportedIntegers(run: run), "run \(run)")
        }
        XCTAssertEqual(runs.suffix(2).map { decoded[$0]?.count }, [HourLongRuns.pointsPerRun, HourLongRuns.pointsPerRun])
        // Run 1 is the Garmin Connect example: its second point, 20 s in, as stored.
        XCTAssertEqual(decoded[1]?.dropFirst().first, "20000,389276094,-770201458,356,134,,152,0")
    }
}
