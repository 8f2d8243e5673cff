/// Decides a run's moving time where the points cannot tell it: when nothing moves.
///
/// Without positions, when the device's cumulative distance never increases (or there is
/// none: indoor rowing, an indoor ride, a treadmill without a foot pod), and for a swim
/// without positions (a pool swim, whose distance grows only at the end of each length),
/// the moving time is the device's timer time when the file states one above 0. So it is
/// when the points cover less than half of the run's distance (a stated total beside a few
/// points: their moving time is not the run's). Otherwise it is the moving time computed
/// from the points (`MovingTimeRule`).
public enum MovingTimeChoice {
    /// The moving time in seconds: `computed` (from the points, which cover `walked` metres)
    /// or the stated `timer`, for a run of `distance` metres.
    public static func moving(
        computed: Double, timer: Double?, hasPositions: Bool, deviceDistance: Double?, sport: String?,
        walked: Double, distance: Double?
    ) -> Double {
        guard let timer, timer.isFinite, timer > 0 else { return computed }
        if let distance, distance.isFinite, distance > 0, walked < distance / 2 { return timer }
        guard !hasPositions else { return computed }
        let nothingMoves = (deviceDistance ?? 0) <= 0
        return nothingMoves || sport == "swimming" ? timer : computed
    }
}
