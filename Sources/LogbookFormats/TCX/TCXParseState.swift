import Foundation
import LogbookModel
import LogbookSupport

/// The TCX state machine driven by `XMLPushParser`: turns each
/// `<Activity>` (Lap / Track / Trackpoint) into a `ParsedActivity`.
///
/// - A `<Track>` continues the segment of the track before it (Garmin units start a new
///   `<Track>` for every lap, some also within a lap) unless the time between the last
///   point before it and its first point is a recording gap, as the moving-time rule
///   defines one (over 60 s, `MovingTimeRule.maxStep`): then it starts a new segment.
/// - Trackpoints with a time but no position are kept (treadmill runs, GPS
///   dropouts): their `DistanceMeters` still give distance.
/// - Trackpoints with a time and nothing else (no position, distance or heart rate)
///   are the pause markers some Garmin units write on stop/start: they are not kept
///   as points but end the current segment, so the pause is not counted as running.
/// - A time that steps backwards for good in the middle (a negative pause) starts a new
///   segment, its points moved later to follow the ones before, with a warning naming the
///   point (`TCXNegativePause`); a single point out of order is still skipped.
/// - A point earlier than the last kept one that repeats a kept point (time and place) is
///   a copy of the track written again inside a later lap: dropped, counted in one warning
///   (`TCXRepeatedTrack`).
/// - Invalid coordinates (`no`, out of range, exactly 0/0) are dropped from the point,
///   which is kept, and counted in a warning; trackpoints without a usable time are
///   skipped and counted.
/// - `summary` sums the laps' `TotalTimeSeconds` (the timer time: stated as the moving
///   time, and as the elapsed time for want of one) and `DistanceMeters` and takes the highest
///   `MaximumHeartRateBpm`; `statedStart` is the activity `<Id>`.
/// - Cadence (`<Cadence>` or `RunCadence` in extensions) is doubled to steps per
///   minute unless the sport is cycling (see `CadenceConvention`).
struct TCXParseState: XMLContentHandler {
    /// What a wanted element's text is for.
    enum TextTarget {
        case activityId, lapTime, lapDistance, lapMaxHeartRate
        case time, latitude, longitude, altitude, distance, heartRate, cadence
        /// The activity's `Notes` (its description), and the name and sport logbook's own
        /// export keeps in its extension (`TCXDocument`).
        case notes, logbookName, logbookSport
        /// The name of the activity's `Creator` (the device or app that wrote it).
        case creatorName
    }

    /// The root element, `<TrainingCenterDatabase>`.
    static let rootElement: StaticString = "TrainingCenterDatabase"
    /// TCX in a refusal.
    static let fileNoun = "a TCX file"

    /// The activities found so far.
    private(set) var activities: [ParsedActivity] = []
    /// How many `<Activity>` and `<Course>` elements the file has.
    private(set) var activityCount = 0, courseCount = 0

    private let now: Double
    /// Depth of the open `<Activity>`, 0 outside one.
    private var activityDepth = 0
    /// The line of the first `<Activity>`, named when no activity has anything to build from.
    private var firstActivityLine: Int?
    private var inLap = false, inTrack = false, inPoint = false
    private var inLapMaxHeartRate = false, inPosition = false, inHeartRate = false
    private var extensionsDepth = 0
    /// Inside the activity's `<Extensions>`, and inside logbook's `<Logbook>` in it.
    private var inActivityExtensions = false, inLogbookExtension = false
    /// Inside the activity's `<Creator>`.
    private var inCreator = false
    private var activity = ParsedActivity(format: "tcx")
    private var lapTimeTotal = 0.0, lapDistanceTotal = 0.0, lapMaxHeartRate = 0.0
    private var hasLapTime = false, hasLapDistance = false
    /// The points of the activity in progress (and of the file's earlier activities).
    private var recorder: ActivityPointsRecorder
    private var firstOffset: Int??
    private var skippedWithoutTime = 0, invalidCoordinates = 0
    private var point = TrackPoint()
    private var pointOffset: Int?
    private var pointLatitude: Double?, pointLongitude: Double?
    private var pointHasCoordinateText = false
    /// True from a `<Track>`'s start until its first kept point.
    private var trackStarted = false
    /// The time of the last kept point of the activity (moved by `timeShift`).
    private var lastPointTime = -Double.infinity
    /// Seconds added to the times read since the activity's negative pauses.
    private var timeShift = 0.0
    /// A point earlier than the last kept one, with its line, waiting for the next point to
    /// tell a negative pause from a point out of order (`TCXNegativePause`).
    private var steppedBack: (point: TrackPoint, line: Int)?
    /// The line of the trackpoint being read.
    private var pointLine = 0
    /// The kept points, to tell a lap's copy of the track from new points.
    private var repeated = TCXRepeatedTrack()

    /// Creates the state; times after `now` plus one day are treated as impossible; long
    /// tracks are spooled as `spooling` says.
    init(now: Double = Date().timeIntervalSince1970, spooling: SpoolSettings = .standard) {
        self.now = now
        recorder = ActivityPointsRecorder(spooling)
    }

    /// Handles an opening tag; returns what the element's text is for when it is wanted.
    mutating func startElement(_ tag: XMLStartTag) -> TextTarget? {
        let name = tag.name
        if activityDepth == 0 {
            if name.is("Activity") {
                startActivity(tag)
            } else if name.is("Course") {
                courseCount += 1
            }
            return nil
        }
        let relative = tag.depth - activityDepth
        switch relative {
        case 1:
            if name.is("Lap") {
                inLap = true
            } else if name.is("Id") {
                return .activityId
            } else if name.is("Notes") {
                return .notes
            } else if name.is("Extensions") {
                inActivityExtensions = true
            } else if name.is("Creator") {
                inCreator = true
            }
        case 2 where inCreator && name.is("Name"):
            return .creatorName
        case 2 where inLap:
            if name.is("Track") {
                inTrack = true
                trackStarted = true
            } else if name.is("TotalTimeSeconds") {
                return .lapTime
            } else if name.is("DistanceMeters") {
                return .lapDistance
            } else if name.is("MaximumHeartRateBpm") {
                inLapMaxHeartRate = true
            }
        case 3 where inLapMaxHeartRate && name.is("Value"):
            return .lapMaxHeartRate
        case 3 where inTrack && name.is("Trackpoint"):
            startPoint(line: tag.line)
        case 4 where inPoint:
            if name.is("Time") {
                return .time
            } else if name.is("Position") {
                inPosition = true
            } else if name.is("AltitudeMeters") {
                return .altitude
            } else if name.is("DistanceMeters") {
                return .distance
            } else if name.is("HeartRateBpm") {
                inHeartRate = true
            } else if name.is("Cadence") {
                return .cadence
            } else if name.is("Extensions") {
                extensionsDepth = tag.depth
            }
        case 5 where inPosition:
            if name.is("LatitudeDegrees") {
                pointHasCoordinateText = true
                return .latitude
            } else if name.is("LongitudeDegrees") {
                pointHasCoordinateText = true
                return .longitude
            }
        case 5 where inHeartRate && name.is("Value"):
            return .heartRate
        case 2 where inActivityExtensions && name.is("Logbook"):
            inLogbookExtension = true
        case 3 where inLogbookExtension:
            if name.is("Name") { return .logbookName }
            if name.is("Sport") { return .logbookSport }
        default:
            if extensionsDepth > 0, tag.depth > extensionsDepth, name.is("RunCadence") {
                return .cadence
            }
        }
        return nil
    }

    /// Handles a closing tag.
    mutating func endElement(_ name: XMLName, depth: Int) throws(XMLContentFailure) {
        guard activityDepth > 0 else { return }
        switch depth - activityDepth {
        case 0:
            endActivity()
        case 1 where inLap && name.is("Lap"):
            inLap = false
        case 1 where inCreator && name.is("Creator"):
            inCreator = false
        case 1 where inActivityExtensions && name.is("Extensions"):
            inActivityExtensions = false
        case 2 where inLogbookExtension && name.is("Logbook"):
            inLogbookExtension = false
        case 2 where inTrack && name.is("Track"):
            inTrack = false
        case 2 where inLapMaxHeartRate && name.is("MaximumHeartRateBpm"):
            inLapMaxHeartRate = false
        case 3 where inPoint && name.is("Trackpoint"):
            endPoint()
        case 4:
            if name.is("Position") {
                inPosition = false
            } else if name.is("HeartRateBpm") {
                inHeartRate = false
            } else if depth == extensionsDepth {
                extensionsDepth = 0
            }
        default:
            break
        }
    }

    /// Keeps the text of a wanted element.
    mutating func receiveText(_ text: XMLTextBuffer, for target: TextTarget) {
        switch target {
        case .notes: activity.description = text.trimmedString
        case .creatorName: activity.creator = text.trimmedString.map { String($0.prefix(200)) }
        case .logbookName: activity.name = text.trimmedString
        case .logbookSport: if let sport = text.trimmedString { activity.rawSport = sport }
        case .activityId:
            if let parsed = text.timestamp {
                activity.statedStart = .absolute(utc: parsed.utc, statedOffset: parsed.offset)
            }
        case .lapTime:
            if let value = text.double, value >= 0 {
                lapTimeTotal += value
                hasLapTime = true
            }
        case .lapDistance:
            if let value = text.double, value >= 0 {
                lapDistanceTotal += value
                hasLapDistance = true
            }
        case .lapMaxHeartRate:
            if let value = text.double, let bpm = HeartRateReading.bpm(value) { lapMaxHeartRate = max(lapMaxHeartRate, Double(bpm)) }
        case .time:
            if let parsed = text.timestamp, ISO8601Timestamp.isPlausible(parsed.utc, now: now) {
                point.timestamp = parsed.utc
                pointOffset = parsed.offset
            }
        case .latitude: pointLatitude = text.double
        case .longitude: pointLongitude = text.double
        case .altitude: point.ele = text.double ?? .nan
        case .distance:
            if let value = text.double, value >= 0 { point.deviceDistance = value }
        case .heartRate:
            if let value = text.double, let bpm = HeartRateReading.bpm(value) { point.hr = bpm }
        case .cadence:
            if point.cadence.isNaN, let value = text.double, value >= 0, value < 300 { point.cadence = Float(value) }
        }
    }

    private mutating func startActivity(_ tag: XMLStartTag) {
        activityCount += 1
        activityDepth = tag.depth
        if firstActivityLine == nil { firstActivityLine = tag.line }
        let sport = tag.attributes.value(of: "Sport").map {
            String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        activity = ParsedActivity(format: "tcx", rawSport: sport?.isEmpty == false ? sport : nil, line: tag.line)
        lapTimeTotal = 0
        lapDistanceTotal = 0
        lapMaxHeartRate = 0
        hasLapTime = false
        hasLapDistance = false
        recorder.discardActivity()
        trackStarted = false
        lastPointTime = -.infinity
        timeShift = 0
        steppedBack = nil
        repeated.reset()
        firstOffset = nil
        skippedWithoutTime = 0
        invalidCoordinates = 0
    }

    private mutating func startPoint(line: Int) {
        pointLine = line
        inPoint = true
        point = TrackPoint()
        pointOffset = nil
        pointLatitude = nil
        pointLongitude = nil
        pointHasCoordinateText = false
    }

    private mutating func endPoint() {
        inPoint = false
        inPosition = false
        inHeartRate = false
        extensionsDepth = 0
        guard !point.timestamp.isNaN else {
            skippedWithoutTime += 1
            return
        }
        if let latitude = pointLatitude, let longitude = pointLongitude,
            XMLPosition.isValid(latitude: latitude, longitude: longitude)
        {
            point.lat = latitude
            point.lon = longitude
        } else if pointHasCoordinateText {
            invalidCoordinates += 1
        }
        if !point.hasPosition && point.deviceDistance.isNaN && point.hr.isNaN {
            endSegment()  // a pause marker
            return
        }
        let readTime = point.timestamp
        if repeated.dropsCopy(point, readTime: readTime, time: readTime + timeShift, lastKept: lastPointTime) { return }
        if firstOffset == nil { firstOffset = .some(pointOffset) }
        point.timestamp += timeShift
        if let waiting = steppedBack {
            steppedBack = nil
            if TCXNegativePause.confirms(stepped: waiting.point.timestamp, next: point.timestamp, lastKept: lastPointTime) {
                activity.warnings.append(
                    TCXNegativePause.warning(
                        stepped: waiting.point.timestamp - timeShift, lastKept: lastPointTime - timeShift, line: waiting.line))
                let shift = TCXNegativePause.shift(lastKept: lastPointTime, stepped: waiting.point.timestamp)
                repeated.keep(waiting.point, readTime: waiting.point.timestamp - timeShift)
                timeShift += shift
                var moved = waiting.point
                moved.timestamp += shift
                point.timestamp += shift
                endSegment()
                lastPointTime = moved.timestamp
                recorder.append(moved)
                trackStarted = false
            } else {
                // One point out of order: kept as read, for the run builder to skip and count.
                recorder.append(waiting.point)
            }
        }
        if point.timestamp < lastPointTime {
            steppedBack = (point, pointLine)
            return
        }
        if trackStarted, !(point.timestamp - lastPointTime <= MovingTimeRule.standard.maxStep) {
            endSegment()
        }
        trackStarted = false
        lastPointTime = point.timestamp
        repeated.keep(point, readTime: readTime)
        recorder.append(point)
    }

    /// Keeps a point still waiting at the end of the activity as read (out of order).
    private mutating func flushSteppedBack() {
        if let waiting = steppedBack { recorder.append(waiting.point) }
        steppedBack = nil
    }

    private mutating func endSegment() {
        recorder.endSegment()
    }

    private mutating func endActivity() {
        flushSteppedBack()
        endSegment()
        activityDepth = 0
        inLap = false
        inActivityExtensions = false
        inCreator = false
        inLogbookExtension = false
        inTrack = false
        inPoint = false
        inLapMaxHeartRate = false
        if skippedWithoutTime > 0 {
            activity.warnings.append("skipped \(PointCountText.of(skippedWithoutTime)) without a usable time")
        }
        if let warning = repeated.warning { activity.warnings.append(warning) }
        if invalidCoordinates > 0 {
            activity.warnings.append("ignored invalid coordinates of \(invalidCoordinates) points")
        }
        activity.summary.elapsed = hasLapTime ? lapTimeTotal : nil
        activity.summary.moving = hasLapTime ? lapTimeTotal : nil
        activity.summary.distance = hasLapDistance ? lapDistanceTotal : nil
        activity.summary.maxHeartRate = lapMaxHeartRate > 0 ? lapMaxHeartRate : nil
        activity.statedOffset = firstOffset ?? nil
        activity.points = recorder.finishActivity(cadenceScale: CadenceConvention.multiplier(forSport: activity.rawSport))
        let hasSummary = activity.statedStart != nil && (lapTimeTotal > 0 || lapDistanceTotal > 0)
        if activity.pointCount > 0 || hasSummary {
            activities.append(activity)
        }
        activity = ParsedActivity(format: "tcx")
    }

    /// The activities of the file; throws when it has none (a course file, or no
    /// timed trackpoints and no lap totals).
    func result() throws(XMLContentFailure) -> [ParsedActivity] {
        if activityCount == 0 {
            throw XMLContentFailure(
                reason: courseCount > 0 ? "TCX file has no activities (a course?)" : "TCX file has no activities",
                noActivity: courseCount > 0 ? .course : nil)
        }
        guard !activities.isEmpty else {
            throw XMLContentFailure(reason: "no timed track points", line: firstActivityLine)
        }
        return activities
    }
}
