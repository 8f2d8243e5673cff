import LogbookModel
import LogbookSQLite

/// One stored sample: integers in the store's compact units (a chunk's entries, `SampleChunkCodec`).
public struct StoredSample: Sendable, Equatable {
    /// Milliseconds since the run's start.
    public var offsetMs: Int64
    /// Latitude in 1e-7 degrees.
    public var latE7: Int64?
    /// Longitude in 1e-7 degrees.
    public var lonE7: Int64?
    /// Elevation in decimetres.
    public var eleDm: Int64?
    /// Heart rate in bpm.
    public var hr: Int64?
    /// Cadence in steps per minute.
    public var cadence: Int64?
    /// Cumulative distance in decimetres, as computed by the run builder.
    public var distanceDm: Int64?
    /// The 0-based recording segment, or `nil` when unknown (stored before migration 0011).
    public var segment: Int64?

    /// A sample from its stored values (what a chunk decodes, or a test writes).
    public init(
        offsetMs: Int64, latE7: Int64? = nil, lonE7: Int64? = nil, eleDm: Int64? = nil, hr: Int64? = nil, cadence: Int64? = nil,
        distanceDm: Int64? = nil, segment: Int64? = nil
    ) {
        self.offsetMs = offsetMs
        self.latE7 = latE7
        self.lonE7 = lonE7
        self.eleDm = eleDm
        self.hr = hr
        self.cadence = cadence
        self.distanceDm = distanceDm
        self.segment = segment
    }

    /// True when both coordinates are stored.
    public var hasPosition: Bool { latE7 != nil && lonE7 != nil }

    /// Its values in the model's units (`.nan` for what it lacks): what the report and export
    /// work from.
    public var point: TrackPoint {
        TrackPoint(
            lat: latE7.map { Double($0) / 1e7 } ?? .nan, lon: lonE7.map { Double($0) / 1e7 } ?? .nan,
            ele: eleDm.map { Double($0) / 10 } ?? .nan, hr: hr.map { Float($0) } ?? .nan,
            cadence: cadence.map { Float($0) } ?? .nan)
    }
}

// In an extension, so that the memberwise initialiser stays.
extension StoredSample {
    /// The sample in the current row of `statement` (a row of the rows table `samples`,
    /// before migration 0026), read column by column: `positions` holds each column's place
    /// in the row, in `SampleColumn.ordered`'s order (nil for a column the row lacks, such as
    /// `segment` before 0011), found by name once per statement.
    init(statement: Statement, positions: [Int32?]) {
        self.init(offsetMs: 0)
        for (column, position) in zip(SampleColumn.ordered, positions) {
            let value = position.flatMap { statement.int64($0) }
            switch column {
            case .runID, .seq: break
            case .offsetMs: offsetMs = value ?? 0
            case .latE7: latE7 = value
            case .lonE7: lonE7 = value
            case .eleDm: eleDm = value
            case .hr: hr = value
            case .cadence: cadence = value
            case .distanceDm: distanceDm = value
            case .segment: segment = value
            }
        }
    }
}

extension StoredSample {
    /// The sample the store keeps for built sample `item`: each value scaled to its column's
    /// unit and rounded (`StoredInteger`), nil when missing or absurd (a heart rate or cadence
    /// outside `SampleValues`' ranges), a negative segment stored as 0.
    public init(built item: Sample) {
        self.init(
            offsetMs: SampleColumn.stored(item.offset, scale: 1000) ?? 0,
            latE7: SampleColumn.stored(item.point.lat, scale: 1e7), lonE7: SampleColumn.stored(item.point.lon, scale: 1e7),
            eleDm: SampleColumn.stored(item.point.ele, scale: 10),
            hr: Self.within(Double(item.point.hr), SampleValues.heartRateRange).flatMap { SampleColumn.stored($0, scale: 1) },
            cadence: Self.within(Double(item.point.cadence), SampleValues.cadenceRange).flatMap { SampleColumn.stored($0, scale: 1) },
            distanceDm: SampleColumn.stored(item.distance, scale: 10), segment: Int64(max(item.segment, 0)))
    }

    /// `value` when it lies in `range`, else nil.
    private static func within(_ value: Double, _ range: ClosedRange<Double>) -> Double? {
        range.contains(value) ? value : nil
    }
}
