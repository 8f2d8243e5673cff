import Glibc
import XCTest

@testable import LogbookSupport

/// `HeapRetention.keepFreedMemory()` fixes glibc's limit for a block of its own at 2 MiB: a
/// block below it comes from the heap, one above it gets a mapping of its own. Untuned,
/// glibc maps the first (its limit starts at 128 KiB) or, once it has raised the limit
/// (up to 32 MiB, as mapped blocks are freed), not the second.
final class HeapRetentionTests: XCTestCase {
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    /// `malloc_info`'s XML: every arena's free chunks, mappings and sizes.
    private func mallocInfo() throws -> String {
        let info = unsafeBitCast(try XCTUnwrap(dlsym(nil, "malloc_info")), to: MallocInfo.self)
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        let stream = try XCTUnwrap(open_memstream(&buffer, &size))
        XCTAssertEqual(info(0, stream), 0)
        fclose(stream)
        defer { free(buffer) }
        return String(cString: try XCTUnwrap(buffer))
    }

    /// A number of the process-wide `<total type="TYPE" count="N" size="S"/>` line.
    private func total(_ type: String, _ field: String) throws -> Int {
        let line = try XCTUnwrap(try mallocInfo().split(separator: "\n").last { $0.contains("<total type=\"\(type)\"") })
        let parts = line.split(separator: "\"")
        let index = try XCTUnwrap(parts.firstIndex { $0.hasSuffix(" \(field)=") })
        return try XCTUnwrap(Int(parts[index + 1]))
    }

    /// How many more own mappings glibc holds while a block of `size` bytes is allocated.
    private func mappingsAdded(byABlockOf size: Int) throws -> Int {
        let before = try total("mmap", "count")
        let block = try XCTUnwrap(malloc(size))
        memset(block, 1, min(size, 1 << 20))
        defer { free(block) }
        return try total("mmap", "count") - before
    }

    func testBlocksBelowTwoMebibytesComeFromTheHeapAndLargerOnesAreMapped() throws {
        XCTAssertTrue(HeapRetention.keepFreedMemory())
        XCTAssertEqual(try mappingsAdded(byABlockOf: 1_500_000), 0, "a 1.5 MB block got a mapping of its own")
        // Larger than all the free memory the heap holds (which serves a block of any size
        // before the limit is asked), so that it must be mapped or the heap grown.
        let free = try total("fast", "size") + total("rest", "size") + (16 << 20)
        XCTAssertEqual(try mappingsAdded(byABlockOf: max(3 << 20, free)), 1, "a block above 2 MiB came from the heap")
    }
}
