/// The Health app's `export.zip` (or its unpacked `apple_health_export/` folder),
/// recognised by an `export.xml` beside a `workout-routes/` folder, or by the
/// `apple_health_export/export.xml` path itself.
///
/// `export.xml` is read (its workouts find their route files themselves); the route GPX
/// files are skipped, since each is read with its workout (imported alone they would be
/// second copies of the same runs); `export_cda.xml`, electrocardiograms and everything
/// else are skipped too.
public struct AppleHealthExport: ExportLayout, Equatable {
    /// The folder holding `export.xml` inside the export (`apple_health_export/`, or empty).
    public let folder: String

    /// The export whose `export.xml` is in `folder`.
    public init(folder: String) {
        self.folder = folder
    }

    /// The export among `paths`, or nil when they are not a Health export.
    public static func detect(_ paths: some Sequence<String>) -> AppleHealthExport? {
        var exports: Set<String> = [], routeFolders: Set<String> = []
        for path in paths {
            if path == "export.xml" || path.hasSuffix("/export.xml") {
                exports.insert(String(path.dropLast("export.xml".count)))
            } else if let range = path.range(of: "workout-routes/") {
                routeFolders.insert(String(path[..<range.lowerBound]))
            }
        }
        if exports.contains("apple_health_export/") { return AppleHealthExport(folder: "apple_health_export/") }
        guard let folder = exports.sorted().first(where: routeFolders.contains) else { return nil }
        return AppleHealthExport(folder: folder)
    }

    /// What the export makes of the member at `path`.
    public func role(of path: String) -> ExportMemberRole {
        guard path.hasPrefix(folder) else { return .skip("not part of the Health export") }
        let inside = path.dropFirst(folder.count)
        if inside == "export.xml" { return .read(nil) }
        if inside.hasPrefix("workout-routes/") { return .skip("a workout route: read with its workout from export.xml") }
        if inside == "export_cda.xml" { return .skip("clinical records, not an activity") }
        return .skip("not a workout of the Health export")
    }
}
