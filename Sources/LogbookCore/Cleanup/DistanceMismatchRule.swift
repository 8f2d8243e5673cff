import LogbookModel
import LogbookStore

/// The `distance_mismatch` rule: the distance the file states (the device's total) and the
/// distance computed from the positions differ by more than `fraction` (10 %) of the
/// larger one. One of them is wrong (a foot pod out of calibration, a watch that lost the
/// satellites, a total of another activity); the run is real, so it is reported for the
/// runner to review, never quarantined. Every sport is judged; runs stored before the
/// device totals were kept (both NULL) have nothing to compare.
public enum DistanceMismatchRule {
    /// The share of the larger distance by which the two may differ (10 %).
    public static let fraction = 0.10

    /// The finding for `run`, or `nil`.
    public static func finding(for run: StoredRunTotals, options: CleanupOptions) -> CleanupFinding? {
        guard options.rules.contains(.distanceMismatch) else { return nil }
        guard let device = run.deviceDistance.usable, let gps = run.gpsDistance.usable,
            DistanceChoice.differ(device, gps, byMoreThan: fraction)
        else { return nil }
        let percent = Int((abs(device - gps) / max(device, gps) * 100).rounded())
        let used = run.distanceSource.map { "; the run uses the \($0 == .device ? "file's" : "GPS") distance" } ?? ""
        return CleanupFinding(
            run: run, rule: .distanceMismatch,
            detail: "the file states \(ReportText.plainNumber(device.rounded())) m, the GPS gives "
                + "\(ReportText.plainNumber(gps.rounded())) m (\(percent) % apart)\(used)")
    }
}
