import LogbookModel

/// What `RunAnalysis` derives from a built run's samples, found where the run was built (on
/// the worker thread that parses and builds a file) so that the thread storing runs, which
/// every file waits for, does not feed every sample through the finders.
///
/// The best efforts, not yet judged, always; the heart-rate summary only when the file's
/// samples are all held in memory: the summary holds a block of the run's readings, which for
/// a run spilled to a temporary file would add to the parsed file still held on the worker (a
/// 61-hour run streamed from standard input peaked at 65 MiB, over its 64 MiB bound), so
/// `RunAnalysis.analyze` derives it on the storing thread then. And the builder's verdict on
/// the positions (`JumpVerdict`), so that the tiles, routes and segments do not run the jump
/// filter again.
///
/// A cache, not a measurement: it never makes two built runs differ (`==` is always true),
/// setting a run's samples drops it, and `RunAnalysis.analyze` derives what it lacks itself.
/// It holds exactly what that would derive (`RunAnalysis.efforts(of:)`, `heartRates(of:)`,
/// `JumpFreeWalk.kept(of:jumpLimit:verdict:keep:)` without a verdict).
public struct FoundDerivations: Sendable, Equatable {
    /// The efforts for the standard distances, or `nil` when they were not looked for.
    public var efforts: [BestEffort]?
    /// The heart-rate summary, or `nil` when it was not derived.
    public var heartRates: HeartRateSummary?
    /// The run builder's jump filter's verdict on each sample's position, or `nil` when the
    /// samples were not built here (the tiles, routes and segments then run the filter on
    /// them anew, `JumpFreeWalk`, which gives the same positions).
    public var jumpVerdict: JumpVerdict?

    /// An empty cache, or one holding `efforts`, `heartRates` and `jumpVerdict`.
    public init(efforts: [BestEffort]? = nil, heartRates: HeartRateSummary? = nil, jumpVerdict: JumpVerdict? = nil) {
        self.efforts = efforts
        self.heartRates = heartRates
        self.jumpVerdict = jumpVerdict
    }

    /// Always true: a cache does not tell two built runs apart.
    public static func == (lhs: FoundDerivations, rhs: FoundDerivations) -> Bool { true }

    /// Derives the efforts of `samples`, and their heart-rate summary when they are all held
    /// in memory, in one pass, beside the builder's `jumpVerdict` on them; a cache holding
    /// only that verdict when the samples cannot be read back (the analysis then meets the
    /// same failure and says so).
    package static func find(in samples: RunSamples, jumpVerdict: JumpVerdict? = nil) -> FoundDerivations {
        guard samples.isHeldInMemory else {
            return FoundDerivations(efforts: RunAnalysis.efforts(of: samples), jumpVerdict: jumpVerdict)
        }
        guard let derived = RunAnalysis.derive(from: samples) else { return FoundDerivations(jumpVerdict: jumpVerdict) }
        return FoundDerivations(efforts: derived.efforts, heartRates: derived.heartRates, jumpVerdict: jumpVerdict)
    }
}
