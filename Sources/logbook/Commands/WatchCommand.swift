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
            stays, and so does what sync remembers of its files), 'watch list' (or 'watch'
            alone) lists them. 'logbook sync' then imports what is new in each, every folder
            below it included, temporary and hidden names (.syncthing.*.tmp, *.part, ~*)
            left until they are renamed.
            """)

    /// `[add|rm|list] [dir]`.
    static let wordsArgument = Positional<String>(
        "action-and-folder", help: "add DIR, rm DIR or list; without one the folders are listed.",
        repeating: true, required: false, completion: .values(["add", "rm", "list"]))
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print the watched folders as a JSON array."])

    /// Its arguments.
    static let declarations = [wordsArgument.declaration] + formatChoice.declarations + DatabaseOption.declarations

    /// `add`, `rm` or `list`.
    let action: String
    /// The folder of `add` and `rm`.
    let folder: String?
    /// `--json` and the logbook.
    let shared: SharedOptions

    /// Reads the action and its folder.
    init(_ values: ParsedValues) throws(UsageError) {
        var words = values[Self.wordsArgument]
        action = words.isEmpty ? "list" : words.removeFirst()
        switch action {
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
}
