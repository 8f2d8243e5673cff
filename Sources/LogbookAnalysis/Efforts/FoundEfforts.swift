import LogbookModel

/// The best efforts of a built run's samples, not yet judged, found where the run was built
/// (on the worker thread that parses and builds a file) so that the thread storing runs,
/// the slower of the two for FIT files, does not feed every sample through the finder.
///
/// A cache, not a measurement: it never makes two built runs differ (`==` is always true),
/// setting a run's samples drops it, and the store finds the efforts itself when it is
/// empty. It holds exactly what the store would find: `find(in:)` reads the samples as they
/// are stored (milliseconds, decimetres, segments).
public struct FoundEfforts: Sendable, Equatable {
    /// The efforts for the standard distances, or `nil` when they were not looked for.
    public var efforts: [BestEffort]?

    /// An empty cache, or one holding `efforts`.
    public init(efforts: [BestEffort]? = nil) {
        self.efforts = efforts
    }

    /// Always true: a cache does not tell two built runs apart.
    public static func == (lhs: FoundEfforts, rhs: FoundEfforts) -> Bool { true }

    /// Finds the efforts of `samples` for the standard distances, from the values as stored,
    /// marked `fromDevice` when no sample has a position; when the samples cannot be
    /// read back an empty cache (the store then meets the same failure and says so).
    package static func find(in samples: RunSamples) -> FoundEfforts {
        var finder = BestEffortFinder(distances: RecordDistance.standard.map(\.metres))
        var positioned = false
        samples.forEachChunk { chunk in
            for sample in chunk {
                finder.add(stored: sample)
                positioned = positioned || sample.point.hasPosition
            }
        }
        if samples.failure != nil || finder.failure != nil { return FoundEfforts() }
        finder.fromDevice = !positioned
        return FoundEfforts(efforts: finder.efforts)
    }
}
