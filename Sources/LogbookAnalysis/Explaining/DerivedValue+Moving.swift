import LogbookModel

extension DerivedValue {
    /// The moving time and its source: the watch's timer or the points' speed (`MovingTimeChoice.decide`).
    public static let moving = DerivedValue(
        name: "moving_s", inputs: ["device_timer_s", "gps_moving_s", "elapsed_s", "gps_distance_m", "--moving-source"],
        storedIn: ["runs.moving_s", "runs.moving_source", "runs.gps_moving_s", "runs.rulings"],
        computed: [.importing, .rebuild, .trim, .migration]
    ) { run in
        let ruling = run.rulings.moving
        let rule = ruling?.rawValue ?? Explanation.unknownRule
        var alternatives: [ExplainedAlternative] = []
        if run.movingSource != .gps, let points = run.gpsMoving, points != run.moving {
            alternatives.append(ExplainedAlternative(source: MovingSource.gps.rawValue, value: .number(points), rule: rule))
        }
        if run.movingSource != .device, let timer = run.device.timer {
            alternatives.append(ExplainedAlternative(source: MovingSource.device.rawValue, value: .number(timer), rule: rule))
        }
        // The timer's usability is the part of the rule the stored values still decide alone.
        var rebuildWould: ExplainedAlternative?
        let usable = MovingTimeChoice.usableTimer(run.device.timer, elapsed: run.elapsed ?? 0, coversRecording: true)
        if ruling == .timerUnusable, let usable {
            rebuildWould = ExplainedAlternative(source: MovingSource.device.rawValue, value: .number(usable), rule: MovingRuling.timer.rawValue)
        } else if ruling == .timer, usable == nil, let points = run.gpsMoving {
            rebuildWould = ExplainedAlternative(
                source: MovingSource.gps.rawValue, value: .number(points), rule: MovingRuling.timerUnusable.rawValue)
        }
        return Explanation(
            name: "moving_s", value: .number(run.moving), source: run.movingSource?.rawValue, rule: rule,
            read: [
                ExplainedReading("device_timer_s", .number(run.device.timer)),
                ExplainedReading("gps_moving_s", .number(run.gpsMoving)),
                ExplainedReading("elapsed_s", .number(run.elapsed)),
            ],
            alternatives: alternatives, rebuildWould: rebuildWould)
    }
}
