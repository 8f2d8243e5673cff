/// Decides a run's moving time: the device's timer where the file states one, else the
/// points' speed; and, whatever is preferred, the timer where the points cannot tell it.
///
/// `choose` is the whole rule. Preferring `device` (the default, `--moving-source device`),
/// the moving time is the device's timer when the file states a usable one
/// (`usableTimer`): the watch showed its timer as it showed its distance, and stops with
/// auto-pause off, slow trail sections the watch kept timing, or points that carry little
/// speed make the speed-derived figure 9-47 % off it. Otherwise, and preferring `gps`, it is
/// the rule below (`moving`), which keeps the timer only where the points cannot tell.
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

    /// How much the stated timer may exceed the points' elapsed time and still be the run's:
    /// 10 s, or 1 % of the elapsed time when that is more (a device starts its timer a
    /// moment before its first record, and may write a record only every few seconds).
    public static func timerAllowance(elapsed: Double) -> Double {
        max(10, elapsed * 0.01)
    }

    /// The stated timer when it can be the whole run's: finite, above 0, not longer than the
    /// points' `elapsed` time by more than `timerAllowance` (a lap that states 2,325 s
    /// beside 1,431 s of points, a session of 3,558 s of which 314 s were recovered), and
    /// stated beside a total that covers the recording (`coversRecording` false: the laps'
    /// distance fell short of the device's own per-record distance, so their time is that of
    /// part of the run). `nil` otherwise.
    public static func usableTimer(_ timer: Double?, elapsed: Double, coversRecording: Bool) -> Double? {
        guard let timer, timer.isFinite, timer > 0, coversRecording else { return nil }
        guard elapsed.isFinite, timer <= elapsed + timerAllowance(elapsed: elapsed) else { return nil }
        return timer
    }

    /// The moving time in seconds and where it comes from, preferring `preferred`:
    /// `computed` is the points' figure, `timer` the stated one, `elapsed` the points' span;
    /// the rest as in `moving(computed:timer:hasPositions:gpsDistance:walked:distance:)`.
    public static func choose(
        computed: Double, timer: Double?, elapsed: Double, coversRecording: Bool, hasPositions: Bool,
        gpsDistance: Double?, walked: Double, distance: Double?, preferred: MovingSource
    ) -> (moving: Double, source: MovingSource) {
        let decided = decide(
            computed: computed, timer: timer, elapsed: elapsed, coversRecording: coversRecording,
            hasPositions: hasPositions, gpsDistance: gpsDistance, walked: walked, distance: distance, preferred: preferred)
        return (decided.moving, decided.source)
    }

    /// The whole rule of `choose`, with the branch that decided (`MovingRuling`, stored with
    /// the run so `logbook explain` can say why).
    public static func decide(
        computed: Double, timer: Double?, elapsed: Double, coversRecording: Bool, hasPositions: Bool,
        gpsDistance: Double?, walked: Double, distance: Double?, preferred: MovingSource
    ) -> (moving: Double, source: MovingSource, ruling: MovingRuling) {
        if preferred == .device, let usable = usableTimer(timer, elapsed: elapsed, coversRecording: coversRecording) {
            return (usable, .device, .timer)
        }
        let branch = movingBranch(
            computed: computed, timer: timer, hasPositions: hasPositions, gpsDistance: gpsDistance, walked: walked,
            distance: distance)
        let ruling: MovingRuling
        if let kept = branch.ruling {
            ruling = kept
        } else if timer == nil {
            ruling = .noTimer
        } else {
            ruling = preferred == .gps ? .pointsPreferred : .timerUnusable
        }
        return (branch.moving, branch.moving == computed ? .gps : .device, ruling)
    }

    /// The moving time in seconds without preferring the timer (`--moving-source gps`): `computed` (from the points, which cover `walked` metres,
    /// `gpsDistance` of them measured on positions) or the stated `timer`, for a run of
    /// `distance` metres.
    public static func moving(
        computed: Double, timer: Double?, hasPositions: Bool, gpsDistance: Double?, walked: Double, distance: Double?
    ) -> Double {
        movingBranch(
            computed: computed, timer: timer, hasPositions: hasPositions, gpsDistance: gpsDistance, walked: walked,
            distance: distance
        ).moving
    }

    /// `moving(...)` with the branch that kept the timer (`nil` when the points' figure won).
    static func movingBranch(
        computed: Double, timer: Double?, hasPositions: Bool, gpsDistance: Double?, walked: Double, distance: Double?
    ) -> (moving: Double, ruling: MovingRuling?) {
        guard let timer, timer.isFinite, timer > 0 else { return (computed, nil) }
        if let distance, distance.isFinite, distance > 0, walked < distance / 2 { return (timer, .fewPoints) }
        guard hasPositions else { return (timer, .noPositions) }
        if let gpsDistance, gpsDistance.isFinite, gpsDistance < stillGPSDistance { return (timer, .stillPositions) }
        return (computed, nil)
    }
}
