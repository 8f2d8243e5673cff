import LogbookModel

/// The words an account export gives the runs of one of its files, and the rows of its
/// summary CSV that files already stand for.
public struct ExportWords: Sendable, Equatable {
    /// The words of every run of the file (a Strava `activities.csv` row joined by `Filename`).
    public var fixed: RunWords?
    /// Words joined to runs by start time (Garmin's summaries), sorted by `startUTC`.
    public var byStart: [RunWords]
    /// Lines of a summary CSV whose rows are joined to a file of the export: they are not
    /// imported as summary runs, the file brings the run.
    public var joinedRowLines: Set<Int>

    /// How far apart a run's start and a summary's start may be for them to be joined.
    public static let startTolerance: Int64 = 60

    /// Creates the words for one file.
    public init(fixed: RunWords? = nil, byStart: [RunWords] = [], joinedRowLines: Set<Int> = []) {
        self.fixed = fixed
        self.byStart = byStart.sorted { ($0.startUTC ?? .min) < ($1.startUTC ?? .min) }
        self.joinedRowLines = joinedRowLines
    }

    /// The words for a run starting at `startUTC`: the fixed ones, else the summary whose
    /// start is nearest, within `startTolerance` seconds.
    public func words(startingAt startUTC: Int64) -> RunWords? {
        if let fixed { return fixed }
        var best: RunWords?
        var bestGap = Int64.max
        for candidate in byStart {
            guard let start = candidate.startUTC else { continue }
            let (difference, overflow) = start.subtractingReportingOverflow(startUTC)
            guard !overflow, difference.magnitude <= UInt64(Self.startTolerance), Int64(difference.magnitude) < bestGap else { continue }
            best = candidate
            bestGap = Int64(difference.magnitude)
        }
        return best
    }

    /// `run` with the words joined to it; `fileStatesSport` false lets the export's sport in.
    public func apply(to run: inout Run, fileStatesSport: Bool) {
        guard let words = words(startingAt: run.startUTC) else { return }
        if let name = words.name, !name.isEmpty { run.name = name }
        run.description = words.description ?? run.description
        run.gear = words.gear ?? run.gear
        run.commute = words.commute ?? run.commute
        if !fileStatesSport, let sport = words.sport {
            let named = NormalizedSport(raw: sport)
            run.sport = named.sport
            run.subSport = named.subSport
        }
    }
}
