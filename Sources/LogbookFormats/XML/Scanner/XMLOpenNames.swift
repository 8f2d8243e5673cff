/// The elements `XMLByteScanner` has open: each one's qualified name (copied, since the
/// document's bytes move on), its namespace URI and how many namespace bindings its start
/// tag declared, so that its end tag can be checked and its bindings undone.
///
/// Kept in memory allocated once per parse and freed with `release()`; the depth is
/// bounded by the scanner (`XMLByteScanner.maxDepth`), and each name by its length limit.
struct XMLOpenNames {
    /// One open element.
    private struct Entry {
        var offset: Int
        var length: Int
        var localOffset: Int
        var uri: UnsafePointer<UInt8>?
        var bindings: Int
    }

    private let entries: UnsafeMutablePointer<Entry>
    private let capacity: Int
    private var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity: Int
    private var used = 0
    /// How many elements are open.
    private(set) var count = 0

    /// Room for `capacity` open elements.
    init(capacity: Int) {
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
        byteCapacity = 4096
        bytes = .allocate(capacity: byteCapacity)
    }

    /// Frees the memory; the value must not be used afterwards.
    func release() {
        entries.deallocate()
        bytes.deallocate()
    }

    /// Opens an element named by the `length` bytes at `name` (its local part starting
    /// `localOffset` bytes in), in `uri`, whose start tag declared `bindings` namespace
    /// bindings. The caller keeps `count` below the capacity.
    mutating func push(_ name: UnsafePointer<UInt8>, length: Int, localOffset: Int, uri: UnsafePointer<UInt8>?, bindings: Int) {
        if used + length > byteCapacity {
            var larger = byteCapacity * 2
            while used + length > larger { larger *= 2 }
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            moved.initialize(from: bytes, count: used)
            bytes.deallocate()
            bytes = moved
            byteCapacity = larger
        }
        (bytes + used).initialize(from: name, count: length)
        entries[count] = Entry(offset: used, length: length, localOffset: localOffset, uri: uri, bindings: bindings)
        used += length
        count += 1
    }

    /// True when the innermost open element is named by the `length` bytes at `name`.
    @inline(__always)
    func innermostIsNamed(_ name: UnsafePointer<UInt8>, length: Int) -> Bool {
        guard count > 0 else { return false }
        let entry = entries[count - 1]
        guard entry.length == length else { return false }
        return XMLByteEquality.same(bytes + entry.offset, name, length)
    }

    /// When the innermost open element's name is what `available` bytes at `text` start
    /// with, that name's length and where its local part starts; nil otherwise (or when
    /// no element is open). What an end tag checks first, without scanning its name.
    @inline(__always)
    func innermostName(startingAt text: UnsafePointer<UInt8>, available: Int) -> (length: Int, localOffset: Int)? {
        guard count > 0 else { return nil }
        let entry = entries[count - 1]
        guard entry.length < available else { return nil }
        let stored = bytes + entry.offset
        var index = 0
        while index < entry.length {
            guard stored[index] == text[index] else { return nil }
            index += 1
        }
        return (entry.length, entry.localOffset)
    }

    /// Closes the innermost element; returns its namespace URI and how many bindings its
    /// start tag declared. The caller checks that one is open.
    @inline(__always)
    mutating func pop() -> (uri: UnsafePointer<UInt8>?, bindings: Int) {
        count -= 1
        let entry = entries[count]
        used = entry.offset
        return (entry.uri, entry.bindings)
    }
}
