import Foundation
import XCTest

/// The shared libraries a `logbook` process loads, from the dynamic loader's own log
/// (`LD_DEBUG=libs`, glibc), which names every library it opens.
enum LoadedLibraries {
    /// Runs `logbook arguments` (which must exit 0; the test build unless `executable` is
    /// given) and returns the sonames the loader opened.
    static func of(_ arguments: [String], executable: URL? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> Set<String> {
        let result = try CLIRunner.run(arguments, environment: ["LD_DEBUG": "libs"], executable: executable)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr.suffix(2000))", file: file, line: line)
        var names: Set<String> = []
        for entry in result.stderr.split(separator: "\n") {
            guard let range = entry.range(of: "find library=") else { continue }
            names.insert(String(entry[range.upperBound...].prefix { $0 != ";" && $0 != " " }))
        }
        return names
    }
}
