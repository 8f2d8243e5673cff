/// How far the reading of one large file has come (an Apple Health `export.xml` of
/// gigabytes takes minutes), for a progress line: reported by the importer through
/// `ImportOptions.progress` for files too large to hold in memory, at every hundredth of
/// the file (every 16 MiB when its size is unknown) and at its end.
public struct ReadProgress: Sendable, Equatable {
    /// Which pass over the file is running.
    public enum Stage: String, Sendable {
        /// Its SHA-256 is taken (to tell a known file without parsing it).
        case hashing
        /// It is parsed.
        case reading
    }

    /// The file, as named in messages.
    public var file: String
    /// The pass.
    public var stage: Stage
    /// Bytes of the file read so far in this pass.
    public var bytes: Int64
    /// Its size, when known (a file, a stream spooled to disk, an archive member whose header states it).
    public var total: Int64?

    /// The bytes between two reports: a hundredth of `total` (at least 1 MiB), else 16 MiB.
    public static func step(total: Int64?) -> Int64 {
        guard let total, total > 0 else { return 16 << 20 }
        return max(total / 100, 1 << 20)
    }

    /// True when a chunk that took the count from `before` to `after` bytes crosses a step of
    /// `total` (see `step`) or reaches its end: then a report is due.
    public static func isDue(before: Int64, after: Int64, total: Int64?) -> Bool {
        let step = step(total: total)
        return before / step != after / step || (total.map { after >= $0 && before < $0 } ?? false)
    }
}
