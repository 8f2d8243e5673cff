import LogbookModel

/// The limits of what one activity can be, declared once: the believability judge
/// (`RunBelief`) reads them, and README's "How the numbers are computed" quotes them.
public enum BeliefThresholds {
    /// A run is faster than humanly possible when its moving time is below this share of
    /// the world record for its distance (`WorldRecords.fastestTime`): 2 % of room for a GPS
    /// track that measures a course a little long, so a marathon at world-record pace on a
    /// watch stays believable.
    public static let worldRecordShare = 0.98

    /// The longest distance, in metres, one recorded activity on foot (running, walking,
    /// hiking) can cover: 480 km, beyond the 48-hour world record (474 km).
    public static let longestOnFoot = 480_000.0

    /// The longest distance, in metres, of one recorded activity of any other sport
    /// (`Believable.maxDistance`, 5,000 km).
    public static let longestOther = Believable.maxDistance

    /// The shortest elapsed time, in seconds, of a real activity: a recording over within
    /// 10 s was started and stopped by mistake.
    public static let shortestDuration = 10.0

    /// How much longer than the elapsed time a moving time may be, in seconds, before it
    /// cannot be true: a watch's timer may start a few seconds before the first point.
    public static let movingOverElapsedSlack = 60.0

    /// The highest average heart rate, in bpm, a person keeps over a whole activity
    /// (a maximum heart rate of about 220 is reached for moments, not held).
    public static let highestAverageHeartRate = 230.0
}
