import LogbookTestSupport

@testable import LogbookStore

/// Runs of stored samples drawn from a seeded generator, for the sample codec's property
/// tests: recorded-looking runs at 1 Hz and arbitrary ones (any Int64, any NULLs).
struct RandomSampleRuns {
    /// The generator; its seed is in every failure message.
    var generator: SplitMix64

    /// A 1 Hz run of `count` samples as a watch records it, from `firstSeq`: pauses, a position
    /// moving a few metres a second, elevation, heart rate and cadence wandering, distance
    /// growing, segments counted at pauses; `state` carries it on from a previous call.
    mutating func recorded(count: Int, state: inout RecordedState) -> [SequencedSample] {
        var entries: [SequencedSample] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            if generator.below(2_000) == 0 {
                state.offsetMs += Int64(60_000 + generator.below(600_000))
                state.segment += 1
            } else {
                state.offsetMs += 1_000 + (generator.below(50) == 0 ? Int64(generator.below(400)) : 0)
            }
            state.velocityLat += Int64(generator.below(11)) - 5
            state.velocityLon += Int64(generator.below(11)) - 5
            state.latE7 = min(900_000_000, max(-900_000_000, state.latE7 + state.velocityLat))
            state.lonE7 = min(1_800_000_000, max(-1_800_000_000, state.lonE7 + state.velocityLon))
            state.eleDm += Int64(generator.below(5)) - 2
            state.hr = min(200, max(60, state.hr + Int64(generator.below(3)) - 1))
            state.distanceDm += Int64(20 + generator.below(20))
            let cadence = 160 + Int64(generator.below(20))
            entries.append(SequencedSample(
                seq: state.seq,
                sample: StoredSample(
                    offsetMs: state.offsetMs, latE7: state.latE7, lonE7: state.lonE7, eleDm: state.eleDm, hr: state.hr,
                    cadence: cadence, distanceDm: state.distanceDm, segment: state.segment)))
            state.seq += 1
        }
        return entries
    }

    /// `count` samples with arbitrary values: each column is, at random, all NULL, never NULL
    /// or NULL at random, and its values small steps, a column's extremes or any Int64.
    mutating func arbitrary(count: Int) -> [SequencedSample] {
        var columns: [[Int64?]] = []
        for column in SampleChunkCodec.columnNames.indices {
            let required = column < SampleChunkCodec.requiredColumns
            let nulls = required ? 0 : generator.below(3)
            let kind = generator.below(5)
            var current = Int64(bitPattern: generator.next())
            var cells: [Int64?] = []
            for index in 0..<count {
                switch kind {
                case 0: current = current &+ Int64(generator.below(7)) - 3
                case 1: current = Int64(bitPattern: generator.next())
                case 2: current = [Int64.min, Int64.max, 0, -1, 1][generator.below(5)]
                case 3: current = [-900_000_000, 900_000_000, -1_800_000_000, 1_800_000_000][generator.below(4)]
                default: current = Int64(index) * 7
                }
                let null = nulls == 1 || (nulls == 2 && generator.below(2) == 0)
                cells.append(null ? nil : current)
            }
            columns.append(cells)
        }
        return (0..<count).map { index in
            SequencedSample(
                seq: columns[0][index] ?? 0,
                sample: StoredSample(
                    offsetMs: columns[1][index] ?? 0, latE7: columns[2][index], lonE7: columns[3][index], eleDm: columns[4][index],
                    hr: columns[5][index], cadence: columns[6][index], distanceDm: columns[7][index], segment: columns[8][index]))
        }
    }
}
