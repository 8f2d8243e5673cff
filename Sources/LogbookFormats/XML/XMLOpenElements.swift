/// The prefix and local name of each open element, by depth: libxml2's dictionary strings,
/// turned into text only for a message (`unexpected end of file inside <trkpt>`).
///
/// Kept in memory that the owner allocates once and frees with `release()`, so that
/// recording an element (eight per GPX point) is one store, not an array's copy-on-write
/// check. It grows when a document nests deeper than it has room for.
struct XMLOpenElements {
    /// One open element: its prefix (nil without one) and local name.
    typealias Element = (prefix: UnsafePointer<UInt8>?, localName: UnsafePointer<UInt8>)

    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many depths have been recorded at least once (0..<recorded are readable).
    private(set) var recorded = 0

    /// Room for `capacity` depths to start with.
    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    /// Records the element open at `depth` (0 for the root).
    @inline(__always)
    mutating func set(_ element: Element, at depth: Int) {
        if depth >= capacity { grow(toHold: depth + 1) }
        (base + depth).initialize(to: element)
        if depth >= recorded { recorded = depth + 1 }
    }

    /// The element last recorded at `depth`, or nil when none was.
    func element(at depth: Int) -> Element? {
        guard depth >= 0, depth < recorded else { return nil }
        return base[depth]
    }

    /// Frees the memory; the value must not be used afterwards.
    func release() {
        base.deallocate()
    }

    private mutating func grow(toHold count: Int) {
        var larger = capacity
        while larger < count { larger *= 2 }
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        moved.moveInitialize(from: base, count: recorded)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
