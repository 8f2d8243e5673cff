import Foundation
import LogbookCore
import LogbookSupport

/// `logbook sync [--from PATH] [--dry-run]`: imports what is new on the watches mounted and in
/// the watched folders, reading only files it has not read before.
struct SyncCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "sync",
        abstract: "Import what is new on a plugged-in watch and in the watched folders.",
        discussion: """
            Looks at each mount under /media/$USER, /run/media/$USER, /mnt and the gvfs MTP
            mounts under /run/user/$UID/gvfs (LOGBOOK_MOUNT_ROOTS, colon-separated, replaces
            that list) and at the folders 'logbook watch add' added. A Garmin watch is
            recognised by GARMIN/GarminDevice.xml (its unit id and model) and read from
            GARMIN/Activity/ (and GARMIN/ACTIVITY/); a folder is read with every folder
            below it, temporary and hidden names left alone. Each file is imported as
            'logbook import' does, all or nothing; the logbook remembers each file's path,
            size, modification time and hash per device and folder, so a file seen before
            is not read again and a damaged one is reported once. It never writes to a
            device. It prints one line per device or folder.
            """)

    /// `--from <path>`.
    static let fromOption = Option<String>(
        "from", value: "path", help: "Read this mount or folder only (a Garmin's mount point, or any folder).", completion: .file)
    /// `--dry-run`.
    static let dryRunFlag = Flag("dry-run", help: "Say what would be imported; write nothing, not even what was read.")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON array with an object per device or folder."])

    /// Its arguments.
    static let declarations = [fromOption.declaration, dryRunFlag.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// `--from`, when given.
    let from: String?
    /// `--dry-run`.
    let dryRun: Bool
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the options.
    init(_ values: ParsedValues) throws(UsageError) {
        from = values[Self.fromOption]
        dryRun = values[Self.dryRunFlag]
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Syncs every place found and prints a line (or an object) per place.
    func run(_ context: CommandContext) throws -> ExitCode {
        HeapRetention.keepFreedMemory()
        let logbook = try database.open(context, for: .write)
        let interrupt = CommandInterrupts.flag
        var options = ImportOptions(dryRun: dryRun)
        options.isCancelled = { interrupt.isRaised || Interruption.isRaised }
        var places: [SyncPlace]
        if let from {
            do { places = [try SyncPlaceFinder.place(at: from)] } catch { throw CommandFailure(error.description) }
        } else {
            let roots = MountRoots.resolve(variable: context.environment[MountRoots.variable], user: context.environment["USER"], uid: getuid())
            places = SyncPlaceFinder.places(in: roots)
            for folder in try WatchedFolders(logbook).list() where !places.contains(where: { $0.key == folder.key }) {
                places.append(folder)
            }
        }
        var outcomes: [PlaceSyncOutcome] = []
        for place in places {
            let outcome = try DeviceSync(logbook).sync(place, options: options) { result in
                if !json, result.status == .rejected, let error = result.error { Console.err("Error: \(error.description)") }
            }
            outcomes.append(outcome)
            if !json { Console.line(Self.line(outcome, dryRun: dryRun)) }
            if outcome.interrupted { break }
        }
        if json { Console.out(JSONValue.array(outcomes.map(Self.json)).serialized() + "\n") }
        if !json && places.isEmpty {
            Console.line("Nothing to sync: no watch is mounted and no folder is watched ('logbook watch add DIR' adds one).")
        }
        if outcomes.contains(where: \.interrupted) || interrupt.isRaised { return .interrupted }
        return outcomes.contains { !$0.damaged.isEmpty } ? .failure : .success
    }

    /// `Garmin Forerunner 245 (/media/ana/GARMIN): 2 new runs, 2 files read, 1000 known, 0 skipped, 0 damaged`.
    static func line(_ outcome: PlaceSyncOutcome, dryRun: Bool) -> String {
        let place = outcome.place
        var text = "\(place.name)"
        if place.kind != .folder { text += " (\(place.root))" }
        text += ": \(ImportTally.count(outcome.newRuns, "new run", "new runs"))"
        if outcome.upgradedRuns > 0 { text += ", \(outcome.upgradedRuns) upgraded" }
        text += ", \(ImportTally.count(outcome.filesRead, "file read", "files read")), \(outcome.knownFiles) known"
        text += ", \(outcome.skippedFiles) skipped, \(outcome.damaged.count) damaged"
        if !outcome.unreadable.isEmpty { text += ", \(outcome.unreadable.count) unreadable (read again next time)" }
        if outcome.interrupted { text += " (interrupted)" }
        if dryRun { text += " (dry run: nothing was written)" }
        return text
    }

    /// The JSON object of one place's outcome, as docs/json.md lists it.
    static func json(_ outcome: PlaceSyncOutcome) -> JSONValue {
        .object([
            ("name", .string(outcome.place.name)),
            ("kind", .string(outcome.place.kind.rawValue)),
            ("key", .string(outcome.place.key)),
            ("root", .string(outcome.place.root)),
            ("new_runs", .integer(Int64(outcome.newRuns))),
            ("upgraded_runs", .integer(Int64(outcome.upgradedRuns))),
            ("files_read", .integer(Int64(outcome.filesRead))),
            ("known_files", .integer(Int64(outcome.knownFiles))),
            ("skipped_files", .integer(Int64(outcome.skippedFiles))),
            ("damaged", .array(outcome.damaged.map { .string($0.error?.description ?? $0.file) })),
            ("unreadable", .array(outcome.unreadable.map { .string($0.error?.description ?? $0.file) })),
            ("interrupted", .bool(outcome.interrupted)),
        ])
    }
}
