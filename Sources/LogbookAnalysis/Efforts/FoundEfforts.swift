import LogbookModel

/// The best efforts of a built run's samples, not yet judged, found where the run was built
/// (on the worker thread that parses and builds a file) so that the thread storing runs,
/// the slower of the two for FIT files, does not feed every sample through the finder.
///
/// Only the efforts: the heart-rate summary holds a block of the run's readings, which on
/// the worker would add to the parsed file still held there (a 61-hour run streamed from
/// standard input peaked at 65 MiB, over its 64 MiB bound), so `RunAnalysis.analyze` derives it on
/// the storing thread.
///
/// A cache, not a measurement: it never makes two built runs differ (`==` is always true),
/// setting a run's samples drops it, and `RunAnalysis.analyze` finds the efforts itself when
/// it is empty. It holds exactly what that would find (`RunAnalysis.efforts(of:)`).
public struct FoundEfforts: Sendable, Equatable {
    /// The efforts for the standard distances, or `nil` when they were not looked for.
    public var efforts: [BestEffort]?

    /// An empty cache, or one holding `efforts`.
    public init(efforts: [BestEffort]? = nil) {
        self.efforts = efforts
    }

    /// Always true: a cache does not tell two built runs apart.
    public static func == (lhs: FoundEfforts, rhs: FoundEfforts) -> Bool { true }

    /// Finds the efforts of `samples` (`RunAnalysis.efforts(of:)`); an empty cache when the
    /// samples cannot be read back (the analysis then meets the same failure and says so).
    package static func find(in samples: RunSamples) -> FoundEfforts {
        FoundEfforts(efforts: RunAnalysis.efforts(of: samples))
    }
}
