/// The profile fields the reader decodes, each with a slot in the reusable value buffer.
///
/// Values are stored raw (before scale and offset) as `Double`, with `.nan` for "no value";
/// the comments give the profile's scale and offset that the assembler applies.
enum FITField: Int, CaseIterable {
    /// Field 253 of any message: seconds since 1989-12-31T00:00:00Z (or device-relative).
    case timestamp
    /// `file_id.type` (4 = activity).
    case fileType
    /// `file_id.manufacturer` (FIT profile numbers: 260 Zwift, ...).
    case manufacturer
    /// `record.position_lat`, semicircles.
    case positionLat
    /// `record.position_long`, semicircles.
    case positionLong
    /// `record.altitude`, scale 5, offset 500 (m).
    case altitude
    /// `record.enhanced_altitude`, scale 5, offset 500 (m).
    case enhancedAltitude
    /// `record.heart_rate`, bpm.
    case heartRate
    /// `record.cadence`, rpm (strides per minute when running).
    case cadence
    /// `record.fractional_cadence`, scale 128.
    case fractionalCadence
    /// `record.distance`, scale 100 (m).
    case distance
    /// `record.compressed_speed_distance`: 3 bytes as a little-endian 24-bit number.
    case compressedSpeedDistance
    /// `session`/`lap`/`length`.`start_time`.
    case startTime
    /// `session.sport`, `lap.sport`, `sport.sport`.
    case sport
    /// `session.sub_sport`, `sport.sub_sport`.
    case subSport
    /// `session`/`lap`/`length`.`total_elapsed_time`, scale 1000 (s).
    case totalElapsedTime
    /// `session`/`lap`/`length`.`total_timer_time`, scale 1000 (s).
    case totalTimerTime
    /// `session`/`lap`.`total_distance`, scale 100 (m).
    case totalDistance
    /// `session`/`lap`.`total_moving_time`, scale 1000 (s): what some devices (Bryton) state
    /// instead of a timer time.
    case totalMovingTime
    /// `session`/`lap`.`avg_heart_rate`, bpm.
    case averageHeartRate
    /// `session`/`lap`.`max_heart_rate`, bpm.
    case maxHeartRate
    /// `session`/`lap`.`avg_cadence`, rpm.
    case averageCadence
    /// `session.avg_fractional_cadence`, scale 128.
    case averageFractionalCadence
    /// `session`/`lap`.`total_ascent`, m.
    case totalAscent
    /// `event.event` (0 = timer).
    case event
    /// `event.event_type` (0 start, 1 stop, 4 stop_all, 8 stop_disable, 9 stop_disable_all).
    case eventType
    /// `activity.local_timestamp`: the local wall-clock time of `activity.timestamp`.
    case localTimestamp
    /// `length.length_type` (0 idle: a rest, 1 active: swum).
    case lengthType
    /// `session.pool_length`, scale 100 (m).
    case poolLength

    /// The slot of field `number` in message `message`, or `nil` when the reader ignores it.
    static func slot(message: UInt16, field number: UInt8) -> FITField? {
        if number == FITMessageNumber.timestampField { return .timestamp }
        switch (message, number) {
        case (FITMessageNumber.fileID, 0): return .fileType
        case (FITMessageNumber.fileID, 1): return .manufacturer
        case (FITMessageNumber.record, 0): return .positionLat
        case (FITMessageNumber.record, 1): return .positionLong
        case (FITMessageNumber.record, 2): return .altitude
        case (FITMessageNumber.record, 3): return .heartRate
        case (FITMessageNumber.record, 4): return .cadence
        case (FITMessageNumber.record, 5): return .distance
        case (FITMessageNumber.record, 8): return .compressedSpeedDistance
        case (FITMessageNumber.record, 53): return .fractionalCadence
        case (FITMessageNumber.record, 78): return .enhancedAltitude
        case (FITMessageNumber.session, 2), (FITMessageNumber.lap, 2), (FITMessageNumber.length, 2): return .startTime
        case (FITMessageNumber.session, 5), (FITMessageNumber.lap, 25), (FITMessageNumber.sport, 0): return .sport
        case (FITMessageNumber.session, 6), (FITMessageNumber.sport, 1): return .subSport
        case (FITMessageNumber.session, 7), (FITMessageNumber.lap, 7), (FITMessageNumber.length, 3): return .totalElapsedTime
        case (FITMessageNumber.session, 8), (FITMessageNumber.lap, 8), (FITMessageNumber.length, 4): return .totalTimerTime
        case (FITMessageNumber.session, 9), (FITMessageNumber.lap, 9): return .totalDistance
        case (FITMessageNumber.session, 59), (FITMessageNumber.lap, 52): return .totalMovingTime
        case (FITMessageNumber.session, 16), (FITMessageNumber.lap, 15): return .averageHeartRate
        case (FITMessageNumber.session, 17), (FITMessageNumber.lap, 16): return .maxHeartRate
        case (FITMessageNumber.session, 18), (FITMessageNumber.lap, 17): return .averageCadence
        case (FITMessageNumber.session, 92): return .averageFractionalCadence
        case (FITMessageNumber.session, 22), (FITMessageNumber.lap, 21): return .totalAscent
        case (FITMessageNumber.event, 0): return .event
        case (FITMessageNumber.event, 1): return .eventType
        case (FITMessageNumber.activity, 5): return .localTimestamp
        case (FITMessageNumber.length, 12): return .lengthType
        case (FITMessageNumber.session, 44): return .poolLength
        default: return nil
        }
    }
}
