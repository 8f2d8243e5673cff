import LogbookModel

/// Everything the run builder computes from one parsed activity, ready to store.
public struct BuiltRun: Sendable, Equatable {
    /// The run row.
    public var run: Run
    /// Its km splits, in order.
    public var splits: [Split]
    /// Its samples, in time order, wherever they are kept (setting them drops `foundDerivations`).
    public var sampleList: RunSamples {
        didSet { foundDerivations = FoundDerivations() }
    }
    /// The values derived from `sampleList`, when they were derived beside the build.
    public var foundDerivations = FoundDerivations()
    /// Warnings from reading and building (skipped points, ...).
    public var warnings: [String]
    /// The 1-based line of its activity in the file (a CSV row, an Apple Health `<Workout>`);
    /// 0 when the format has no lines (FIT) or the activity is the whole file.
    public var line = 0

    /// Creates a built run whose samples are in `sampleList`.
    public init(run: Run, splits: [Split], sampleList: RunSamples, warnings: [String]) {
        self.run = run
        self.splits = splits
        self.sampleList = sampleList
        self.warnings = warnings
    }

    /// Creates a built run whose samples are held in memory.
    public init(run: Run, splits: [Split], samples: [Sample], warnings: [String]) {
        self.init(run: run, splits: splits, sampleList: RunSamples(samples), warnings: warnings)
    }

    /// Its samples, in time order, as an array (a copy: read it once, not in a loop).
    /// Samples spooled to a temporary file that cannot be read back are missing; see
    /// `RunSamples.failure`.
    public var samples: [Sample] {
        get { sampleList.array }
        set { sampleList = RunSamples(newValue) }
    }
}
