@testable import LogbookStore

/// The sample chunk layout written the plainest way, straight from its description in
/// `SampleChunkCodec` (a list of values per column, a list of booleans for its NULLs, each
/// order tried and the shortest kept): the reference the codec's property tests compare with.
enum NaiveSampleChunkCodec {
    /// The columns of `entry`, in the layout's order.
    static func columns(of entry: SequencedSample) -> [Int64?] {
        let sample = entry.sample
        return [entry.seq, sample.offsetMs, sample.latE7, sample.lonE7, sample.eleDm, sample.hr, sample.cadence, sample.distanceDm,
                sample.segment]
    }

    /// The chunk of `entries`.
    static func encode(_ entries: [SequencedSample]) -> [UInt8] {
        var out: [UInt8] = [1] + varint(UInt64(entries.count))
        let rows = entries.map(columns(of:))
        for column in 0..<9 {
            let cells = rows.map { $0[column] }
            let values = cells.compactMap { $0 }
            let presence: UInt8 = values.isEmpty ? 0 : (values.count == cells.count ? 1 : 2)
            var differences: [Int64] = []
            for index in values.indices.dropFirst() { differences.append(values[index] &- values[index - 1]) }
            var seconds: [Int64] = differences.prefix(1).map { $0 }
            for index in differences.indices.dropFirst() { seconds.append(differences[index] &- differences[index - 1]) }
            let step = Array(values.prefix(1)) + Array(differences.prefix(1))
            let delta = Array(values.prefix(1)) + differences
            let second = Array(values.prefix(1)) + seconds
            let order: UInt8
            let chosen: [Int64]
            if values.count <= 2 || Set(differences).count == 1 {
                (order, chosen) = (0, step)
            } else if signedBytes(second).count < signedBytes(delta).count {
                (order, chosen) = (2, second)
            } else {
                (order, chosen) = (1, delta)
            }
            out.append(presence + order * 4)
            if presence == 2 {
                var bitmap = [UInt8](repeating: 0, count: (cells.count + 7) / 8)
                for (index, cell) in cells.enumerated() where cell != nil { bitmap[index / 8] += UInt8(1 << (index % 8)) }
                out += bitmap
            }
            out += signedBytes(chosen)
        }
        return out
    }

    /// The entries of a chunk `encode` wrote (no checks: a reference for well-formed chunks).
    static func decode(_ bytes: [UInt8]) -> [SequencedSample] {
        var position = 1
        let count = Int(readVarint(bytes, &position))
        var rows = [[Int64?]](repeating: [Int64?](repeating: nil, count: 9), count: count)
        for column in 0..<9 {
            let header = bytes[position]
            position += 1
            let presence = header % 4
            let order = header / 4
            if presence == 0 { continue }
            var present = [Bool](repeating: true, count: count)
            if presence == 2 {
                for index in 0..<count { present[index] = bytes[position + index / 8] & UInt8(1 << (index % 8)) != 0 }
                position += (count + 7) / 8
            }
            let total = present.filter { $0 }.count
            var values: [Int64] = []
            var difference: Int64 = 0
            for index in 0..<total {
                if index == 0 {
                    values.append(unzigzag(readVarint(bytes, &position)))
                    continue
                }
                if order == 0 {
                    if index == 1 { difference = unzigzag(readVarint(bytes, &position)) }
                } else if order == 1 || index == 1 {
                    difference = unzigzag(readVarint(bytes, &position))
                } else {
                    difference = difference &+ unzigzag(readVarint(bytes, &position))
                }
                values.append(values[index - 1] &+ difference)
            }
            var next = 0
            for index in 0..<count where present[index] {
                rows[index][column] = values[next]
                next += 1
            }
        }
        return rows.map { row in
            SequencedSample(
                seq: row[0] ?? 0,
                sample: StoredSample(
                    offsetMs: row[1] ?? 0, latE7: row[2], lonE7: row[3], eleDm: row[4], hr: row[5], cadence: row[6], distanceDm: row[7],
                    segment: row[8]))
        }
    }

    /// `values` zigzagged, as varints one after the other.
    static func signedBytes(_ values: [Int64]) -> [UInt8] {
        values.flatMap { value -> [UInt8] in
            let zigzagged = value < 0 ? UInt64(bitPattern: ~value) * 2 + 1 : UInt64(value) * 2
            return varint(zigzagged)
        }
    }

    /// `value` in seven-bit groups, least significant first, the high bit set on all but the last.
    static func varint(_ value: UInt64) -> [UInt8] {
        var groups: [UInt8] = []
        var rest = value
        repeat {
            groups.append(UInt8(rest % 128))
            rest /= 128
        } while rest > 0
        for index in groups.indices.dropLast() { groups[index] += 128 }
        return groups
    }

    /// The varint at `position`, moving past it.
    static func readVarint(_ bytes: [UInt8], _ position: inout Int) -> UInt64 {
        var value: UInt64 = 0
        var weight: UInt64 = 1
        while true {
            let byte = bytes[position]
            position += 1
            value = value &+ UInt64(byte % 128) &* weight
            if byte < 128 { return value }
            weight = weight &* 128
        }
    }

    /// The signed value of a zigzagged one.
    static func unzigzag(_ value: UInt64) -> Int64 {
        value % 2 == 0 ? Int64(value / 2) : ~Int64(value / 2)
    }
}
