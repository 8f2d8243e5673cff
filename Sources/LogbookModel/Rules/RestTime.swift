/// The rests of a run: the time the device's timer ran that its moving time leaves out.
///
/// A pool swim's session timer runs on through the rests at the wall, while its moving
/// time is that of its active lengths (`FITSwimTotals`); both are stored (`device_timer_s`,
/// `moving_s`), so the rests are their difference. Only a run whose moving time is the
/// device's own (`moving_source` device) has rests: a moving time from the points' speed
/// differs from the timer for other reasons (stops the timer ran through, recording gaps).
public enum RestTime {
    /// The shortest difference (seconds) that counts as a rest: less is the timer's rounding.
    public static let minimumSeconds = 1.0

    /// The rests in seconds of a run of `moving` seconds whose device's timer states `timer`
    /// and whose moving time came from `source`; `nil` when it has none.
    public static func seconds(moving: Double?, timer: Double?, source: MovingSource?) -> Double? {
        guard source == .device, let moving, let timer, moving.isFinite, timer.isFinite else { return nil }
        let rests = timer - moving
        return rests >= minimumSeconds ? rests : nil
    }

    /// The rests of `run` (see `seconds(moving:timer:source:)`).
    public static func of(_ run: Run) -> Double? {
        seconds(moving: run.moving, timer: run.device.timer, source: run.movingSource)
    }
}
