import LogbookCore

extension ShowCommand {
    /// How far two moving times may differ before `show` prints both: 1 % of the larger
    /// (and at least a second).
    static let bothMovingFraction = 0.01

    /// The run's moving time, followed by the other one when the device's timer and the
    /// points' speed differ by more than 1 % and a second: `1:21:44 (the device's timer;
    /// from the speed 58:27)`, or with `--moving-source gps` `58:27 (from the speed; the
    /// device's timer 1:21:44)`.
    static func movingText(_ run: Run) -> String {
        let text = ReportText.duration(run.moving)
        guard let moving = run.moving, let source = run.movingSource else { return text }
        let other = source == .device ? run.gpsMoving : run.device.timer
        guard let other, abs(moving - other) >= 1, DistanceChoice.differ(moving, other, byMoreThan: bothMovingFraction) else {
            return text
        }
        switch source {
        case .device: return text + " (the device's timer; from the speed " + ReportText.duration(other) + ")"
        case .gps: return text + " (from the speed; the device's timer " + ReportText.duration(other) + ")"
        }
    }
}
