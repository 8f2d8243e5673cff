/// The byte layout of a chunk of a run's samples: columns one after the other, each delta
/// encoded in zigzag LEB128 varints with its own NULL bitmap. Pure: bytes in, samples out.
///
/// Layout (version 1):
///
///     version   1 byte, `SampleChunkCodec.version`
///     count     varint, the number of samples n (at most `maximumSamples`)
///     9 columns in the order of `columnNames` (seq, offset_ms, lat_e7, lon_e7, ele_dm, hr,
///               cadence, distance_dm, segment), each:
///       header  1 byte: bits 0-1 presence (0 no sample has a value, 1 every sample has
///               one, 2 some: a bitmap follows), bits 2-3 order (0 step, 1 delta, 2
///               delta of delta), the other bits 0
///       bitmap  ceil(n / 8) bytes when presence is 2: bit i (byte i / 8, bit i % 8, least
///               significant first) set when sample i has a value
///       values  over the m samples that have one, zigzag varints: step: the first value,
///               then (m > 1) the one difference every next value adds; delta: the first
///               value, then m - 1 differences; delta of delta: the first value, then
///               (m > 1) the first difference, then m - 2 changes of the difference
///
/// Every difference wraps (`&-`, `&+`) so any Int64 round-trips and no input traps. `seq` and
/// `offset_ms` have a value in every sample. The encoder picks, per column, step when every
/// difference is the same (a 1 Hz clock, a contiguous `seq`, one segment), else whichever of
/// delta and delta of delta takes fewer bytes (positions and distance change smoothly: their
/// second differences are smaller; heart rate and elevation jitter: their first ones are).
/// The decoder checks every count against the bytes left before it allocates, and refuses
/// trailing bytes.
public enum SampleChunkCodec {
    /// The format version: the blob's first byte.
    public static let version: UInt8 = 1

    /// The most samples one chunk may hold: a decoder refuses a larger count before
    /// allocating (65,536 decoded samples take about 5 MB).
    public static let maximumSamples = 65_536

    /// The columns, in the order they follow one another in a chunk.
    public static let columnNames = ["seq", "offset_ms", "lat_e7", "lon_e7", "ele_dm", "hr", "cadence", "distance_dm", "segment"]

    /// The columns every sample has a value in (`seq`, `offset_ms`).
    static let requiredColumns = 2

    /// The chunk of `entries`, in their order.
    public static func encode(_ entries: [SequencedSample]) -> [UInt8] {
        var out: [UInt8] = [version]
        appendVarint(UInt64(entries.count), to: &out)
        var values: [Int64] = []
        values.reserveCapacity(entries.count)
        var bitmap = [UInt8](repeating: 0, count: (entries.count + 7) / 8)
        for column in columnNames.indices {
            values.removeAll(keepingCapacity: true)
            for index in bitmap.indices { bitmap[index] = 0 }
            for (index, entry) in entries.enumerated() {
                guard let value = value(column, of: entry) else { continue }
                values.append(value)
                bitmap[index >> 3] |= 1 << UInt8(index & 7)
            }
            let presence: UInt8 = values.isEmpty ? 0 : (values.count == entries.count ? 1 : 2)
            let order = bestOrder(values)
            out.append(presence | order << 2)
            if presence == 2 { out.append(contentsOf: bitmap) }
            appendValues(values, order: order, to: &out)
        }
        return out
    }

    /// The samples of chunk `bytes`; throws `SampleChunkError` naming run `runID` and chunk
    /// `chunk` (given only for the message) when the bytes are damaged.
    public static func decode(_ bytes: [UInt8], runID: Int64, chunk: Int64) throws -> [SequencedSample] {
        var cursor = SampleChunkCursor(bytes)
        func damage(_ reason: String) -> SampleChunkError {
            .damaged(runID: runID, chunk: chunk, byte: cursor.position, reason: reason)
        }
        guard let found = cursor.byte() else { throw damage("the chunk is empty") }
        guard found == version else { throw damage("format version \(found), this logbook reads version \(version)") }
        guard let claimed = cursor.varint(), claimed <= UInt64(maximumSamples) else {
            throw damage("a sample count that is not a number up to \(maximumSamples)")
        }
        let count = Int(claimed)
        var entries = [SequencedSample](repeating: SequencedSample(seq: 0, sample: StoredSample(offsetMs: 0)), count: count)
        for column in columnNames.indices {
            let name = columnNames[column]
            guard let header = cursor.byte() else { throw damage("column \(name) is missing") }
            let presence = header & 0b11
            let order = header >> 2
            guard presence <= 2, order <= 2 else { throw damage("column \(name) has header byte \(header)") }
            if presence == 0 {
                guard order == 0 else { throw damage("column \(name) has no values but an order") }
                guard column >= requiredColumns || count == 0 else { throw damage("column \(name) has no values") }
                continue
            }
            guard count > 0 else { throw damage("column \(name) has values for no sample") }
            var bitmap: [UInt8] = []
            var present = count
            if presence == 2 {
                guard column >= requiredColumns else { throw damage("column \(name) leaves samples without a value") }
                guard let bits = cursor.take((count + 7) / 8) else { throw damage("the bitmap of column \(name) is cut short") }
                bitmap = Array(bits)
                present = bitmap.reduce(0) { $0 + $1.nonzeroBitCount }
                let unused = bitmap.count * 8 - count
                guard unused == 0 || bitmap[bitmap.count - 1] >> UInt8(8 - unused) == 0 else {
                    throw damage("the bitmap of column \(name) marks samples after the last")
                }
                guard present > 0, present < count else { throw damage("the bitmap of column \(name) marks \(present) of \(count)") }
            }
            // Every value takes at least one byte: a count the bytes left cannot hold is damage.
            guard (order == 0 ? min(present, 2) : present) <= cursor.remaining else {
                throw damage("column \(name) claims \(present) values in \(cursor.remaining) bytes")
            }
            var decoded = 0
            var current: Int64 = 0
            var difference: Int64 = 0
            for index in 0..<count where presence == 1 || bitmap[index >> 3] & (1 << UInt8(index & 7)) != 0 {
                if decoded == 0 {
                    guard let first = cursor.signed() else { throw damage("column \(name) is cut short") }
                    current = first
                } else if order == 0 {
                    if decoded == 1 {
                        guard let step = cursor.signed() else { throw damage("column \(name) is cut short") }
                        difference = step
                    }
                    current = current &+ difference
                } else if order == 1 || decoded == 1 {
                    guard let change = cursor.signed() else { throw damage("column \(name) is cut short") }
                    difference = change
                    current = current &+ difference
                } else {
                    guard let change = cursor.signed() else { throw damage("column \(name) is cut short") }
                    difference = difference &+ change
                    current = current &+ difference
                }
                set(column, current, in: &entries[index])
                decoded += 1
            }
        }
        guard cursor.remaining == 0 else { throw damage("\(cursor.remaining) bytes follow the last column") }
        return entries
    }

    /// The value of column `column` (an index into `columnNames`) of `entry`.
    static func value(_ column: Int, of entry: SequencedSample) -> Int64? {
        switch column {
        case 0: return entry.seq
        case 1: return entry.sample.offsetMs
        case 2: return entry.sample.latE7
        case 3: return entry.sample.lonE7
        case 4: return entry.sample.eleDm
        case 5: return entry.sample.hr
        case 6: return entry.sample.cadence
        case 7: return entry.sample.distanceDm
        default: return entry.sample.segment
        }
    }

    /// Sets column `column` (an index into `columnNames`) of `entry` to `value`.
    static func set(_ column: Int, _ value: Int64, in entry: inout SequencedSample) {
        switch column {
        case 0: entry.seq = value
        case 1: entry.sample.offsetMs = value
        case 2: entry.sample.latE7 = value
        case 3: entry.sample.lonE7 = value
        case 4: entry.sample.eleDm = value
        case 5: entry.sample.hr = value
        case 6: entry.sample.cadence = value
        case 7: entry.sample.distanceDm = value
        default: entry.sample.segment = value
        }
    }

    /// The order that stores `values` in the fewest bytes: step (0) when every difference is
    /// the same (or there are at most two values), else delta (1) or delta of delta (2).
    static func bestOrder(_ values: [Int64]) -> UInt8 {
        guard values.count > 2 else { return 0 }
        let step = values[1] &- values[0]
        var constant = true
        var deltaBytes = 0
        var secondBytes = 0
        var previous = step
        for index in 1..<values.count {
            let difference = values[index] &- values[index - 1]
            if difference != step { constant = false }
            deltaBytes += varintLength(zigzag(difference))
            secondBytes += varintLength(zigzag(index == 1 ? difference : difference &- previous))
            previous = difference
        }
        if constant { return 0 }
        return secondBytes < deltaBytes ? 2 : 1
    }

    /// Appends `values` in order `order` (see the layout).
    static func appendValues(_ values: [Int64], order: UInt8, to out: inout [UInt8]) {
        guard let first = values.first else { return }
        appendVarint(zigzag(first), to: &out)
        guard values.count > 1 else { return }
        if order == 0 {
            appendVarint(zigzag(values[1] &- values[0]), to: &out)
            return
        }
        var previous: Int64 = 0
        for index in 1..<values.count {
            let difference = values[index] &- values[index - 1]
            appendVarint(zigzag(order == 1 || index == 1 ? difference : difference &- previous), to: &out)
            previous = difference
        }
    }

    /// Appends `value` as an unsigned LEB128 varint (1 to 10 bytes).
    static func appendVarint(_ value: UInt64, to out: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            out.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        out.append(UInt8(truncatingIfNeeded: rest))
    }

    /// The bytes `appendVarint` takes for `value`.
    static func varintLength(_ value: UInt64) -> Int {
        max(1, (64 - value.leadingZeroBitCount + 6) / 7)
    }

    /// `value` with its sign in the lowest bit, so that small magnitudes are small numbers.
    static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value &<< 1) ^ (value >> 63))
    }

    /// The inverse of `zigzag`.
    static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: (value >> 1) ^ (0 &- (value & 1)))
    }
}
