import Foundation
import LogbookCore
import LogbookFormats
import LogbookModel

/// `logbook original ID [--out FILE | -] [--force]` and `logbook original --drop-before DATE
/// [--apply]`: write out the file a run came from, byte-identical, or drop old kept originals.
struct OriginalCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "original",
        abstract: "Write out the file a run was imported from, exactly as it was, or drop old originals.",
        discussion: """
            Every file import stores is kept inside the logbook, compressed (zstd), once per
            content: an archive's members as the members. 'original ID' writes the file
            that gave the run its numbers, byte for byte, checked against the SHA-256 it was
            imported under; an existing file is only replaced with --force. Files imported
            before logbook kept originals say so, and importing such a file again keeps it.
            A file imported with 'import --no-originals' says so too, and importing it again
            does not keep it: that import's choice stands. --drop-before lists the originals
            of files imported before a date and what dropping them frees; --apply drops them
            (their runs stay).
            """)

    /// `<id>`.
    static let idArgument = RunIDArgument.positional(help: "The run whose file to write out.", required: false)
    /// `--out <file|->`.
    static let outOption = Option<String>(
        "out", value: "file",
        help: "Where to write it, or - for standard output (default: its own name in the current folder).", completion: .file)
    /// `--force`.
    static let forceFlag = Flag("force", help: "Overwrite the file if it exists.")
    /// `--drop-before <date>`.
    static let dropBeforeOption = Option<LocalDate>(
        "drop-before", value: "date", help: "List the originals of files imported before this local date (YYYY-MM-DD) to drop.",
        expected: "a date as YYYY-MM-DD"
    ) { LocalDate.parse($0) }
    /// `--apply`.
    static let applyFlag = Flag("apply", help: "Drop them (with --drop-before; without it, a dry run).")

    /// `--json`: what was written or dropped.
    static let formatChoice = OutputFormat.choice(
        [.json], help: [.json: "Print the file written, or the originals listed or dropped, as one JSON document."])

    /// Its arguments.
    static let declarations = [
        idArgument.declaration, outOption.declaration, forceFlag.declaration, dropBeforeOption.declaration,
        applyFlag.declaration,
    ] + formatChoice.declarations + DatabaseOption.declarations

    /// What to do.
    enum Mode: Sendable {
        /// Write run `id`'s original to `out` (`nil`: its own name; `-`: standard output).
        case write(id: Int64, out: String?, force: Bool)
        /// Drop the originals imported before `date` (`apply`), or list them.
        case drop(before: LocalDate, apply: Bool)
    }

    /// What to do.
    let mode: Mode
    /// The logbook.
    let shared: SharedOptions

    /// Reads the options: a run, or --drop-before, not both.
    init(_ values: ParsedValues) throws(UsageError) {
        shared = try SharedOptions(values, formats: Self.formatChoice)
        if shared.format == .json, values[Self.outOption] == "-" {
            throw UsageError("--json cannot go with --out -: the file's bytes go to standard output")
        }
        let id = values[Self.idArgument].first
        switch (id, values[Self.dropBeforeOption]) {
        case (let id?, nil):
            if values[Self.applyFlag] { throw UsageError("--apply goes with --drop-before") }
            mode = .write(id: id, out: values[Self.outOption], force: values[Self.forceFlag])
        case (nil, let date?):
            if values[Self.outOption] != nil || values[Self.forceFlag] { throw UsageError("--out and --force go with a run id, not --drop-before") }
            mode = .drop(before: date, apply: values[Self.applyFlag])
        case (_?, _?):
            throw UsageError("give a run id or --drop-before, not both")
        case (nil, nil):
            throw UsageError("give the id of the run whose file to write out, or --drop-before DATE")
        }
    }

    /// Writes the original, or lists or drops old ones.
    func run(_ context: CommandContext) throws -> ExitCode {
        switch mode {
        case .write(let id, let out, let force):
            let originals = RunOriginals(try database.open(context, for: .readExisting))
            let original = try originals.original(ofRun: id)
            if out == "-" {
                try originals.forEachChunk(of: original) { chunk in Console.out(bytes: ArraySlice(chunk)) }
                return .success
            }
            let path = out ?? original.suggestedFileName
            let count = try originals.write(original, to: path, force: force)
            if json {
                let document = JSONValue.object([
                    ("id", .integer(id)), ("path", .string(path)), ("name", .string(original.name)),
                    ("format", .string(original.format)), ("bytes", .integer(count)),
                    ("content_sha256", .string(original.contentSHA256)),
                ])
                Console.out(document.serialized() + "\n")
                return .success
            }
            Console.line(
                "Wrote \(path): \(ImportTally.count(Int(count), "byte", "bytes")), run \(id)'s file \(original.name) "
                    + "as it was imported (SHA-256 \(original.contentSHA256) checked).")
            return .success
        case .drop(let date, let apply):
            let originals = RunOriginals(try database.open(context, for: apply ? .write : .readExisting))
            let zone = TimeZone.current.secondsFromGMT(for: Date(timeIntervalSince1970: Double(date.startLocalSeconds)))
            let found = try originals.droppable(before: date.startLocalSeconds - Int64(zone))
            let stored = RunOriginals.storedBytes(of: found)
            let files = ImportTally.count(found.count, "file", "files")
            if apply, !found.isEmpty { try originals.drop(found, at: Int64(Date().timeIntervalSince1970)) }
            if json {
                Console.out(Self.json(found, storedBytes: stored, before: date, applied: apply).serialized() + "\n")
                return .success
            }
            if found.isEmpty {
                Console.line("No original of a file imported before \(date) is kept.")
            } else if apply {
                Console.line("Dropped the originals of \(files) imported before \(date): \(ByteCount.text(stored)) of the logbook freed for new data (its runs stay).")
            } else {
                Console.line(
                    "Dry run: the originals of \(files) imported before \(date) would be dropped, \(ByteCount.text(stored)) kept for them; "
                        + "nothing was changed. 'logbook original --drop-before \(date) --apply' drops them.")
            }
            return .success
        }
    }

    /// `original --drop-before --json`: `{"imported_before", "applied" (false: a dry run), "stored_bytes"
    /// (what the originals take in the logbook), "originals": [{"content_sha256", "bytes",
    /// "stored_bytes", "kept_at"}]}`.
    static func json(_ found: [KeptOriginal], storedBytes stored: Int64, before date: LocalDate, applied: Bool) -> JSONValue {
        let originals = found.map { original -> JSONValue in
            .object([
                ("content_sha256", .string(original.contentSHA256)), ("bytes", original.byteCount.map(JSONValue.integer) ?? .null),
                ("stored_bytes", original.storedBytes.map(JSONValue.integer) ?? .null),
                ("kept_at", .string(LocalDateTime.iso8601(utc: original.keptAt, offset: 0))),
            ])
        }
        return .object([
            ("imported_before", .string(date.description)), ("applied", .bool(applied)), ("stored_bytes", .integer(stored)),
            ("originals", .array(originals)),
        ])
    }
}
