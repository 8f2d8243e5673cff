/// What a stored run's rebuild gives the run builder besides its samples: the totals its
/// file stated, whether the stored cumulative distance is the device's, and the sport.
public struct StoredRunSource: Sendable, Equatable {
    /// The file's stated totals (`Run.device` as a summary); empty for a trim.
    public var summary: ActivitySummary
    /// True when the samples' stored distance is the device's per-record distance (the run's
    /// `distance_source` is `device`), so it is walked instead of the positions.
    public var deviceDistance: Bool
    /// The sport to give the builder instead of the stored one; `""` asks for it to be
    /// inferred again (see `SportInference.isUnstated`), `nil` keeps the stored sport.
    public var rawSport: String?

    /// Creates a source; the defaults give nothing beyond the samples.
    public init(summary: ActivitySummary = .unknown, deviceDistance: Bool = false, rawSport: String? = nil) {
        self.summary = summary
        self.deviceDistance = deviceDistance
        self.rawSport = rawSport
    }

    /// What a stored run's rebuild starts from: its device totals, its device distance
    /// when its distance came from the device, and its sport to be inferred again when it
    /// was inferred (unless the runner set it with `logbook edit`: then it stays).
    public static func of(_ run: Run) -> StoredRunSource {
        StoredRunSource(
            summary: ActivitySummary(distance: run.device.distance, elapsed: run.device.elapsed, moving: run.device.timer),
            deviceDistance: run.distanceSource == .device,
            rawSport: run.sportSource == .inferred && !run.editedFields.contains(.sport) ? "" : nil)
    }
}
