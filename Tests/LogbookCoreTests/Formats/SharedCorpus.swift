import Foundation
import LogbookTestSupport
import XCTest

/// The shared corpus's GPL/AGPL files (`TestPaths.sharedCorpus`), or a skip that says why
/// when it is absent: a clone alone skips these tests, never fails them.
enum SharedCorpus {
    /// The URL of `path` in the corpus (the corpus itself when nil), or an `XCTSkip`.
    static func url(_ path: String? = nil) throws -> URL {
        if let reason = TestPaths.sharedCorpusAbsence(path) { throw XCTSkip(reason) }
        return path.map { TestPaths.sharedCorpus.appendingPathComponent($0) } ?? TestPaths.sharedCorpus
    }
}
