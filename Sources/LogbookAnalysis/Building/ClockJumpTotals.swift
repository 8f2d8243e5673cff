import LogbookModel

/// Keeps a run's distance and time over the same stretch when its clock jumped.
///
/// A track whose clock jumps days (an Edge 810 that powered down and resumed the same
/// session a month later) keeps only the points of its larger part (`TimeClusters`: points
/// more than 7 days from the rest are skipped). The file's stated totals (FIT session
/// distance and timer, TCX laps) cover both parts, so beside the kept points they would
/// give the distance of one stretch and the time of another, and a pace too fast. When
/// points were skipped so, the stated distance and times are not the run's: its distance and
/// moving time come from the points kept (their positions or device distances, their
/// speed). The stated totals are still stored as the device's (`device_distance_m` ...).
public enum ClockJumpTotals {
    /// The stated totals that describe the kept points: `summary` itself, or, when
    /// `skippedByClockJump` points were left out for a clock jump, `summary` without its
    /// distance, elapsed and moving (timer) times.
    public static func describingKept(_ summary: ActivitySummary, skippedByClockJump: Int) -> ActivitySummary {
        guard skippedByClockJump > 0 else { return summary }
        var kept = summary
        kept.distance = nil
        kept.elapsed = nil
        kept.moving = nil
        kept.timer = nil
        return kept
    }

    /// The warning when the stated totals were set aside, `nil` when they were not or the
    /// file stated none: `the file's distance and timer include the points skipped for the
    /// clock jump: the run's distance and time are those of the points kept`.
    static func warning(_ summary: ActivitySummary, skippedByClockJump: Int) -> String? {
        guard skippedByClockJump > 0, summary.distance != nil || summary.moving != nil else { return nil }
        return "the file's distance and timer include the points skipped for the clock jump: "
            + "the run's distance and time are those of the points kept"
    }
}
