import Foundation
import LogbookModel
import LogbookSupport

/// One format of the reader list (`FileFormat.entry`): how it is named, how its first
/// bytes are recognised, and how a file of it is read into activities.
public struct FormatEntry: Sendable {
    /// The name used in messages, e.g. `GPX`.
    public let displayName: String
    /// True when a file's first bytes are this format's (never its name).
    let matches: @Sendable (SniffedPrefix) -> Bool
    /// Reads a whole file of this format; the closure is asked before each chunk whether
    /// to go on (a streaming read stops with `CancellationError` when it says no).
    package let read: @Sendable (ImportInput, ReaderSettings, () -> Bool) throws -> [ParsedActivity]
    /// True when each run of a file is stored in a transaction of its own (an Apple Health
    /// export: years of workouts, where one that cannot be stored must not lose the others);
    /// otherwise a file is all or nothing. These are the formats read run by run (`readEach`).
    public var storesEachRunAlone: Bool { readEach != nil }
    /// For a format whose files hold years of runs (an Apple Health export): reads a whole
    /// file, handing each activity to the last closure as soon as it is read, so that an
    /// import stores it and forgets it; returns the file's warnings. Such a file's runs are
    /// stored each alone. A reader that reads the file to its end before it hands on the
    /// first activity (Apple Health's does) lets the import know the hash of the bytes parsed
    /// before anything is stored (see `Importer.storeStreamed`).
    package let readEach: (@Sendable (ImportInput, ReaderSettings, () -> Bool, (ParsedActivity) throws -> Void) throws -> [String])?

    /// Creates an entry.
    init(
        displayName: String, matches: @escaping @Sendable (SniffedPrefix) -> Bool,
        read: @escaping @Sendable (ImportInput, ReaderSettings, () -> Bool) throws -> [ParsedActivity]
    ) {
        self.displayName = displayName
        self.matches = matches
        self.read = read
        readEach = nil
    }

    /// Creates an entry for a format read activity by activity (see `readEach`); its runs are
    /// stored each alone, and `read` collects them all.
    init(
        displayName: String, matches: @escaping @Sendable (SniffedPrefix) -> Bool,
        readEach: @escaping @Sendable (ImportInput, ReaderSettings, () -> Bool, (ParsedActivity) throws -> Void) throws -> [String]
    ) {
        self.displayName = displayName
        self.matches = matches
        self.readEach = readEach
        read = { input, settings, shouldContinue in
            var activities: [ParsedActivity] = []
            _ = try readEach(input, settings, shouldContinue) { activities.append($0) }
            return activities
        }
    }
}

/// What a reader may be told by the importer.
public struct ReaderSettings: Sendable {
    /// Where long tracks go (memory or a temporary file).
    public var spooling: SpoolSettings
    /// The zone for times written without an offset (`--tz`).
    public var zone: TimeZone

    /// Creates settings.
    public init(spooling: SpoolSettings = .standard, zone: TimeZone) {
        self.spooling = spooling
        self.zone = zone
    }
}
