import Glibc
import XCTest

@testable import LogbookCore

/// `HeapRetention.keepFreedMemory()` makes glibc serve large blocks from the heap: a 48 MiB
/// block, above the 32 MiB that glibc's own limit can ever rise to, gets no mapping of
/// its own once it is set.
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

    func testALargeBlockComesFromTheHeapOnceSet() throws {
        XCTAssertTrue(HeapRetention.keepFreedMemory())
        let size = 48 << 20
        let before = try ownMappings()
        let block = try XCTUnwrap(malloc(size))
        memset(block, 1, size)
        let during = try ownMappings()
        free(block)
        XCTAssertEqual(during, before, "the 48 MiB block was given a mapping of its own")
    }
}
