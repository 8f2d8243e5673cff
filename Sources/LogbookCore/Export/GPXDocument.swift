import LogbookFormats
import LogbookModel
import LogbookStore

/// A stored run as a GPX 1.1 document: what `logbook export --format gpx` writes.
///
/// One track, one `trkseg` per recording segment; each sample with a position is a
/// `trkpt` with its elevation, its UTC time to the millisecond and, in Garmin's
/// TrackPointExtension, its heart rate and cadence (one foot's strides per minute for
/// running, as every GPX writer records it and logbook's reader doubles back,
/// `CadenceConvention`). The name, description and sport go in the track's `name`, `desc`
/// and `type`. Samples without a position have no place in GPX and are left out.
public enum GPXDocument {
    /// Writes the document for `run` to `out` piece by piece, its samples read window by
    /// window from `windows` (which calls its argument with each window, in order): memory
    /// holds one window and one point's text, whatever the length of the run.
    public static func write(
        run: Run, windows: (([StoredSample]) throws -> Void) throws -> Void, to out: (String) throws -> Void
    ) throws {
        try out("""
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="logbook" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
             <metadata><time>\(time(utc: run.startUTC, offsetMs: 0))</time></metadata>
             <trk>

            """)
        if let name = run.name { try out("  <name>\(XMLText.escaped(name))</name>\n") }
        if let description = run.description { try out("  <desc>\(XMLText.escaped(description))</desc>\n") }
        try out("  <type>\(XMLText.escaped(run.sport))</type>\n")
        let cadenceDivisor = Double(CadenceConvention.multiplier(forSport: run.sport))
        var segment: Int64?
        var open = false
        // `out` escapes into no stored place: the window reader calls it before it returns.
        try withoutActuallyEscaping(out) { out in try windows { samples in
            for sample in samples {
                guard let lat = sample.latE7, let lon = sample.lonE7 else { continue }
                var text = ""
                if !open || sample.segment != segment {
                    if open { text += "  </trkseg>\n" }
                    text += "  <trkseg>\n"
                    open = true
                    segment = sample.segment
                }
                text += "   <trkpt lat=\"\(degrees(lat))\" lon=\"\(degrees(lon))\">"
                if let ele = sample.eleDm { text += "<ele>\(decimal(ele, places: 1))</ele>" }
                text += "<time>\(time(utc: run.startUTC, offsetMs: sample.offsetMs))</time>"
                if sample.hr != nil || sample.cadence != nil {
                    text += "<extensions><gpxtpx:TrackPointExtension>"
                    if let hr = sample.hr { text += "<gpxtpx:hr>\(hr)</gpxtpx:hr>" }
                    if let cadence = sample.cadence { text += "<gpxtpx:cad>\(number(Double(cadence) / cadenceDivisor))</gpxtpx:cad>" }
                    text += "</gpxtpx:TrackPointExtension></extensions>"
                }
                text += "</trkpt>\n"
                try out(text)
            }
        } }
        if open { try out("  </trkseg>\n") }
        try out(" </trk>\n</gpx>\n")
    }

    /// 1e-7 degrees as decimal degrees (`47.3769120`).
    static func degrees(_ e7: Int64) -> String { decimal(e7, places: 7) }

    /// `value` / 10^places written exactly, e.g. `decimal(-1234, places: 1)` is `-123.4`.
    static func decimal(_ value: Int64, places: Int) -> String {
        var scale: Int64 = 1
        for _ in 0..<places { scale *= 10 }
        let magnitude = value.magnitude
        let whole = magnitude / UInt64(scale)
        let fraction = String(magnitude % UInt64(scale))
        let padded = String(repeating: "0", count: places - fraction.count) + fraction
        return (value < 0 ? "-" : "") + "\(whole).\(padded)"
    }

    /// A number without a needless `.0` (`85`, `85.5`).
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int64(value)) : String(value)
    }

    /// UTC ISO 8601 with milliseconds: `2024-05-01T07:30:00.250Z`.
    static func time(utc: Int64, offsetMs: Int64) -> String {
        let totalMs = utc * 1000 + offsetMs
        let seconds = totalMs >= 0 ? totalMs / 1000 : (totalMs - 999) / 1000
        let ms = totalMs - seconds * 1000
        // `iso8601` at offset 0 ends in `+00:00`: its first 19 characters are the date and clock.
        let stem = String(LocalDateTime.iso8601(utc: seconds, offset: 0).prefix(19))
        return ms == 0 ? stem + "Z" : stem + "." + String(format3(ms)) + "Z"
    }

    /// Three digits.
    private static func format3(_ value: Int64) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 3 - text.count)) + text
    }
}
