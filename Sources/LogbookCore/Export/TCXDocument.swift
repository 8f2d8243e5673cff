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

    /// The document for `run` and its samples, in order.
    public static func text(run: Run, samples: [StoredSample]) -> String {
        let sport: String
        switch SportThresholds.family(of: run.sport) {
        case .running: sport = "Running"
        case .cycling: sport = "Biking"
        default: sport = "Other"
        }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
             <Activities>
              <Activity Sport="\(sport)">
               <Id>\(GPXDocument.time(utc: run.startUTC, offsetMs: 0))</Id>

            """
        let segments = split(samples)
        let spans = segments.map { segment in Double((segment.last?.offsetMs ?? 0) - (segment.first?.offsetMs ?? 0)) / 1000 }
        let totalSpan = spans.reduce(0, +)
        let moving = run.moving.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let cadenceDivisor = Double(CadenceConvention.multiplier(forSport: run.sport))
        for (index, segment) in segments.enumerated() {
            guard let first = segment.first else { continue }
            let share = totalSpan > 0 ? spans[index] / totalSpan : 1 / Double(segments.count)
            let lapTime = moving.map { $0 * share } ?? spans[index]
            let lapDistance = Double((segment.last?.distanceDm ?? 0) - (first.distanceDm ?? 0)) / 10
            text += "   <Lap StartTime=\"\(GPXDocument.time(utc: run.startUTC, offsetMs: first.offsetMs))\">\n"
            text += "    <TotalTimeSeconds>\(GPXDocument.number((lapTime * 1000).rounded() / 1000))</TotalTimeSeconds>\n"
            text += "    <DistanceMeters>\(GPXDocument.number((max(0, lapDistance) * 10).rounded() / 10))</DistanceMeters>\n"
            text += "    <Calories>0</Calories><Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod>\n    <Track>\n"
            for sample in segment {
                text += "     <Trackpoint><Time>\(GPXDocument.time(utc: run.startUTC, offsetMs: sample.offsetMs))</Time>"
                if let lat = sample.latE7, let lon = sample.lonE7 {
                    text += "<Position><LatitudeDegrees>\(GPXDocument.degrees(lat))</LatitudeDegrees>"
                        + "<LongitudeDegrees>\(GPXDocument.degrees(lon))</LongitudeDegrees></Position>"
                }
                if let ele = sample.eleDm { text += "<AltitudeMeters>\(GPXDocument.decimal(ele, places: 1))</AltitudeMeters>" }
                if let distance = sample.distanceDm { text += "<DistanceMeters>\(GPXDocument.decimal(distance, places: 1))</DistanceMeters>" }
                if let hr = sample.hr { text += "<HeartRateBpm><Value>\(hr)</Value></HeartRateBpm>" }
                if let cadence = sample.cadence { text += "<Cadence>\(Int64((Double(cadence) / cadenceDivisor).rounded()))</Cadence>" }
                text += "</Trackpoint>\n"
            }
            text += "    </Track>\n   </Lap>\n"
        }
        if let description = run.description { text += "   <Notes>\(XMLText.escaped(description))</Notes>\n" }
        text += "   <Extensions><Logbook xmlns=\"\(extensionNamespace)\">"
        if let name = run.name { text += "<Name>\(XMLText.escaped(name))</Name>" }
        text += "<Sport>\(XMLText.escaped(run.sport))</Sport></Logbook></Extensions>\n"
        text += "  </Activity>\n </Activities>\n</TrainingCenterDatabase>\n"
        return text
    }

    /// The samples cut where their segment changes.
    static func split(_ samples: [StoredSample]) -> [[StoredSample]] {
        var segments: [[StoredSample]] = []
        for sample in samples {
            if let last = segments.last?.last, last.segment == sample.segment {
                segments[segments.count - 1].append(sample)
            } else {
                segments.append([sample])
            }
        }
        return segments
    }
}
