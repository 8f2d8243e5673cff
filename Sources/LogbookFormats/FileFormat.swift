/// The kinds of activity file the importer understands: the reader list.
///
/// Each case's `entry` (declared in its reader's folder) says how the format is named,
/// recognised and read; the sniffer, the importer's dispatch and the format names in
/// messages all come from this list, and the raw value is what `import_files.format`
/// stores (a test checks the schema's CHECK list against it). Adding a reader is a new
/// folder under Formats/ with its entry, one case here, and a migration widening that
/// CHECK list.
public enum FileFormat: String, Sendable, Equatable, CaseIterable {
    /// GPS Exchange Format (GPX 1.0 or 1.1), XML with root `<gpx>`.
    case gpx
    /// Garmin Training Center XML, root `<TrainingCenterDatabase>`.
    case tcx
    /// A comma- or semicolon-separated activity list (Strava, Runkeeper ...).
    case csv
    /// Garmin's binary Flexible and Interoperable Data Transfer format.
    case fit
    /// Apple Health's `export.xml` (alone or in the Health app's `export.zip`), root `<HealthData>`.
    case appleHealth = "apple_health"

    /// The format's reader, names and test.
    public var entry: FormatEntry {
        switch self {
        case .gpx: return XMLActivityReader.gpx.entry
        case .tcx: return XMLActivityReader.tcx.entry
        case .csv: return CSVReader.entry
        case .fit: return FITReader.entry
        case .appleHealth: return AppleHealthReader.entry
        }
    }

    /// The name stored in `import_files.format`.
    public var storedName: String { rawValue }

    /// The name used in messages, e.g. `GPX`.
    public var displayName: String { entry.displayName }

    /// Every format's display name for a message: `GPX, TCX, CSV, FIT or Apple Health`.
    public static var displayNames: String {
        let names = allCases.map(\.displayName)
        guard let last = names.last, names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
