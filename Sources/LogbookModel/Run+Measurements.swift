import Foundation

extension Run {
    /// This run with what its samples determine taken from `computed`: distance, times,
    /// pace, heart rate, cadence, elevation gain, GPS distance and moving time and where the
    /// distance and moving time came from (the columns `RunColumn.isMeasurement` names). What and when the run is, its
    /// words and what its file stated stay as they are.
    public func withMeasurements(of computed: Run) -> Run {
        var run = self
        for take in Self.measurements { take(&run, computed) }
        return run
    }

    /// What a measurement is, in one list: each entry copies one property from the run
    /// computed into the run kept.
    private static let measurements: [@Sendable (inout Run, Run) -> Void] = [
        copy(\.distance), copy(\.elapsed), copy(\.moving), copy(\.pace),
        copy(\.averageHeartRate), copy(\.maxHeartRate), copy(\.averageCadence), copy(\.elevationGain),
        copy(\.gpsDistance), copy(\.distanceSource), copy(\.gpsMoving), copy(\.movingSource),
        copy(\.rulings.distance), copy(\.rulings.moving),
    ]

    /// The entry of `measurements` for the property at `path`.
    private static func copy<Value>(_ path: WritableKeyPath<Run, Value> & Sendable) -> @Sendable (inout Run, Run) -> Void {
        { run, computed in run[keyPath: path] = computed[keyPath: path] }
    }

    /// The time zone of the run's stored UTC offset, to build it again on its own local
    /// calendar (UTC should no zone have that offset).
    public var storedZone: TimeZone {
        TimeZone(secondsFromGMT: utcOffset) ?? TimeZone(identifier: "UTC") ?? .current
    }
}
