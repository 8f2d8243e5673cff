internal import LogbookEmbeddedData

/// The offline index of the world's time zone boundaries: which IANA zone a position lies in.
///
/// The bytes are `timezones.bin`, written by `Sources/LogbookEmbeddedData/Generator/generate_index.py`
/// from timezone-boundary-builder's polygons (ODbL) and embedded in the binary. Little-endian:
///
/// - header (40 bytes): `LBTZ`, format version (u16), zone count (u16), then the offsets of
///   the zone names, the grid and the nodes (u32 each), the node count (u32), the offset and
///   byte length of the leaves (u32 each) and the data release (8 ASCII bytes);
/// - zone names: for each zone a length byte and its ASCII name;
/// - grid: 360 x 180 entries (u32), one per one-degree cell, row by row from -90 latitude
///   and -180 longitude;
/// - an entry's two top bits say what it is, its other 30 bits a value: 0 the open sea,
///   1 one zone (its index), 2 an inner node (the index of its first of four entries in the
///   node array: south-west, south-east, north-west, north-east), 3 a leaf (its byte offset
///   in the leaves);
/// - leaf: default zone (u16), polygon count (u16); each: zone (u16), ring count (u16); each
///   ring: vertex count (u16), then x and y (u16 each) in 1/65535 of the cell from its
///   south-west corner. A position inside a zone's rings (even-odd rule) is in that zone,
///   one inside none is in the default zone.
///
/// Reading never traps: an offset outside the bytes ends the lookup with `nil`.
/// `@unchecked Sendable`: the bytes are read-only (the binary's static data, or a test's
/// buffer that outlives the index), so sharing it between threads reads only.
public struct TimeZoneIndex: @unchecked Sendable {
    /// The embedded index, checked once, when a run first needs a zone from its position.
    public static let embedded: TimeZoneIndex? = TimeZoneIndex(
        bytes: UnsafeRawBufferPointer(
            start: logbook_time_zone_index_bytes(), count: Int(exactly: logbook_time_zone_index_length()) ?? 0))

    /// What the index says of a cell.
    public enum Answer: Equatable, Sendable {
        /// No land zone: the open sea.
        case sea
        /// The zone with this index in `zoneNames`.
        case zone(Int)
    }

    /// The index's bytes (static data of the binary, or a test's own buffer kept alive by it).
    private let bytes: UnsafeRawBufferPointer
    /// The zone names, by index.
    public let zoneNames: [String]
    /// The timezone-boundary-builder release the index was made from, such as `2026c`.
    public let release: String
    private let gridOffset: Int
    private let nodesOffset: Int
    private let nodeCount: Int
    private let leavesOffset: Int
    private let leavesLength: Int

    /// The header's size in bytes.
    static let headerSize = 40
    /// The grid's cells: 360 by 180.
    static let gridCells = 360 * 180

    /// Reads the header and zone names of an index, or `nil` when `bytes` is not a whole
    /// index of this format. `bytes` must stay valid as long as the index is used.
    public init?(bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= Self.headerSize, bytes.baseAddress != nil,
            Array(bytes[0..<4]) == Array("LBTZ".utf8),
            Self.u16(bytes, 4) == 1
        else { return nil }
        let zoneCount = Int(Self.u16(bytes, 6) ?? 0)
        guard let names = Self.u32(bytes, 8), let grid = Self.u32(bytes, 12), let nodes = Self.u32(bytes, 16),
            let count = Self.u32(bytes, 20), let leaves = Self.u32(bytes, 24), let leavesLength = Self.u32(bytes, 28)
        else { return nil }
        self.bytes = bytes
        gridOffset = Int(grid)
        nodesOffset = Int(nodes)
        nodeCount = Int(count)
        leavesOffset = Int(leaves)
        self.leavesLength = Int(leavesLength)
        guard gridOffset <= bytes.count, (bytes.count - gridOffset) / 4 >= Self.gridCells,
            nodesOffset <= bytes.count, (bytes.count - nodesOffset) / 4 >= nodeCount,
            leavesOffset <= bytes.count, bytes.count - leavesOffset >= self.leavesLength
        else { return nil }
        release = String(decoding: bytes[32..<40].prefix { $0 != 0 }, as: UTF8.self)
        var list: [String] = []
        list.reserveCapacity(zoneCount)
        var position = Int(names)
        for _ in 0..<zoneCount {
            guard position < bytes.count else { return nil }
            let length = Int(bytes[position])
            guard length <= bytes.count - position - 1 else { return nil }
            list.append(String(decoding: bytes[(position + 1)..<(position + 1 + length)], as: UTF8.self))
            position += 1 + length
        }
        zoneNames = list
    }

    /// The index's bytes, for tests that damage a copy.
    var bytesForTests: UnsafeRawBufferPointer { bytes }

    /// The zone's name at a position (degrees), the open sea's nautical zone where no land
    /// zone is; `nil` for a position outside -90...90 / -180...180 or a damaged index.
    public func zoneName(lat: Double, lon: Double) -> String? {
        switch answer(lat: lat, lon: lon) {
        case .sea: return NauticalZone.identifier(longitude: lon)
        case .zone(let index): return index < zoneNames.count ? zoneNames[index] : nil
        case nil: return nil
        }
    }

    /// What the index holds at a position (degrees); `nil` for a position outside
    /// -90...90 / -180...180 or a damaged index.
    public func answer(lat: Double, lon: Double) -> Answer? {
        guard lat.isFinite, lon.isFinite, abs(lat) <= 90, abs(lon) <= 180 else { return nil }
        let column = min(359, max(0, Int((lon + 180).rounded(.down))))
        let row = min(179, max(0, Int((lat + 90).rounded(.down))))
        var x0 = Double(column - 180), y0 = Double(row - 90), size = 1.0
        guard var entry = Self.u32(bytes, gridOffset + 4 * (row * 360 + column)) else { return nil }
        // At most 30 levels: a damaged index whose nodes loop ends here.
        for _ in 0..<30 {
            let value = Int(entry & 0x3FFF_FFFF)
            switch entry >> 30 {
            case 0: return .sea
            case 1: return .zone(value)
            case 2:
                size /= 2
                let east = lon >= x0 + size, north = lat >= y0 + size
                if east { x0 += size }
                if north { y0 += size }
                let child = value + (north ? 2 : 0) + (east ? 1 : 0)
                guard child < nodeCount, let next = Self.u32(bytes, nodesOffset + 4 * child) else { return nil }
                entry = next
            default:
                return leaf(at: value, x: (lon - x0) / size * 65535, y: (lat - y0) / size * 65535)
            }
        }
        return nil
    }

    /// The zone of the point (`x`, `y`), in the leaf's 1/65535 units, of the leaf at `offset`.
    private func leaf(at offset: Int, x: Double, y: Double) -> Answer? {
        guard offset < leavesLength else { return nil }
        var position = leavesOffset + offset
        let end = leavesOffset + leavesLength
        guard let defaultZone = u16(&position, end), let polygons = u16(&position, end) else { return nil }
        for _ in 0..<polygons {
            guard let zone = u16(&position, end), let rings = u16(&position, end) else { return nil }
            var inside = false
            for _ in 0..<rings {
                guard let count = u16(&position, end), Int(count) <= (end - position) / 4 else { return nil }
                if count > 0, Self.crossings(bytes, from: position, count: Int(count), x: x, y: y) { inside.toggle() }
                position += 4 * Int(count)
            }
            if inside { return .zone(Int(zone)) }
        }
        return .zone(Int(defaultZone))
    }

    /// True when a ray from (`x`, `y`) eastwards crosses the ring of `count` vertices at
    /// `from` an odd number of times (the point is inside it).
    private static func crossings(_ bytes: UnsafeRawBufferPointer, from: Int, count: Int, x: Double, y: Double) -> Bool {
        var inside = false
        var previousX = Double(bytes.loadUnaligned(fromByteOffset: from + 4 * (count - 1), as: UInt16.self).littleEndian)
        var previousY = Double(bytes.loadUnaligned(fromByteOffset: from + 4 * (count - 1) + 2, as: UInt16.self).littleEndian)
        for vertex in 0..<count {
            let vx = Double(bytes.loadUnaligned(fromByteOffset: from + 4 * vertex, as: UInt16.self).littleEndian)
            let vy = Double(bytes.loadUnaligned(fromByteOffset: from + 4 * vertex + 2, as: UInt16.self).littleEndian)
            if (vy > y) != (previousY > y), x < (previousX - vx) * (y - vy) / (previousY - vy) + vx {
                inside.toggle()
            }
            previousX = vx
            previousY = vy
        }
        return inside
    }

    /// The u16 at `position` (advanced past it), or `nil` when it does not end before `end`.
    private func u16(_ position: inout Int, _ end: Int) -> UInt16? {
        guard position >= 0, end - position >= 2 else { return nil }
        defer { position += 2 }
        return bytes.loadUnaligned(fromByteOffset: position, as: UInt16.self).littleEndian
    }

    /// The little-endian u16 at `offset`, or `nil` outside `bytes`.
    private static func u16(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt16? {
        guard offset >= 0, offset <= bytes.count - 2 else { return nil }
        return bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian
    }

    /// The little-endian u32 at `offset`, or `nil` outside `bytes`.
    private static func u32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        return bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian
    }
}
