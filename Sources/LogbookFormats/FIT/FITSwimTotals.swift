/// The moving time and distance of a swim from what its file records of it, lengths or laps.
///
/// - With `length` messages: the moving time is the sum of the active lengths' timer times
///   (a rest at the wall is an idle length and counts nothing), and, when the session states
///   its `pool_length`, the distance is the number of active lengths times the pool length.
/// - Without lengths but with laps: the moving time is the sum of the timer times of the
///   laps that covered some distance (a rest interval is a lap of 0 m); the distance stays
///   the session's.
/// - With neither: nothing (the session's timer time stays the moving time).
///
/// A pool swim's records carry no position and a distance that grows only at each wall, so
/// the points cannot tell when the swimmer moved; the device counted it.
enum FITSwimTotals {
    /// The moving time (seconds) and distance (metres) from `lengths` or `laps`, each `nil`
    /// when they do not tell it; `poolLength` in metres or `.nan`.
    static func totals(lengths: [FITLength], laps: [FITTotals], poolLength: Double) -> (moving: Double?, distance: Double?) {
        if !lengths.isEmpty {
            let active = lengths.filter(\.isActive)
            let seconds = active.map(\.seconds).filter { $0.isFinite && $0 >= 0 }
            let moving = seconds.isEmpty ? nil : seconds.reduce(0, +)
            let distance = poolLength.isFinite && poolLength > 0 ? Double(active.count) * poolLength : nil
            return (moving, distance)
        }
        let swum = laps.filter { $0.distance.isFinite && $0.distance > 0 }
        let seconds = swum.map { $0.timer.isNaN ? $0.elapsed : $0.timer }.filter { $0.isFinite && $0 >= 0 }
        return (seconds.isEmpty ? nil : seconds.reduce(0, +), nil)
    }
}
