/// How much a copy of a run carries, to keep the best of the copies of one run (`isRicher`).
///
/// The ranking, criterion by criterion, the first that differs deciding:
/// 1. a whole copy over one recovered from a damaged or cut file (which lacks the run's end);
/// 2. samples over none (a track over a summary row);
/// 3. a UTC offset the file stated over one assumed from `--tz` (the FIT's local time);
/// 4. device totals (the watch's own distance and times) over none;
/// 5. the format: FIT over TCX over GPX over CSV (over any other);
/// 6. heart rate and cadence over none (each counts once: both beat one, one beats none);
/// 7. more samples.
///
/// A criterion that one of the two copies cannot tell (`nil`: a run stored by a version that
/// did not record it) is passed over. Copies equal on every criterion are equally good: the
/// stored one stays. The words a runner gave a run (name, description, gear, commute) are no
/// part of the ranking: they are merged from every copy (`RunWordMerge`).
public struct RunRichness: Sendable, Equatable {
    /// True when it has time-series samples.
    public var hasSamples: Bool
    /// True when it has heart-rate data.
    public var hasHeartRate: Bool
    /// True when the file stated the UTC offset; `nil` when not known.
    public var hasStatedOffset: Bool?
    /// True when the file states device totals (distance, timer or elapsed time); `nil` when not known.
    public var hasDeviceTotals: Bool?
    /// The stored format (`fit`, `tcx`, `gpx`, `csv`); `nil` when not known.
    public var format: String?
    /// True when it has a cadence; `nil` when not known.
    public var hasCadence: Bool?
    /// The number of samples; `nil` when not known.
    public var sampleCount: Int?
    /// False for a copy recovered from a damaged or cut file (`Run.recoveredAtByte`); `nil`
    /// when not known.
    public var isWhole: Bool?

    /// Creates a richness; what is not given is not known.
    public init(
        hasSamples: Bool, hasHeartRate: Bool, hasStatedOffset: Bool? = nil, hasDeviceTotals: Bool? = nil,
        format: String? = nil, hasCadence: Bool? = nil, sampleCount: Int? = nil, isWhole: Bool? = nil
    ) {
        self.hasSamples = hasSamples
        self.hasHeartRate = hasHeartRate
        self.hasStatedOffset = hasStatedOffset
        self.hasDeviceTotals = hasDeviceTotals
        self.format = format
        self.hasCadence = hasCadence
        self.sampleCount = sampleCount
        self.isWhole = isWhole
    }

    /// The rank of a format: FIT 4, TCX 3, GPX 2, CSV 1, any other 0.
    public static func formatRank(_ format: String) -> Int {
        switch format {
        case "fit": return 4
        case "tcx": return 3
        case "gpx": return 2
        case "csv": return 1
        default: return 0
        }
    }

    /// True when this copy ranks above `other` (see the type's ranking).
    public func isRicher(than other: RunRichness) -> Bool {
        compare(other) == .above
    }

    /// Where this copy ranks against `other`.
    public func compare(_ other: RunRichness) -> CopyRank {
        decide(other).rank
    }

    /// Where this copy ranks against `other`, and the criterion that decided (`equal` when none did).
    public func decide(_ other: RunRichness) -> (rank: CopyRank, criterion: CopyCriterion) {
        func rank(_ mine: Int?, _ theirs: Int?) -> CopyRank? {
            guard let mine, let theirs, mine != theirs else { return nil }
            return mine > theirs ? .above : .below
        }
        func count(_ flag: Bool?) -> Int? { flag.map { $0 ? 1 : 0 } }
        let heartAndCadence: (RunRichness) -> Int? = { copy in
            copy.hasCadence.map { (copy.hasHeartRate ? 1 : 0) + ($0 ? 1 : 0) }
        }
        let criteria: [(CopyRank?, CopyCriterion)] = [
            (rank(count(isWhole), count(other.isWhole)), .whole),
            (rank(count(hasSamples), count(other.hasSamples)), .samples),
            (rank(count(hasStatedOffset), count(other.hasStatedOffset)), .statedOffset),
            (rank(count(hasDeviceTotals), count(other.hasDeviceTotals)), .deviceTotals),
            (rank(format.map(Self.formatRank), other.format.map(Self.formatRank)), .format),
            (rank(heartAndCadence(self), heartAndCadence(other))
                ?? (hasCadence == nil || other.hasCadence == nil ? rank(count(hasHeartRate), count(other.hasHeartRate)) : nil), .sensors),
            (rank(sampleCount, other.sampleCount), .moreSamples),
        ]
        for (decided, criterion) in criteria { if let decided { return (decided, criterion) } }
        return (.same, .equal)
    }
}
