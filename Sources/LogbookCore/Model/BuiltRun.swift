/// Everything the run builder computes from one parsed activity, ready to store.
public struct BuiltRun: Sendable, Equatable {
    /// The run row.
    public var run: Run
    /// Its km splits, in order.
    public var splits: [Split]
    /// Its samples, in time order.
    public var samples: [Sample]
    /// Warnings from reading and building (skipped points, ...).
    public var warnings: [String]

    /// Creates a built run.
    public init(run: Run, splits: [Split], samples: [Sample], warnings: [String]) {
        self.run = run
        self.splits = splits
        self.samples = samples
        self.warnings = warnings
    }
}
