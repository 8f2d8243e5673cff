import Foundation

extension Run {
    /// This run with what its samples determine taken from `computed`: distance, times,
    /// pace, heart rate, cadence, elevation gain, GPS distance and moving time and where the
    /// distance and moving time came from (the columns `RunColumn.isMeasurement` names). What and when the run is, its
    /// words and what its file stated stay as they are.
    public func withMeasurements(of computed: Run) -> Run {
        var run = self
        run.distance = computed.distance
        run.elapsed = computed.elapsed
        run.moving = computed.moving
        run.pace = computed.pace
        run.averageHeartRate = computed.averageHeartRate
        run.maxHeartRate = computed.maxHeartRate
        run.averageCadence = computed.averageCadence
        run.elevationGain = computed.elevationGain
        run.gpsDistance = computed.gpsDistance
        run.distanceSource = computed.distanceSource
        run.gpsMoving = computed.gpsMoving
        run.movingSource = computed.movingSource
        return run
    }

    /// The time zone of the run's stored UTC offset, to build it again on its own local
    /// calendar (UTC should no zone have that offset).
    public var storedZone: TimeZone {
        TimeZone(secondsFromGMT: utcOffset) ?? TimeZone(identifier: "UTC") ?? .current
    }
}
