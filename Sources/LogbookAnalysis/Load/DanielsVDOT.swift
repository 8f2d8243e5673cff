import Foundation

/// Jack Daniels' VDOT from a race, and the race times a VDOT predicts (Daniels and Gilbert,
/// "Oxygen Power", 1979).
///
/// With the velocity `v` in metres per minute and the time `t` in minutes:
/// the oxygen cost `VO2(v) = -4.60 + 0.182258 v + 0.000104 v^2` (ml/kg/min), the fraction of
/// VO2max that can be held for `t`, `%max(t) = 0.8 + 0.1894393 e^(-0.012778 t) +
/// 0.2989558 e^(-0.1932605 t)`, and `VDOT = VO2(d / t) / %max(t)`. A predicted time is the
/// `t` at which a distance gives the VDOT, found by bisection: the VDOT a distance gives
/// falls as its time grows over every speed from 30 to 1,000 m/min.
public enum DanielsVDOT {
    /// The slowest speed searched, in m/min (its oxygen cost is barely above 0).
    static let slowest = 30.0
    /// The fastest speed searched, in m/min (60 km/h).
    static let fastest = 1000.0

    /// The oxygen cost in ml/kg/min of running at `speed` metres per minute.
    public static func oxygenCost(metresPerMinute speed: Double) -> Double {
        -4.60 + 0.182258 * speed + 0.000104 * speed * speed
    }

    /// The fraction of VO2max a runner holds for `minutes`.
    public static func fractionOfMax(minutes: Double) -> Double {
        0.8 + 0.1894393 * exp(-0.012778 * minutes) + 0.2989558 * exp(-0.1932605 * minutes)
    }

    /// The VDOT of running `distance` metres in `time` seconds, or `nil` unless both are
    /// positive, finite and the speed lies between 30 and 1,000 m/min.
    public static func vdot(distance: Double, time: Double) -> Double? {
        guard distance > 0, time > 0, distance.isFinite, time.isFinite else { return nil }
        let minutes = time / 60
        let speed = distance / minutes
        guard speed >= slowest, speed <= fastest else { return nil }
        let value = oxygenCost(metresPerMinute: speed) / fractionOfMax(minutes: minutes)
        return value.isFinite && value > 0 ? value : nil
    }

    /// The time in seconds over `distance` metres that gives `vdot`, to a millisecond, or
    /// `nil` when no speed from 30 to 1,000 m/min gives it.
    public static func time(over distance: Double, vdot target: Double) -> Double? {
        guard distance > 0, distance.isFinite, target.isFinite, target > 0 else { return nil }
        var quick = distance / fastest * 60  // seconds; gives the highest VDOT
        var slow = distance / slowest * 60
        guard let high = vdot(distance: distance, time: quick), let low = vdot(distance: distance, time: slow),
            target <= high, target >= low
        else { return nil }
        while slow - quick > 0.001 {
            let middle = (quick + slow) / 2
            guard let value = vdot(distance: distance, time: middle) else { return nil }
            if value > target { quick = middle } else { slow = middle }
        }
        return (quick + slow) / 2
    }
}
