import Foundation
import LogbookTestSupport
import XCTest

@testable import LogbookStore

/// The mark a `migrate --check` leaves in the temporary folder, so that a command opening a
/// logbook reads that folder only when a check may have left a copy there.
final class CheckCopyMarkTests: XCTestCase {
    private var folder: ScratchFolder!

    override func setUpWithError() throws { folder = try ScratchFolder() }
    override func tearDown() { folder.remove() }

    /// A folder named like a check's whose process is gone (pid 2^22 + 1 is above Linux's
    /// largest pid, so no process has it).
    private func deadCheckFolder() throws -> String {
        let path = folder.path(CheckCopyFolder.prefix + "4194305-dead")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    func testWithoutAMarkNothingIsRead() throws {
        let dead = try deadCheckFolder()
        CheckCopyFolder.removeStaleIfMarked(atPath: folder.url.path)
        XCTAssertTrue(exists(dead), "the folder was read although no check left its mark")
    }

    func testAMarkedFolderIsCleanedAndTheMarkGoesWithTheLastCopy() throws {
        let check = try CheckCopyFolder.make(in: folder.url)
        let mark = CheckCopyFolder.markPath(in: folder.url.path)
        XCTAssertTrue(exists(mark))
        let dead = try deadCheckFolder()
        // The check still runs (its pid is this process): its folder and the mark stay.
        CheckCopyFolder.removeStaleIfMarked(atPath: folder.url.path)
        XCTAssertFalse(exists(dead))
        XCTAssertTrue(exists(check.url.path))
        XCTAssertTrue(exists(mark), "the mark went while a check's folder remained")
        // A check that ends takes the mark away with its folder, when no other is left.
        check.remove()
        XCTAssertFalse(exists(mark))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
    }

    /// A killed check leaves its folder and the mark: the next command removes both.
    func testAKilledChecksFolderAndMarkGoWithTheNextCommand() throws {
        let dead = try deadCheckFolder()
        let mark = CheckCopyFolder.markPath(in: folder.url.path)
        XCTAssertTrue(FileManager.default.createFile(atPath: mark, contents: nil))
        CheckCopyFolder.removeStaleIfMarked(atPath: folder.url.path)
        XCTAssertFalse(exists(dead))
        XCTAssertFalse(exists(mark))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
    }
}
