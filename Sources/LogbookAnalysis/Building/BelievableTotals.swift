import LogbookModel

/// The last check of a built run's stated distance: one its sport cannot cover in its time.
///
/// The stated summary is already bounded by `Believable` (at most 5,000 km, 60 days). A
/// distance within those bounds can still be impossible for its time: a FIT session of
/// 1,000 km in 1 s. When the distance over the moving time (else the elapsed time) is
/// faster than the sport's fastest believable speed (`RunBuilderRules.maxSpeed`, the GPS
/// jump limit: 15 m/s on foot, 60 m/s otherwise), the distance is stored unknown and a
/// warning says why, so the record never enters a month's totals.
enum BelievableTotals {
    /// `run` with an impossible distance made unknown (its pace judged again) and the
    /// reason appended to `warnings`; unchanged otherwise.
    static func checked(
        _ run: Run, rules: RunBuilderRules, thresholds: PaceThresholds, warnings: inout [String]
    ) -> Run {
        // A GPS distance was already walked step by step (jumps dropped, sustained speed
        // kept as real movement); only a distance the file states is judged here.
        guard run.distanceSource != .gps else { return run }
        guard let distance = run.distance, distance > 0, let time = run.moving ?? run.elapsed, time > 0 else { return run }
        let limit = rules.maxSpeed(forSport: run.sport)
        let speed = distance / time
        guard speed > limit else { return run }
        warnings.append(
            "ignored the distance \(whole(distance)) m: in \(whole(time)) s that is \(whole(speed)) m/s, "
                + "faster than \(run.sport) can go (\(whole(limit)) m/s)")
        var checked = run
        checked.distance = nil
        checked.distanceSource = nil
        checked.rulings.distance = .beyondBelief
        checked.pace = Pace.judge(moving: run.moving, distance: nil, thresholds: SportThresholds.forSport(run.sport, running: thresholds))
        return checked
    }

    /// A number rounded to whole units, as digits.
    private static func whole(_ value: Double) -> String {
        let rounded = value.rounded()
        return abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
    }
}
