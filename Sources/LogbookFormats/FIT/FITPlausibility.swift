import Foundation
import LogbookModel

/// Decides whether a message of a FIT file that its CRC does not vouch for (damaged, or cut
/// short) is believable, so that reading stops at the first one that is not (`FITDamage`).
///
/// A file whose CRC matches is never judged: its bytes are what the device wrote. Noise
/// written over a file decodes, when it decodes at all, into values no device writes:
/// - a definition whose reserved byte is not 0, or whose field sizes are not a whole number
///   of their base type's values (or 0);
/// - a timestamp more than a day before or after the one before it (`maxTimeStep`);
/// - a record at a latitude beyond ±90°, an altitude beyond -500...9,000 m, a cumulative
///   distance that falls by more than 1 m, or that grows or a position that moves faster
///   than `maxSpeed` (with `slack` metres allowed on top);
/// - a session or lap whose `start_time` is after its `timestamp`, or more than 60 days
///   before it.
enum FITPlausibility {
    /// The most a timestamp may differ from the one before it, seconds: a day.
    static let maxTimeStep = 86_400.0
    /// The fastest a record's distance or position may move, m/s (far beyond any sport).
    static let maxSpeed = 150.0
    /// Metres a record may move beyond `maxSpeed` (a GPS fix found again after a tunnel).
    static let slack = 1_000.0
    /// The highest believable altitude, metres.
    static let maxAltitude = 9_000.0

    /// Why a definition with this reserved byte and these fields (size, base-type size)
    /// is not believable, or `nil`.
    static func definitionProblem(reserved: UInt8, fields: [(size: Int, unit: Int)]) -> String? {
        if reserved != 0 { return "a definition whose reserved byte is \(FITFormatError.hex8(reserved)), not 0" }
        for field in fields where field.size == 0 || field.size % field.unit != 0 {
            return "a definition with a field of \(field.size) bytes for values of \(field.unit)"
        }
        return nil
    }

    /// Why a timestamp `time` (FIT seconds) after `last` is not believable, or `nil`.
    static func timeProblem(_ time: Double, after last: Double?) -> String? {
        guard let last, time.isFinite, last.isFinite else { return nil }
        guard abs(time - last) > maxTimeStep else { return nil }
        let hours = Int((abs(time - last) / 3600).rounded(.down))
        return "a timestamp \(hours) hours \(time < last ? "before" : "after") the one before it"
    }

    /// What the last believable record showed, to judge the next one by.
    struct RecordMark: Equatable {
        /// FIT seconds, or `.nan`.
        var time: Double = .nan
        /// Cumulative distance in metres, or `.nan`.
        var distance: Double = .nan
        /// Degrees, or `.nan`.
        var lat: Double = .nan
        /// Degrees, or `.nan`.
        var lon: Double = .nan
    }

    /// Why `point` at FIT time `time` is not believable after the record `mark` holds
    /// (`nil` for the first record), or `nil`.
    static func recordProblem(_ point: TrackPoint, time: Double, after mark: RecordMark?) -> String? {
        if point.hasPosition, abs(point.lat) > 90 { return "a record at latitude \(Int(point.lat))°" }
        if point.ele.isFinite, point.ele > maxAltitude { return "a record at an altitude of \(Int(point.ele)) m" }
        guard let mark else { return nil }
        let seconds = time.isFinite && mark.time.isFinite ? max(abs(time - mark.time), 1) : 1
        let reach = maxSpeed * seconds + slack
        if point.deviceDistance.isFinite, mark.distance.isFinite {
            let step = point.deviceDistance - mark.distance
            if step < -1 { return "a record whose distance falls by \(Int(-step)) m" }
            if step > reach { return "a record whose distance grows by \(Int(step)) m in \(Int(seconds)) s" }
        }
        if point.hasPosition, mark.lat.isFinite, mark.lon.isFinite {
            let moved = Geo.distance(lat1: mark.lat, lon1: mark.lon, lat2: point.lat, lon2: point.lon)
            if moved > reach { return "a record \(Int(moved)) m from the one before it in \(Int(seconds)) s" }
        }
        return nil
    }

    /// Why a session or lap with this `start_time` and `timestamp` (FIT seconds) is not
    /// believable, or `nil`.
    static func totalsProblem(startTime: Double, timestamp: Double) -> String? {
        guard startTime.isFinite, timestamp.isFinite else { return nil }
        if startTime > timestamp + 1 { return "a session or lap that starts after it ends" }
        if timestamp - startTime > Believable.maxDuration { return "a session or lap longer than 60 days" }
        return nil
    }
}
