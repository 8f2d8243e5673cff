import LogbookModel

/// The derived values of a built run's samples (`RunDerivations`: best efforts, not yet
/// judged, and the heart-rate summary), found where the run was built (on the worker
/// thread that parses and builds a file) so that the thread storing runs, the slower of
/// the two for FIT files, does not feed every sample through the analysis.
///
/// A cache, not a measurement: it never makes two built runs differ (`==` is always true),
/// setting a run's samples drops it, and `RunAnalysis.analyze` derives the values itself
/// when it is empty. It holds exactly what that would derive (`RunAnalysis.derive`).
public struct FoundEfforts: Sendable, Equatable {
    /// The derived values, or `nil` when they were not looked for.
    public var derivations: RunDerivations?

    /// An empty cache, or one holding `derivations`.
    public init(_ derivations: RunDerivations? = nil) {
        self.derivations = derivations
    }

    /// The unjudged efforts for the standard distances, when they were looked for.
    public var efforts: [BestEffort]? { derivations?.efforts }

    /// Always true: a cache does not tell two built runs apart.
    public static func == (lhs: FoundEfforts, rhs: FoundEfforts) -> Bool { true }

    /// Derives the values of `samples` (`RunAnalysis.derive`); an empty cache when the
    /// samples cannot be read back (the analysis then meets the same failure and says so).
    package static func find(in samples: RunSamples) -> FoundEfforts {
        FoundEfforts(RunAnalysis.derive(from: samples))
    }
}
