/// Writes local clock times, as the runner's watch shows them.
public enum ClockText {
    /// `06:32:30` for a number of seconds since local midnight (wrapped into one day).
    public static func time(secondsOfDay: Int64) -> String {
        let seconds = ((secondsOfDay % 86_400) + 86_400) % 86_400
        return CivilCalendar.clockText(secondsOfDay: seconds)
    }
}
