/// Which criterion of the best-copy ranking (`RunRichness.decide`) told two copies of a run apart.
public enum CopyCriterion: String, Sendable, Equatable, CaseIterable {
    /// A whole copy over one recovered from a damaged or cut file.
    case whole
    /// Samples over a summary row.
    case samples
    /// A UTC offset the file stated over one assumed.
    case statedOffset = "stated_offset"
    /// The device's totals (distance, timer) over none.
    case deviceTotals = "device_totals"
    /// The format: FIT over TCX over GPX over CSV.
    case format
    /// Heart rate and cadence over fewer of them.
    case sensors
    /// More samples.
    case moreSamples = "more_samples"
    /// Equally rich on every criterion: the stored copy stays.
    case equal
}
