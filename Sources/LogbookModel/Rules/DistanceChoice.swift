/// Decides which distance is a run's distance: the device's own total or the GPS distance.
///
/// The device's total (see `deviceTotal(stated:records:)`) is *plausible* when it is finite, not negative, and, when both it
/// and the GPS distance are above 0, within a factor 2 of the GPS distance (a watch that
/// lost its foot pod calibration, or a total of another activity, is not). Then:
/// - preferring `device` (the default, `--distance-source device`): the device's total when
///   plausible, else the GPS distance, else unknown;
/// - preferring `gps`: the GPS distance when the run has positions, else the device's total
///   when plausible, else unknown.
///
/// A swim's GPS track does not judge its device's total (`gpsJudges` false): the watch's
/// antenna goes under water at every stroke, so an open-water swim's positions scatter to
/// twice its length and more, while the device measured the swim with its own filter.
/// Nor does a track that never leaves a small circle (`gpsLeftStart` false: a walk in
/// place, strides counted by a foot pod while the position wanders round one spot): its
/// GPS distance is jitter, and says nothing against the device's.
public enum DistanceChoice {
    /// The radius (metres) a track must leave, measured from its first position, for its GPS
    /// to have moved: positions that all stay within 50 m of the first are one spot's
    /// jitter (a walk in place of 60 m wanders 229 m within 29 m of its start).
    public static let gpsMovedRadius = 50.0

    /// True when a track whose farthest position lies `farthest` metres from its first has
    /// moved (left the circle of `gpsMovedRadius`), so that its GPS distance can judge the
    /// device's total.
    public static func gpsLeftStart(farthest: Double) -> Bool {
        farthest > gpsMovedRadius
    }

    /// The distance chosen and where it comes from (`nil`, `nil` when neither is known);
    /// with `gpsJudges` false (a swim) the device's total needs only be finite and not negative.
    public static func choose(
        device: Double?, gps: Double?, preferred: DistanceSource, gpsJudges: Bool = true
    ) -> (distance: Double?, source: DistanceSource?) {
        let decided = decide(device: device, gps: gps, preferred: preferred, gpsJudges: gpsJudges)
        return (decided.distance, decided.source)
    }

    /// The whole rule: the distance chosen, where it comes from and which branch decided
    /// (`DistanceRuling`, stored with the run so `logbook explain` can say why).
    public static func decide(
        device: Double?, gps: Double?, preferred: DistanceSource, gpsJudges: Bool = true
    ) -> (distance: Double?, source: DistanceSource?, ruling: DistanceRuling) {
        let usableDevice = device.flatMap { isPlausible(device: $0, gps: gpsJudges ? gps : nil) ? $0 : nil }
        let usableGPS = gps.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        switch preferred {
        case .device:
            if let usableDevice { return (usableDevice, .device, .deviceTotal) }
            if let usableGPS { return (usableGPS, .gps, device == nil ? .noDeviceTotal : .deviceImplausible) }
        case .gps:
            if let usableGPS { return (usableGPS, .gps, .trackPreferred) }
            if let usableDevice { return (usableDevice, .device, .noTrack) }
        }
        return (nil, nil, .neither)
    }

    /// The device's total: the stated total, unless the device's own per-record cumulative
    /// distance goes more than 1 % further (laps that do not cover the whole recording, as
    /// Suunto's TCX writes only whole laps); without a stated total, the records' distance.
    public static func deviceTotal(stated: Double?, records: Double?) -> Double? {
        guard let stated else { return records }
        if let records, records > stated * 1.01 { return records }
        return stated
    }

    /// True when the GPS distance of a run of `sport` (a normalized name, or `nil`) can judge
    /// its device's total: every sport but swimming.
    public static func gpsJudgesDevice(sport: String?) -> Bool {
        sport != "swimming"
    }

    /// True when a device total can be believed beside the GPS distance (see the type).
    public static func isPlausible(device: Double, gps: Double?) -> Bool {
        guard device.isFinite, device >= 0 else { return false }
        guard let gps, gps.isFinite, gps > 0, device > 0 else { return true }
        return device <= 2 * gps && gps <= 2 * device
    }

    /// True when two distances differ by more than `fraction` of the larger one (both known).
    public static func differ(_ a: Double?, _ b: Double?, byMoreThan fraction: Double) -> Bool {
        guard let a, let b, a.isFinite, b.isFinite else { return false }
        let larger = max(abs(a), abs(b))
        return larger > 0 && abs(a - b) > fraction * larger
    }
}
