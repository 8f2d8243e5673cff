/// The measurements of one command over its repetitions: wall time, CPU time, peak memory
/// and minor page faults.
struct Measured {
    /// What was run, as shown in tables.
    let label: String
    /// Wall seconds, CPU seconds and peak RSS in bytes, one value per run.
    var wall = Series(), cpu = Series(), rss = Series()
    /// Minor page faults, one value per run (0 for runs measured under GNU time).
    var faults = Series()

    /// Creates an empty record.
    init(label: String) {
        self.label = label
    }

    /// Records one run.
    mutating func add(_ outcome: ProcessRunner.Outcome) {
        wall.add(outcome.seconds)
        cpu.add(outcome.cpuSeconds)
        rss.add(Double(outcome.maxRSS))
        faults.add(Double(outcome.minorFaults))
    }
}
