/// The fastest times a human has run, which no best effort can beat.
///
/// The table is World Athletics' list of ratified men's outdoor world records (track and
/// road) as of February 2026. For 5 km and 10 km the bound is the faster of the track and
/// the road record (5000 m 12:35.36 against 5 km road 12:49; 10,000 m 26:11.00 against
/// 10 km road 26:24): an effort inside a run may be measured on either. The half marathon
/// is Kejelcha's 57:30 (Valencia 2024): Kiplimo's 56:42 (Barcelona 2025) was not ratified,
/// World Athletics ruled in February 2026 that the lead car had helped. 100 m and 200 m
/// are anchors for distances below 400 m that a runner asks for.
public enum WorldRecords {
    /// One ratified record: distance in metres, time in seconds.
    public struct Anchor: Sendable, Equatable {
        /// The distance in metres.
        public let metres: Double
        /// The record time in seconds.
        public let seconds: Double

        /// The record's pace in seconds per km.
        public var secondsPerKm: Double { seconds / metres * 1000 }
    }

    /// The anchors, shortest first (each one slower per km than the one before).
    public static let anchors: [Anchor] = [
        Anchor(metres: 100, seconds: 9.58),
        Anchor(metres: 200, seconds: 19.19),
        Anchor(metres: 400, seconds: 43.03),
        Anchor(metres: 1000, seconds: 131.96),
        Anchor(metres: RecordDistance.mileMetres, seconds: 223.13),
        Anchor(metres: 5000, seconds: 755.36),
        Anchor(metres: 10_000, seconds: 1571.00),
        Anchor(metres: 21_097.5, seconds: 3450),
        Anchor(metres: 42_195, seconds: 7235),
    ]

    /// The shortest believable time in seconds for `metres`: the record itself at an
    /// anchor's distance; elsewhere the distance at the pace of the nearest anchor at or
    /// below it (records get slower per km as distances grow, so that pace is never slower
    /// than the true record's), and at the 100 m pace below 100 m.
    public static func fastestTime(metres: Double) -> Double {
        if let exact = anchors.first(where: { $0.metres == metres }) { return exact.seconds }
        let below = anchors.last { $0.metres <= metres } ?? anchors[0]
        return below.secondsPerKm * metres / 1000
    }
}
