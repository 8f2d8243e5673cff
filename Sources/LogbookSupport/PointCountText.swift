/// How a number of track points is worded in warnings, for readers and the run builder alike.
public enum PointCountText {
    /// `1 point`, `3 points`.
    public static func of(_ count: Int) -> String {
        count == 1 ? "1 point" : "\(count) points"
    }
}
