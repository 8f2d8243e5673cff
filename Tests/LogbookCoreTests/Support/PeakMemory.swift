#if canImport(Glibc)
    import Glibc
#endif
import Foundation
import XCTest

/// How much the test process's peak resident memory grows while some work runs: free heap
/// is first handed back to the system (`malloc_trim`), then the peak is reset to the
/// current size (`/proc/self/clear_refs`), and `VmHWM` is read after.
enum PeakMemory {
    /// A field of `/proc/self/status` in bytes (`VmRSS`, `VmHWM`).
    static func status(_ field: String) throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix(field + ":") })
        let kilobytes = try XCTUnwrap(Int(line.split(separator: " ").dropFirst().first ?? ""))
        return kilobytes * 1024
    }

    /// How much the peak resident memory grows while `body` runs, from the memory in use before.
    static func growth(_ body: () throws -> Void) throws -> Int {
        typealias Trim = @convention(c) (Int) -> Int32
        let trim = try XCTUnwrap(dlsym(nil, "malloc_trim"), "glibc's malloc_trim")
        _ = unsafeBitCast(trim, to: Trim.self)(0)
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = try status("VmRSS")
        try body()
        return try status("VmHWM") - before
    }
}
