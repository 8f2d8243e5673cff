/// The bytes a region of a document ended inside of (an unfinished tag, reference or
/// character), kept until the next bytes finish them: `XMLFastParser` scans chunks where
/// they lie and copies only such ends, which are short.
///
/// Bounded by `limit`: a tag, comment or section longer than that is left to libxml2.
struct XMLCarryBuffer {
    /// The most bytes carried (1 MiB).
    static let limit = 1 << 20

    private var storage: UnsafeMutableRawPointer
    private var capacity: Int
    /// How many bytes are carried.
    private(set) var count = 0

    /// An empty buffer with room to start with.
    init() {
        capacity = 4096
        storage = .allocate(byteCount: capacity, alignment: 16)
    }

    /// Frees the memory; the value must not be used afterwards.
    func release() {
        storage.deallocate()
    }

    /// True when nothing is carried.
    var isEmpty: Bool { count == 0 }

    /// The carried bytes, valid until the buffer changes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage, count: count) }

    /// Adds `more` after the carried bytes; false (nothing added) when that would pass `limit`.
    mutating func append(_ more: UnsafeRawBufferPointer) -> Bool {
        guard let source = more.baseAddress, !more.isEmpty else { return true }
        guard count + more.count <= Self.limit else { return false }
        if count + more.count > capacity {
            var larger = capacity * 2
            while count + more.count > larger { larger *= 2 }
            let moved = UnsafeMutableRawPointer.allocate(byteCount: larger, alignment: 16)
            moved.copyMemory(from: storage, byteCount: count)
            storage.deallocate()
            storage = moved
            capacity = larger
        }
        (storage + count).copyMemory(from: source, byteCount: more.count)
        count += more.count
        return true
    }

    /// Drops the first `consumed` bytes.
    mutating func removeFirst(_ consumed: Int) {
        guard consumed > 0 else { return }
        let left = count - consumed
        if left > 0 { storage.copyMemory(from: storage + consumed, byteCount: left) }
        count = left
    }

    /// Drops every byte.
    mutating func removeAll() {
        count = 0
    }
}
