import LogbookFormats
import LogbookModel
import LogbookStore

/// A stored run as a Garmin TCX document: what `logbook export --format tcx` writes.
///
/// One `Activity` with one `Lap` per recording segment, each lap's `Track` holding every
/// sample (with or without a position) with its time, position, elevation, cumulative
/// distance, heart rate and cadence. A lap's `TotalTimeSeconds` is its share of the run's
/// moving time (by the segment's span), so that the laps' sum, which a TCX reader takes as
/// the device's timer, is the stored moving time. TCX has no name and only three sports:
/// the description goes in the activity's `Notes`, and the name and the exact sport in a
/// logbook extension (`Extensions/Name`, `Extensions/Sport`) that other tools ignore and
/// logbook's reader reads back.
public enum TCXDocument {
    /// The namespace of the logbook extension.
    public static let extensionNamespace = "https://logbook.example/tcx/1"

    /// Writes the document for `run` to `out` piece by piece, its samples read window by
    /// window from `windows` twice: once for each segment's span and distance (a lap's
    /// totals come before its points), once for the points. Memory holds one window, one
    /// point's text and four numbers per segment, whatever the length of the run.
    public static func write(
        run: Run, windows: (([StoredSample]) throws -> Void) throws -> Void, to out: (String) throws -> Void
    ) throws {
        let sport: String
        switch SportThresholds.family(of: run.sport) {
        case .running: sport = "Running"
        case .cycling: sport = "Biking"
        default: sport = "Other"
        }
        try out("""
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
             <Activities>
              <Activity Sport="\(sport)">
               <Id>\(GPXDocument.time(utc: run.startUTC, offsetMs: 0))</Id>

            """)
        var segments: [TCXSegmentSpan] = []
        try windows { (samples: [StoredSample]) throws -> Void in
            for sample in samples {
                if let last = segments.last, last.segment == sample.segment {
                    segments[segments.count - 1].last = sample
                } else {
                    segments.append(TCXSegmentSpan(segment: sample.segment, first: sample, last: sample))
                }
            }
        }
        let spans = segments.map { Double($0.last.offsetMs - $0.first.offsetMs) / 1000 }
        let totalSpan = spans.reduce(0, +)
        let moving = run.moving.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let cadenceDivisor = Double(CadenceConvention.multiplier(forSport: run.sport))
        var index = -1
        var previous: StoredSample?
        let lapEnd = "    </Track>\n   </Lap>\n"
        // `out` escapes into no stored place: the window reader calls it before it returns.
        try withoutActuallyEscaping(out) { out in try windows { samples in
            for sample in samples {
                if previous == nil || previous?.segment != sample.segment, index + 1 < segments.count {
                    if index >= 0 { try out(lapEnd) }
                    index += 1
                    let span = segments[index]
                    let share = totalSpan > 0 ? spans[index] / totalSpan : 1 / Double(segments.count)
                    let lapTime = moving.map { $0 * share } ?? spans[index]
                    let lapDistance = Double((span.last.distanceDm ?? 0) - (span.first.distanceDm ?? 0)) / 10
                    try out(
                        "   <Lap StartTime=\"\(GPXDocument.time(utc: run.startUTC, offsetMs: span.first.offsetMs))\">\n"
                            + "    <TotalTimeSeconds>\(GPXDocument.number((lapTime * 1000).rounded() / 1000))</TotalTimeSeconds>\n"
                            + "    <DistanceMeters>\(GPXDocument.number((max(0, lapDistance) * 10).rounded() / 10))</DistanceMeters>\n"
                            + "    <Calories>0</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod>\n    <Track>\n")
                }
                previous = sample
                var text = "     <Trackpoint><Time>\(GPXDocument.time(utc: run.startUTC, offsetMs: sample.offsetMs))</Time>"
                if let lat = sample.latE7, let lon = sample.lonE7 {
                    text += "<Position><LatitudeDegrees>\(GPXDocument.degrees(lat))</LatitudeDegrees>"
                        + "<LongitudeDegrees>\(GPXDocument.degrees(lon))</LongitudeDegrees></Position>"
                }
                if let ele = sample.eleDm { text += "<AltitudeMeters>\(GPXDocument.decimal(ele, places: 1))</AltitudeMeters>" }
                if let distance = sample.distanceDm { text += "<DistanceMeters>\(GPXDocument.decimal(distance, places: 1))</DistanceMeters>" }
                if let hr = sample.hr { text += "<HeartRateBpm><Value>\(hr)</Value></HeartRateBpm>" }
                if let cadence = sample.cadence { text += "<Cadence>\(Int64((Double(cadence) / cadenceDivisor).rounded()))</Cadence>" }
                try out(text + "</Trackpoint>\n")
            }
        } }
        if index >= 0 { try out(lapEnd) }
        var tail = ""
        if let description = run.description { tail += "   <Notes>\(XMLText.escaped(description))</Notes>\n" }
        tail += "   <Extensions><Logbook xmlns=\"\(extensionNamespace)\">"
        if let name = run.name { tail += "<Name>\(XMLText.escaped(name))</Name>" }
        tail += "<Sport>\(XMLText.escaped(run.sport))</Sport></Logbook></Extensions>\n"
        tail += "  </Activity>\n </Activities>\n</TrainingCenterDatabase>\n"
        try out(tail)
    }
}
