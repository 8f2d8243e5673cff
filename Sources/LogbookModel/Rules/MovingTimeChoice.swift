/// Decides a run's moving time where the points cannot tell it: when nothing moves on GPS.
///
/// An activity without GPS movement keeps its device's timer time when the file states one
/// above 0: without positions (a pool swim, a rowing machine, a treadmill, an indoor ride,
/// whatever distance their sensors count: a pool swim's grows only at each wall, an erg's
/// goes on through a rest the timer counts), or with positions that together move less than
/// `stillGPSDistance` (a watch that kept one fix at the pool's edge). The device timed it;
/// speeds derived from a sensor's distance did not. So it is when the points cover less than
/// half of the run's distance (a stated total beside a few points: their moving time is not
/// the run's). Otherwise it is the moving time computed from the points (`MovingTimeRule`).
public enum MovingTimeChoice {
    /// Positions that move less than this many metres in all (after the standstill and
    /// jump rules) are no GPS movement.
    public static let stillGPSDistance = 50.0

    /// The moving time in seconds: `computed` (from the points, which cover `walked` metres,
    /// `gpsDistance` of them measured on positions) or the stated `timer`, for a run of
    /// `distance` metres.
    public static func moving(
        computed: Double, timer: Double?, hasPositions: Bool, gpsDistance: Double?, walked: Double, distance: Double?
    ) -> Double {
        guard let timer, timer.isFinite, timer > 0 else { return computed }
        if let distance, distance.isFinite, distance > 0, walked < distance / 2 { return timer }
        guard hasPositions else { return timer }
        if let gpsDistance, gpsDistance.isFinite, gpsDistance < stillGPSDistance { return timer }
        return computed
    }
}
