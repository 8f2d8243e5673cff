import Glibc
import XCTest

@testable import LogbookCore

/// `HeapRetention.keepFreedMemory()` fixes glibc's limit for a block of its own at 2 MiB: a
/// block below it comes from the heap, one above it gets a mapping of its own. Untuned,
/// glibc maps the first (its limit starts at 128 KiB) or, once it has raised the limit
/// (up to 32 MiB, as mapped blocks are freed), not the second.
final class HeapRetentionTests: XCTestCase {
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    /// The number of blocks glibc holds in mappings of their own, from `malloc_info`'s
    /// `<total type="mmap" count="N" .../>`.
    private func ownMappings() throws -> Int {
        let info = unsafeBitCast(try XCTUnwrap(dlsym(nil, "malloc_info")), to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        let stream = try XCTUnwrap(open_memstream(&buffer, &size))
        XCTAssertEqual(info(0, stream), 0)
        fclose(stream)
        defer { free(buffer) }
        let text = String(cString: try XCTUnwrap(buffer))
        let line = try XCTUnwrap(text.split(separator: "\n").first { $0.contains("<total type=\"mmap\"") })
        let count = try XCTUnwrap(line.split(separator: "\"").dropFirst(3).first)
        return try XCTUnwrap(Int(count))
    }

    /// How many more own mappings glibc holds while a block of `size` bytes is allocated.
    private func mappingsAdded(byABlockOf size: Int) throws -> Int {
        let before = try ownMappings()
        let block = try XCTUnwrap(malloc(size))
        memset(block, 1, size)
        defer { free(block) }
        return try ownMappings() - before
    }

    func testBlocksBelowTwoMebibytesComeFromTheHeapAndLargerOnesAreMapped() throws {
        XCTAssertTrue(HeapRetention.keepFreedMemory())
        XCTAssertEqual(try mappingsAdded(byABlockOf: 1_500_000), 0, "a 1.5 MB block got a mapping of its own")
        XCTAssertEqual(try mappingsAdded(byABlockOf: 3 << 20), 1, "a 3 MiB block came from the heap")
    }
}
