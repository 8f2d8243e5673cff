import Foundation
import XCTest

/// The release link lays the functions of `Sources/logbook/Link/startup.order` side by side,
/// so a short command touches a few pages of code instead of pieces all over the binary.
final class StartupLayoutTests: XCTestCase {
    /// The addresses of the code symbols `nm` lists for `binary`, by name.
    private func codeAddresses(of binary: URL) throws -> [String: UInt64] {
        let listed = try CLIRunner.run(["nm", "--defined-only", binary.path], executable: URL(fileURLWithPath: "/usr/bin/env"))
        XCTAssertEqual(listed.status, 0, "nm \(binary.path): \(listed.stderr)")
        var addresses: [String: UInt64] = [:]
        for line in listed.stdout.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, fields[1] == "t" || fields[1] == "T", let address = UInt64(fields[0], radix: 16) else { continue }
            addresses[String(fields[2])] = address
        }
        return addresses
    }

    /// The list's first 400 names are what every command runs first (start-up). In the
    /// default layout they lie 20 MB apart; in the ordered one within about 110 KB.
    func testStartUpFunctionsLieTogetherInTheReleaseBinary() throws {
        let list = CLIRunner.packageRoot.appendingPathComponent("Sources/logbook/Link/startup.order")
        let names = try String(contentsOf: list, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(names.count, 3_000, "the list covers start-up, the reading commands and import")
        XCTAssertEqual(Set(names).count, names.count, "every function is listed once")
        let addresses = try codeAddresses(of: try ReleaseBinary.url())
        let found = names.prefix(400).compactMap { addresses[$0] }
        // C library functions (`access`, `brk`) are in the shared libc, not in the binary.
        XCTAssertGreaterThan(found.count, 150, "most start-up functions are still named as listed")
        let span = (found.max() ?? 0) - (found.min() ?? 0)
        XCTAssertLessThan(span, 1 << 20, "start-up functions spread over \(span / 1024) KB of code")
    }
}
