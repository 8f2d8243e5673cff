extension XMLActivityReader {
    /// GPX files (1.0, 1.1, or without namespace), root `<gpx>`.
    ///
    /// One `ParsedActivity` per `<trk>` with at least one timed point; each `<trkseg>` is a
    /// segment. Cadence is doubled to steps per minute except for cycling tracks (see
    /// `CadenceConvention`). `statedOffset` is the UTC offset written on the first timed
    /// point (`+02:00`); `Z` states none. A file without any timed track point is refused.
    public static let gpx = XMLActivityReader(
        displayName: "GPX", makeState: { GPXParseState(spooling: $0) })
}
