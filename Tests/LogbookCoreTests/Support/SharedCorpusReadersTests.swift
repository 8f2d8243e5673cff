import Foundation
import LogbookTestSupport
import XCTest

/// CI runs the tests that read the shared corpus a second time as a clone alone would
/// (`LOGBOOK_SHARED_DIR=/nonexistent`, in `.ci/run`): every test class that reads it must be
/// in that run's list, or a new reader could fail on a clone without anyone seeing it.
final class SharedCorpusReadersTests: XCTestCase {
    /// What a test file that reads the shared corpus says.
    private static let readingWords = ["SharedCorpus.url(", "TestPaths.sharedCorpus", "sharedCorpusAbsence(", ".corpus(\"", "corpusDatabase("]

    /// The classes of `.ci/run`'s `shared_readers` list (a `Class/test` entry counts as its class).
    private func listedClasses() throws -> Set<String> {
        let script = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        var classes: Set<String> = []
        for line in script.split(separator: "\n") where line.hasPrefix("shared_readers") {
            guard let open = line.firstIndex(of: "'"), let close = line.lastIndex(of: "'"), open < close else { continue }
            for entry in line[line.index(after: open)..<close].split(separator: "|") {
                classes.insert(String(entry.split(separator: "/").first ?? entry))
            }
        }
        return classes
    }

    /// The `XCTestCase` classes of the test files that read the shared corpus.
    private func readingClasses() throws -> Set<String> {
        var classes: Set<String> = []
        let tests = TestPaths.packageRoot.appendingPathComponent("Tests")
        guard let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walker where url.pathExtension == "swift" && url.lastPathComponent != "SharedCorpusReadersTests.swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            guard Self.readingWords.contains(where: text.contains) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("final class ") && line.contains(": XCTestCase") {
                let name = line.dropFirst("final class ".count).prefix { $0 != ":" && $0 != " " }
                classes.insert(String(name))
            }
        }
        return classes
    }

    func testEveryReaderOfTheSharedCorpusIsInCIsCloneAloneRun() throws {
        let listed = try listedClasses()
        XCTAssertGreaterThanOrEqual(listed.count, 15, "the list in .ci/run was found")
        let readers = try readingClasses()
        XCTAssertTrue(readers.contains("DeviceTimerCorpusTests"), "the readers were found: \(readers.sorted())")
        XCTAssertEqual(readers.subtracting(listed).sorted(), [], "add these to shared_readers in .ci/run")
    }
}
