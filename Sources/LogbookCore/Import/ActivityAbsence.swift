import LogbookFormats

/// The one judgement of a file found in a folder or an archive that gave no run: it holds
/// no activity, and is skipped, or it is a damaged activity file, and is rejected.
///
/// A readable file of courses, a route or only waypoints holds no activity; so does one of
/// no format the logbook reads (notes, a photo, a table of no known export), unless its name
/// is one only activity files bear (`.gpx`, `.tcx`, `.fit`, compressed or not): bytes that
/// cannot be read under such a name are a damaged file (a `.csv` or `.xml` may be any
/// table or document). A file named on its own is never skipped this way.
public enum ActivityAbsence {
    /// The endings only activity files' names bear (a compressed one is judged by its inner name).
    public static let activityExtensions = ["gpx", "tcx", "fit"]
    /// The endings of compressed files, taken off before the name is judged.
    public static let compressedExtensions = ["gz", "bz2", "xz"]

    /// Why a member whose import failed with `error` is skipped, or `nil` when it is rejected.
    public static func skipReason(for error: ImportError) -> String? {
        guard let absence = error.noActivity else { return nil }
        if absence == .unknownFormat && namesActivityFile(error.file) { return nil }
        return absence.skipReason
    }

    /// True when `path`'s last component ends like an activity file (`run.GPX`, `a.fit.gz`).
    public static func namesActivityFile(_ path: String) -> Bool {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        var parts = name.lowercased().split(separator: ".").map(String.init)
        guard parts.count > 1 else { return false }
        if let last = parts.last, compressedExtensions.contains(last) { parts.removeLast() }
        guard parts.count > 1, let ending = parts.last else { return false }
        return activityExtensions.contains(ending)
    }
}
