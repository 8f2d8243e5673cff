import LogbookStore

/// The CSV of a run's samples (`logbook export ID --format samples`): a row per sample, at
/// the store's resolution written in the units a runner reads. Pure: samples in, text out.
///
/// Columns: `offset_ms` (ms since the start), `lat`, `lon` (degrees, 7 decimals: the stored
/// 1e-7 degrees exactly), `ele_m` and `distance_m` (metres, 1 decimal: the stored
/// decimetres), `hr` (bpm), `cadence` (steps a minute), `segment` (0-based recording
/// segment). A value the sample lacks is an empty cell. Every number is written from the
/// stored integer, so nothing is rounded on the way out.
public enum SampleCSV {
    /// The header line.
    public static let header = "offset_ms,lat,lon,ele_m,hr,cadence,distance_m,segment\n"

    /// The line of `sample`, its newline included.
    public static func line(_ sample: StoredSample) -> String {
        var line = String(sample.offsetMs)
        for cell in [
            sample.latE7.map { decimal($0, places: 7) }, sample.lonE7.map { decimal($0, places: 7) },
            sample.eleDm.map { decimal($0, places: 1) }, sample.hr.map(String.init), sample.cadence.map(String.init),
            sample.distanceDm.map { decimal($0, places: 1) }, sample.segment.map(String.init),
        ] {
            line += ","
            line += cell ?? ""
        }
        return line + "\n"
    }

    /// `value / 10^places` written exactly, e.g. `decimal(-85417050, places: 7)` is `-8.5417050`.
    static func decimal(_ value: Int64, places: Int) -> String {
        let digits = String(value.magnitude)
        let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return (value < 0 ? "-" : "") + padded[..<split] + "." + padded[split...]
    }
}
