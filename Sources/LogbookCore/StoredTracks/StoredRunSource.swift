import LogbookAnalysis
import LogbookModel
import LogbookStore

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

    /// What a stored run's rebuild starts from: its device totals (with its heart rate,
    /// cadence and elevation gain, which the builder takes only where the samples hold
    /// none), its samples' distance
    /// as the device's when the import walked the device's per-record distance, and its
    /// sport to be inferred again when it was inferred (unless the runner set it with
    /// `logbook edit`: then it stays).
    ///
    /// The import walked the device's distance when the run's distance is the device's and
    /// either is not the total the file states (so it is the records' own distance, which
    /// went further: the records had distances, and were walked) or the samples' last
    /// cumulative distance is not the GPS distance (to the 0.1 m the samples store): a run
    /// whose total the file states but whose records carry no distance (a TCX with lap
    /// totals only) was walked along its positions. (Records that go as far as the GPS
    /// to the decimetre are thus still known by their distance beyond the stated total.)
    public static func of(_ run: Run, samples: [StoredSample]) -> StoredRunSource {
        of(run, lastDistanceDm: samples.last(where: { $0.distanceDm != nil })?.distanceDm)
    }

    /// The source of `run` whose last stored cumulative distance is `lastDistanceDm` (see above).
    static func of(_ run: Run, lastDistanceDm: Int64?) -> StoredRunSource {
        let walked = lastDistanceDm.map { Double($0) / 10 }
        let recordsGaveTheDistance =
            run.distance.map { distance in run.device.distance.map { abs($0 - distance) > 0.1 } ?? false } ?? false
        let walkedGPS =
            !recordsGaveTheDistance
            && (walked.map { walked in run.gpsDistance.map { abs($0 - walked) <= 0.1 } ?? false } ?? false)
        // Heart rate, cadence and elevation gain the samples do not hold came from the file's
        // summary (a FIT session's total ascent beside records without altitude): they stay.
        // A run with rests (a pool swim) timed its active part apart from the device's timer.
        let rests = RestTime.of(run)
        // A device distance short of the stated total: the totals covered points a clock jump
        // left out (`ClockJumpTotals`), and were set aside; so they are again.
        let setAside = run.distanceSource == .device
            && (run.distance.map { distance in run.device.distance.map { $0 > distance + 0.1 } ?? false } ?? false)
        var summary = ActivitySummary(
            distance: run.device.distance, elapsed: run.device.elapsed, moving: rests == nil ? run.device.timer : run.moving,
            averageHeartRate: run.averageHeartRate, maxHeartRate: run.maxHeartRate, averageCadence: run.averageCadence,
            elevationGain: run.elevationGain, timer: rests == nil ? nil : run.device.timer)
        if setAside { summary = ClockJumpTotals.describingKept(summary, skippedByClockJump: 1) }
        return StoredRunSource(
            summary: summary,
            deviceDistance: run.distanceSource == .device && !walkedGPS,
            rawSport: run.sportSource == .inferred && !run.editedFields.contains(.sport) ? "" : nil)
    }
}
