import Foundation
import LogbookCore

/// `logbook watch add DIR | rm DIR | list`: the folders `sync` reads besides the mounted watches.
struct WatchCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "watch",
        abstract: "Add, remove or list the folders 'logbook sync' reads (a phone app's or Syncthing's folder).",
        discussion: """
            'watch add DIR' adds a folder, 'watch rm DIR' removes it (what was imported from it
            stays, and so does what sync remembers of its files), 'watch list' lists them.
            'logbook sync' then imports what is new in each, every folder below it included,
            temporary and hidden names (.syncthing.*.tmp, *.part, ~*) left until they are
            renamed. 'logbook watch' alone syncs the folders, then stays in the foreground and
            imports each file that arrives in one of them once it is complete (written and
            closed, or renamed into place), a line per file; a folder removed or unmounted is
            watched again when it comes back. Ctrl-C stops it at once (exit 130, the file in
            hand rolled back); SIGTERM after the file in hand (exit 0). The logbook is locked
            for writing only while a file is imported.
            """)

    /// `[add|rm|list] [dir]`.
    static let wordsArgument = Positional<String>(
        "action-and-folder", help: "add DIR, rm DIR or list; without one the folders are watched in the foreground.",
        repeating: true, required: false, completion: .values(["add", "rm", "list"]))
    /// `--install-systemd`.
    static let installFlag = Flag(
        "install-systemd", help: "Write a systemd user unit that runs 'logbook watch' at login, and say how to enable it.")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print the watched folders as a JSON array."])

    /// Its arguments.
    static let declarations = [wordsArgument.declaration, installFlag.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// `add`, `rm` or `list`.
    let action: String
    /// The folder of `add` and `rm`.
    let folder: String?
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the action and its folder.
    init(_ values: ParsedValues) throws(UsageError) {
        var words = values[Self.wordsArgument]
        action = values[Self.installFlag] ? "install" : words.isEmpty ? "run" : words.removeFirst()
        switch action {
        case "install":
            guard words.isEmpty else { throw UsageError("--install-systemd takes no action or folder") }
            folder = nil
        case "run":
            folder = nil
        case "list":
            guard words.isEmpty else { throw UsageError("'watch list' takes no folder") }
            folder = nil
        case "add", "rm":
            guard words.count == 1 else { throw UsageError("'watch \(action)' takes one folder, e.g. 'logbook watch \(action) ~/Sync/OpenTracks'") }
            folder = words[0]
        default:
            throw UsageError("Unknown watch action '\(action)'; use add DIR, rm DIR or list")
        }
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Makes the change, then prints the folders (or what changed).
    func run(_ context: CommandContext) throws -> ExitCode {
        if action == "run" { return try runForeground(context) }
        if action == "install" { return try installUnit(context) }
        let folders = WatchedFolders(try database.open(context, for: action == "list" ? .read : .write))
        var done: String?
        do {
            if action == "add", let folder {
                let (place, added) = try folders.add(folder)
                done = added ? "Watching \(place.root): 'logbook sync' reads it." : "\(place.root) is watched already."
            } else if action == "rm", let folder {
                done = "No longer watching \(try folders.remove(folder).root)."
            }
        } catch let error as SyncError {
            throw CommandFailure(error.description)
        }
        let list = try folders.list()
        if json {
            Console.out(JSONValue.array(list.map { .object([("folder", .string($0.root)), ("key", .string($0.key))]) }).serialized() + "\n")
            return .success
        }
        if let done { Console.line(done) }
        if action == "list" {
            if list.isEmpty { Console.line("No folder is watched: 'logbook watch add DIR' adds one.") }
            for place in list { Console.line(place.root) }
        }
        return .success
    }

    /// Writes the systemd user unit (`WatchServiceUnit`) and says how to enable it.
    private func installUnit(_ context: CommandContext) throws -> ExitCode {
        guard let folder = WatchServiceUnit.folder(configHome: context.environment["XDG_CONFIG_HOME"], home: context.environment["HOME"]) else {
            throw CommandFailure("cannot tell where systemd user units go: set HOME or XDG_CONFIG_HOME")
        }
        guard let binary = WatchServiceUnit.ownBinary() else { throw CommandFailure("cannot tell where this logbook binary is (/proc/self/exe)") }
        let path = folder + "/" + WatchServiceUnit.name
        let text = WatchServiceUnit.text(binary: binary, database: SyncPaths.absolute(database.path(context)))
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("cannot write \(path): \(error.localizedDescription)")
        }
        Console.line("Wrote \(path).")
        Console.line("Start it now and at every login: systemctl --user daemon-reload && systemctl --user enable --now \(WatchServiceUnit.name)")
        Console.line("Its lines: journalctl --user -u \(WatchServiceUnit.name)")
        return .success
    }
}
