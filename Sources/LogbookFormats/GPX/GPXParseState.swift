import Foundation
import LogbookModel
import LogbookSupport

/// The GPX state machine driven by `XMLPushParser`: turns `<trk>` elements of GPX
/// 1.0, 1.1 or namespace-less GPX into `ParsedActivity` values.
///
/// Elements are recognised by local name and position (`gpx/trk/trkseg/trkpt`),
/// whatever their prefix; inside a point's `<extensions>` any element named `hr`,
/// `heartrate` or `heart_rate` gives the heart rate and `cad`, `cadence` or
/// `RunCadence` the cadence, whatever its namespace (Garmin TrackPointExtension
/// v1/v2 under any prefix, cluetrust `gpxdata`, bare Amazfit elements).
/// Points without a usable time or with invalid coordinates are skipped and counted.
struct GPXParseState: XMLContentHandler {
    /// What a wanted element's text is for.
    enum TextTarget {
        case trackName, trackType, trackDescription, elevation, time, heartRate, cadence
    }

    /// The root element, `<gpx>`.
    static let rootElement: StaticString = "gpx"
    /// GPX in a refusal.
    static let fileNoun = "a GPX file"

    /// The activities found so far, one per `<trk>` with timed points.
    private(set) var activities: [ParsedActivity] = []
    /// Warnings about the file rather than one track (ignored tracks).
    private(set) var fileWarnings: [String] = []
    /// How many `<trk>`, `<rte>` and `<wpt>` elements the file has.
    private(set) var trackCount = 0, routeCount = 0, waypointCount = 0
    /// Points skipped over all tracks, for the message when nothing is usable.
    private(set) var totalSkippedWithoutTime = 0, totalSkippedInvalidCoordinates = 0

    private let now: Double
    private var inTrack = false, inSegment = false, inPoint = false
    private var extensionsDepth = 0
    private var trackLine = 0
    private var firstTrackLine: Int?
    private var trackName: String?, trackType: String?, trackDescription: String?
    /// The points of the track in progress (and of the file's earlier tracks).
    private var recorder: ActivityPointsRecorder
    private var firstOffset: Int??
    private var skippedWithoutTime = 0, skippedInvalidCoordinates = 0
    /// Of the points skipped for want of a usable time, those dated after tomorrow.
    private var skippedInFuture = 0, totalSkippedInFuture = 0
    private var pointIsInFuture = false
    private var point = TrackPoint()
    private var pointLine = 0
    private var pointTimeText: String?
    /// The first point skipped for want of a usable time: its line and its `<time>` text
    /// (nil when it has none), named when no point of the file is usable.
    private var firstUntimedPoint: (line: Int, time: String?)?
    private var pointHasValidCoordinates = false
    private var pointOffset: Int?
    /// The `creator` of the `<gpx>` element (the app or device that wrote the file).
    private var creator: String?
    /// The namespace URI last found to be GPX's (see `isGPX`).
    private var gpxNamespace: UnsafePointer<UInt8>?

    /// Creates the state; times after `now` plus one day are treated as impossible; long
    /// tracks are spooled as `spooling` says.
    init(now: Double = Date().timeIntervalSince1970, spooling: SpoolSettings = .standard) {
        self.now = now
        recorder = ActivityPointsRecorder(spooling)
    }

    /// Handles an opening tag; returns what the element's text is for when it is wanted.
    mutating func startElement(_ tag: XMLStartTag) -> TextTarget? {
        let name = tag.name
        switch tag.depth {
        case 1:
            creator = tag.attributes.value(of: "creator").map { String(decoding: $0.prefix(200), as: UTF8.self) }
        case 2:
            guard isGPX(name) else { return nil }
            if name.is("trk") {
                startTrack(line: tag.line)
            } else if name.is("rte") {
                routeCount += 1
            } else if name.is("wpt") {
                waypointCount += 1
            }
        case 3 where inTrack && isGPX(name):
            if name.is("trkseg") {
                inSegment = true
                recorder.endSegment()
            } else if name.is("name") {
                return .trackName
            } else if name.is("type") {
                return .trackType
            } else if name.is("desc") {
                return .trackDescription
            }
        case 4 where inSegment && name.is("trkpt") && isGPX(name):
            startPoint(tag.attributes, line: tag.line)
        case 5 where inPoint && isGPX(name):
            if name.is("time") {
                return .time
            } else if name.is("ele") {
                return .elevation
            } else if name.is("extensions") {
                extensionsDepth = 5
            }
        default:
            if extensionsDepth > 0, tag.depth > extensionsDepth {
                if name.is("hr") || name.is("heartrate") || name.is("heart_rate") {
                    return .heartRate
                } else if name.is("cad") || name.is("cadence") || name.is("RunCadence") {
                    return .cadence
                }
            }
        }
        return nil
    }

    /// Handles a closing tag.
    mutating func endElement(_ name: XMLName, depth: Int) throws(XMLContentFailure) {
        switch depth {
        case 2 where inTrack && name.is("trk"):
            endTrack()
        case 3 where inSegment && name.is("trkseg"):
            inSegment = false
            recorder.endSegment()
        case 4 where inPoint && name.is("trkpt"):
            endPoint()
        case 5 where extensionsDepth == 5 && name.is("extensions"):
            extensionsDepth = 0
        default:
            break
        }
    }

    /// Keeps the text of a wanted element.
    mutating func receiveText(_ text: XMLTextBuffer, for target: TextTarget) {
        switch target {
        case .trackName: trackName = text.trimmedString
        case .trackType: trackType = text.trimmedString
        case .trackDescription: trackDescription = text.trimmedString
        case .elevation: point.ele = text.double ?? .nan
        case .time:
            if let parsed = text.timestamp, ISO8601Timestamp.isPlausible(parsed.utc, now: now) {
                point.timestamp = parsed.utc
                pointOffset = parsed.offset
            } else {
                point.timestamp = .nan
                // Kept only for the message naming the first untimed point: building a
                // String for every good time cost a quarter of an import's instructions.
                pointTimeText = text.trimmedString
                pointIsInFuture = text.timestamp.map { $0.utc > now + 86_400 } ?? false
            }
        case .heartRate:
            if point.hr.isNaN, let value = text.double, let bpm = HeartRateReading.bpm(value) { point.hr = bpm }
        case .cadence:
            if point.cadence.isNaN, let value = text.double, value >= 0, value < 300 { point.cadence = Float(value) }
        }
    }

    private mutating func startTrack(line: Int) {
        trackCount += 1
        inTrack = true
        trackLine = line
        if firstTrackLine == nil { firstTrackLine = line }
        trackName = nil
        trackType = nil
        trackDescription = nil
        recorder.discardActivity()
        firstOffset = nil
        skippedWithoutTime = 0
        skippedInFuture = 0
        skippedInvalidCoordinates = 0
    }

    private mutating func startPoint(_ attributes: XMLAttributes, line: Int) {
        inPoint = true
        point = TrackPoint()
        pointOffset = nil
        pointLine = line
        pointTimeText = nil
        pointIsInFuture = false
        let latitude = attributes.value(of: "lat").flatMap(DecimalNumber.parse)
        let longitude = attributes.value(of: "lon").flatMap(DecimalNumber.parse)
        if let latitude, let longitude, XMLPosition.isValid(latitude: latitude, longitude: longitude) {
            point.lat = latitude
            point.lon = longitude
            pointHasValidCoordinates = true
        } else {
            pointHasValidCoordinates = false
        }
    }

    private mutating func endPoint() {
        inPoint = false
        extensionsDepth = 0
        if point.timestamp.isNaN {
            skippedWithoutTime += 1
            if pointIsInFuture { skippedInFuture += 1 }
            if firstUntimedPoint == nil { firstUntimedPoint = (pointLine, pointTimeText) }
        } else if !pointHasValidCoordinates {
            skippedInvalidCoordinates += 1
        } else {
            if firstOffset == nil { firstOffset = .some(pointOffset) }
            recorder.append(point)
        }
    }

    private mutating func endTrack() {
        inTrack = false
        inSegment = false
        recorder.endSegment()
        totalSkippedWithoutTime += skippedWithoutTime
        totalSkippedInFuture += skippedInFuture
        totalSkippedInvalidCoordinates += skippedInvalidCoordinates
        var warnings: [String] = []
        if skippedWithoutTime > skippedInFuture {
            warnings.append("skipped \(PointCountText.of(skippedWithoutTime - skippedInFuture)) without a usable time")
        }
        if skippedInFuture > 0 {
            warnings.append("skipped \(PointCountText.of(skippedInFuture)) dated in the future (after tomorrow)")
        }
        if skippedInvalidCoordinates > 0 {
            warnings.append("skipped \(PointCountText.of(skippedInvalidCoordinates)) with invalid coordinates")
        }
        guard !recorder.isEmpty else {
            let label = trackName.map { " \"\($0)\"" } ?? ""
            let detail = warnings.isEmpty ? "" : " (\(warnings.joined(separator: ", ")))"
            fileWarnings.append("ignored track\(label) at line \(trackLine): no timed track points\(detail)")
            return
        }
        // The sport may come after the points: cadences are scaled as they are read back.
        let points = recorder.finishActivity(cadenceScale: CadenceConvention.multiplier(forSport: trackType))
        var activity = ParsedActivity(
            format: "gpx", name: trackName, rawSport: trackType, points: points,
            statedOffset: firstOffset ?? nil, line: trackLine, warnings: warnings)
        activity.description = trackDescription.flatMap { $0.isEmpty ? nil : $0 }
        activity.creator = creator
        activities.append(activity)
    }

    /// The activities of the file, with file-level warnings on the first one; throws
    /// `no timed track points` (with what the file holds instead) when there are none,
    /// naming the line of the first point without a usable time, else of the first track.
    func result() throws(XMLContentFailure) -> [ParsedActivity] {
        guard var first = activities.first else {
            throw XMLContentFailure(
                reason: noPointsReason, line: firstUntimedPoint?.line ?? firstTrackLine, noActivity: holdsNoActivity)
        }
        var all = activities
        first.warnings = fileWarnings + first.warnings
        all[0] = first
        return all
    }

    /// What the file holds instead of a recorded track: a route, or only waypoints.
    private var holdsNoActivity: NoActivity? {
        guard trackCount == 0 else { return nil }
        if routeCount > 0 { return .route }
        return waypointCount > 0 ? .waypoints : nil
    }

    private var noPointsReason: String {
        if trackCount == 0 {
            if routeCount > 0 { return "no timed track points (the file holds a route, not a recorded activity)" }
            if waypointCount > 0 { return "no timed track points (the file holds only waypoints)" }
            return "no timed track points"
        }
        var details: [String] = []
        if totalSkippedInFuture > 0 && totalSkippedInFuture == totalSkippedWithoutTime {
            // Every one of them is after tomorrow: a clock set wrong, not missing times.
            var detail = "\(PointCountText.of(totalSkippedInFuture)) dated in the future, after tomorrow"
            if let time = firstUntimedPoint?.time { detail += "; the first has <time>\(MessageExcerpt.of(time))</time>" }
            details.append(detail)
        } else if totalSkippedWithoutTime > 0 {
            var detail = "\(PointCountText.of(totalSkippedWithoutTime)) without a usable time"
            if totalSkippedInFuture > 0 { detail += " (\(totalSkippedInFuture) dated in the future)" }
            if let first = firstUntimedPoint {
                detail += first.time.map { ", the first has <time>\(MessageExcerpt.of($0))</time>" } ?? ", the first has no <time>"
            }
            details.append(detail)
        }
        if totalSkippedInvalidCoordinates > 0 {
            details.append("\(PointCountText.of(totalSkippedInvalidCoordinates)) with invalid coordinates")
        }
        return details.isEmpty ? "no timed track points" : "no timed track points (\(details.joined(separator: ", ")))"
    }

    /// True for elements in no namespace or in a GPX namespace (1.0 or 1.1). libxml2 keeps
    /// each namespace URI once, in its parser's dictionary, for as long as the parse lasts, so
    /// the URI found to be GPX's is remembered by its address and later elements are judged
    /// by one comparison of pointers.
    private mutating func isGPX(_ name: XMLName) -> Bool {
        guard let uri = name.namespaceURI else { return true }
        if uri == gpxNamespace { return true }
        guard Self.isGPXNamespace(uri) else { return false }
        gpxNamespace = uri
        return true
    }

    /// True when the NUL-terminated `uri` is a GPX namespace (starts with
    /// `http://www.topografix.com/GPX/`).
    static func isGPXNamespace(_ uri: UnsafePointer<UInt8>) -> Bool {
        XMLNameBytes.hasPrefix(uri, "http://www.topografix.com/GPX/")
    }
}
