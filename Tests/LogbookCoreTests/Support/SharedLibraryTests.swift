import XCTest

@testable import LogbookFormats
@testable import LogbookSupport

/// Libraries opened at run time: a missing one, or a missing function, is an error that
/// names the library, what needs it and what to do; the tables load from the real ones.
final class SharedLibraryTests: XCTestCase {
    func testAMissingLibraryNamesItselfItsPurposeAndTheRemedy() {
        XCTAssertThrowsError(try SharedLibrary(["libnot-there.so.7"], purpose: "reading nothing")) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot load libnot-there.so.7 (libnot-there.so.7: cannot open shared object file: No such file or directory), "
                    + "needed for reading nothing: install that library")
        }
    }

    func testTheFirstLibraryFoundIsOpenedAndAMissingFunctionIsAnError() throws {
        let library = try SharedLibrary(["libnot-there.so.7", "libsqlite3.so.0"], purpose: "a test")
        XCTAssertEqual(library.name, "libsqlite3.so.0")
        typealias LibVersionNumber = @convention(c) () -> Int32
        XCTAssertGreaterThanOrEqual(try library.function("sqlite3_libversion_number", as: LibVersionNumber.self)(), 3_031_000)
        XCTAssertThrowsError(try library.function("sqlite3_no_such_function", as: LibVersionNumber.self)) { error in
            XCTAssertEqual(
                "\(error)", "cannot load libsqlite3.so.0 (it has no function sqlite3_no_such_function), needed for a test: install that library")
        }
    }

    func testLibarchiveLoadsWithEveryFunctionTheReaderCalls() throws {
        // (libxml2's table is the core's alone; every GPX and TCX test goes through it.)
        let library = try LibArchive.loaded.get()
        let handle = library.readNew()
        XCTAssertNotNil(handle)
        XCTAssertEqual(library.readFree(handle), 0)  // ARCHIVE_OK
    }
}
