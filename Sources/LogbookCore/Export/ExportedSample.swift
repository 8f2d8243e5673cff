import LogbookAnalysis
import LogbookModel
import LogbookStore

/// What export writes of a stored sample: only the values import would read back
/// (`SampleValues.cleaned`), so that a sample damaged in the database (a latitude of 900°, a
/// heart rate of 900) is written without that value instead of into a file logbook's own
/// import refuses.
enum ExportedSample {
    /// `sample` without the values import would not keep.
    static func checked(_ sample: StoredSample) -> StoredSample {
        let point = SampleValues.cleaned(sample.point)
        var checked = sample
        if point.lat.isNaN || point.lon.isNaN {
            checked.latE7 = nil
            checked.lonE7 = nil
        }
        if point.ele.isNaN { checked.eleDm = nil }
        if point.hr.isNaN { checked.hr = nil }
        if point.cadence.isNaN { checked.cadence = nil }
        if let distance = sample.distanceDm, !SampleValues.deviceDistanceRange.contains(Double(distance) / 10) { checked.distanceDm = nil }
        return checked
    }
}
