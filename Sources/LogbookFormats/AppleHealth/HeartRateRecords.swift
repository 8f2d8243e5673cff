import LogbookSupport

/// One workout's heart-rate records in time order, each instant once, kept in a `Spool`
/// (an unnamed temporary file beyond its memory limit) and read by index through a cache
/// of one chunk: what `HeartRateJoin` walks, whatever the number of records.
///
/// A workout of a whole day at one reading a second holds 86,400 records; a hostile or
/// merged export can put millions inside one workout (1 GB of records took 196 MB when
/// they were held in arrays). Reading them in index order, as the join does, reads each
/// chunk once. Not thread-safe (the cache).
final class HeartRateRecords {
    /// Where the records are, sorted, each time once.
    let spool: Spool<HeartRateRecord>
    /// The records of the cached chunk, and the index of its first.
    private var chunk: [HeartRateRecord] = []
    private var chunkStart = 0

    /// How many records one read of the spool brings into the cache.
    static let chunkSize = 4_096

    /// Records already sorted, each time once.
    init(sorted spool: Spool<HeartRateRecord>) {
        self.spool = spool
    }

    /// Records held in memory (tests, small workouts): sorted and made unique first.
    convenience init(_ records: [HeartRateRecord]) {
        let series = HeartRateSeries(SpoolSettings(memoryLimit: .max))
        for record in records { series.append(record) }
        self.init(sorted: series.finish().spool)
    }

    /// The number of records.
    var count: Int { spool.count }

    /// True without records.
    var isEmpty: Bool { spool.count == 0 }

    /// The record at `index` (in `0..<count`).
    subscript(index: Int) -> HeartRateRecord {
        if index < chunkStart || index - chunkStart >= chunk.count {
            chunkStart = index
            chunk = spool.values(index..<min(count, index + Self.chunkSize))
        }
        return chunk[index - chunkStart]
    }

    /// Calls `body` with every record in order.
    func forEach(_ body: (HeartRateRecord) -> Void) {
        spool.read(0..<spool.count) { values in
            for value in values { body(value) }
        }
    }

    /// The highest reading, nil without records.
    var maximum: Double? {
        var highest: Float?
        forEach { highest = max(highest ?? $0.bpm, $0.bpm) }
        return highest.map(Double.init)
    }

    /// Why the records could not be kept or read back, if so.
    var failure: String? { spool.failure }
}
