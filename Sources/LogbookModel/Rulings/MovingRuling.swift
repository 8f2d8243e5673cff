/// Which branch of `MovingTimeChoice` decided a run's moving time; the raw values are what the
/// `m=` part of `runs.rulings` stores (`RunRulings`).
public enum MovingRuling: String, Sendable, CaseIterable, Codable {
    /// The watch's timer, preferred and usable (`MovingTimeChoice.usableTimer`).
    case timer
    /// The points' moving time: the file states no timer.
    case noTimer = "no_timer"
    /// The points' moving time: the timer is longer than the recording (beyond
    /// `MovingTimeChoice.timerAllowance`) or is that of laps that do not cover it.
    case timerUnusable = "timer_unusable"
    /// The points' moving time, preferred (`--moving-source gps`).
    case pointsPreferred = "points_preferred"
    /// The timer: the points cover less than half of the run's distance.
    case fewPoints = "few_points"
    /// The timer: the run has no positions (a treadmill, a pool, an indoor ride).
    case noPositions = "no_positions"
    /// The timer: the positions move less than `MovingTimeChoice.stillGPSDistance` in all.
    case stillPositions = "still_positions"

    /// The preference the run was imported with, when this branch shows it (`nil`: a timer
    /// kept whatever was preferred).
    public var preferred: MovingSource? {
        switch self {
        case .timer, .noTimer, .timerUnusable: return .device
        case .pointsPreferred: return .gps
        case .fewPoints, .noPositions, .stillPositions: return nil
        }
    }

    /// Where the moving time comes from under this branch.
    public var source: MovingSource {
        switch self {
        case .timer, .fewPoints, .noPositions, .stillPositions: return .device
        case .noTimer, .timerUnusable, .pointsPreferred: return .gps
        }
    }
}
