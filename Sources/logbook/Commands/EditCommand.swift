import LogbookCore
import LogbookModel

/// `logbook edit ID [--name N] [--sport S] [--description D] [--gear G] [--clear FIELD]`
/// and `logbook edit ID --undo`: change a run's words and sport, which then win over every
/// file imported later, give a field back to the file, or undo the last edit.
struct EditCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "edit",
        abstract: "Change a run's name, sport, description or gear.",
        discussion: """
            The values you set win over every file: a later import, refresh or rebuild of the
            run's files keeps them, and a field you emptied (--name '') stays empty. Numbers
            are never edited. A new sport whose believable paces differ (a ride is not a run)
            judges the run's and its splits' paces again; the sport is written as a file would
            write it (Trail Run is running, with sub-sport trail). A value the run has already
            changes nothing. --clear gives a field back to the file: its value before you first
            set it, which later files may change again. --undo undoes the last edit of the
            run, and again the one before.
            """)

    /// `<id>`.
    static let idArgument = RunIDArgument.positional(help: "The run to edit, as 'logbook list' shows it.", minimum: .min)
    /// `--name <text>`.
    static let nameOption = Option<String>("name", value: "text", help: "The run's new name.")
    /// `--sport <sport>`.
    static let sportOption = Option<String>(
        "sport", value: "sport", help: "The run's sport, as a file would name it: running, trail run, cycling, walking.")
    /// `--description <text>`.
    static let descriptionOption = Option<String>("description", value: "text", help: "The run's new description.")
    /// `--gear <text>`.
    static let gearOption = Option<String>("gear", value: "text", help: "The shoes or bike used.")
    /// `--clear <field>`, repeatable.
    static let clearOption = Option<EditableField>(
        "clear", value: "field",
        help: "Give a field back to the file: name, sport, description, gear or commute (repeatable).",
        expected: "name, sport, description, gear or commute"
    ) { text in EditableField.clearable.first { $0.rawValue == text } }
    /// `--believe`.
    static let believeFlag = Flag(
        "believe", help: "Say the run is true although logbook found it cannot be ('logbook clean' lists such runs): it then counts everywhere.")
    /// `--doubt`.
    static let doubtFlag = Flag("doubt", help: "Take back --believe: the run is left out again if logbook finds it cannot be true.")
    /// `--undo`.
    static let undoFlag = Flag("undo", help: "Undo the last edit of the run (again: the one before).")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations = [
        idArgument.declaration, nameOption.declaration, sportOption.declaration, descriptionOption.declaration,
        gearOption.declaration, clearOption.declaration, undoFlag.declaration, believeFlag.declaration,
        doubtFlag.declaration,
    ] + formatChoice.declarations + ThresholdOptions.declarations + DatabaseOption.declarations

    /// The run.
    let id: Int64
    /// What to change.
    let edit: RunEdit
    /// The runner's word on whether the run is true (`--believe`, `--doubt`), if given.
    let believed: Bool?
    /// `--undo`: undo the last edit instead.
    let undo: Bool
    /// `--json`, the running thresholds a new sport's own derive from, and the logbook.
    let shared: SharedOptions

    /// Reads the options; at least one change is required.
    init(_ values: ParsedValues) throws(UsageError) {
        id = values[Self.idArgument].first ?? 0
        edit = RunEdit(
            name: values[Self.nameOption], sport: values[Self.sportOption], description: values[Self.descriptionOption],
            gear: values[Self.gearOption], clear: Set(values.all(Self.clearOption)))
        let believe = values[Self.believeFlag], doubt = values[Self.doubtFlag]
        if believe && doubt { throw UsageError("--believe and --doubt contradict each other: give one") }
        believed = believe ? true : (doubt ? false : nil)
        undo = values[Self.undoFlag]
        if undo && (!edit.fields.isEmpty || believed != nil) { throw UsageError(EditError.undoWithChanges.description) }
        if !undo && edit.fields.isEmpty && believed == nil { throw UsageError(EditError.nothingToChange.description) }
        if let field = edit.clear.first(where: edit.fields(setting:)) {
            throw UsageError(EditError.setAndCleared(field).description)
        }
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Edits the run (or undoes its last edit) and prints what changed.
    func run(_ context: CommandContext) throws -> ExitCode {
        let editor = RunEditor(try database.open(context, for: .write))
        if let believed, edit.fields.isEmpty {
            let (before, after) = try editor.setBelieved(runID: id, believed)
            if json {
                Console.out(
                    JSONValue.object([
                        ("id", .integer(id)), ("believed", .bool(after.believed)),
                        ("doubt", after.doubt.map { .string($0.rawValue) } ?? .null), ("run", .object(RunRecord.json(after))),
                    ]).serialized() + "\n")
                return .success
            }
            Console.line(Self.beliefLine(id: id, before: before, after: after))
            return .success
        }
        if let believed { _ = try editor.setBelieved(runID: id, believed) }
        let outcome = undo ? try editor.undo(runID: id, thresholds: thresholds) : try editor.edit(runID: id, edit, thresholds: thresholds)
        if json {
            let fields = EditableField.allCases.filter(outcome.fields.contains).map { JSONValue.string($0.rawValue) }
            let unchanged = EditableField.allCases.filter(outcome.unchanged.contains).map { JSONValue.string($0.rawValue) }
            Console.out(
                JSONValue.object([
                    ("id", .integer(id)), ("edited", .array(fields)), ("unchanged", .array(unchanged)),
                    ("undone", .bool(undo)), ("rejudged", .bool(outcome.rejudged)),
                    ("run", .object(RunRecord.json(outcome.after))),
                ]).serialized() + "\n")
            return .success
        }
        guard !outcome.fields.isEmpty else {
            Console.line(Self.nothingToChange(outcome.unchanged, cleared: edit.clear, id: id))
            return .success
        }
        let changes = EditableField.allCases.filter(outcome.fields.contains).map { field in
            let after = Self.text(field, outcome.after) + (outcome.cleared.contains(field) ? " (the file's)" : "")
            return "\(field.rawValue) \(Self.text(field, outcome.before)) → \(after)"
        }
        Console.line("\(undo ? "Undid the last edit of run" : "Edited run") \(id): \(changes.joined(separator: "; ")).")
        if outcome.rejudged {
            Console.line("Paces judged again as \(outcome.after.sport): \(outcome.after.pace.status.rawValue).")
        }
        return .success
    }

    /// What `--believe` or `--doubt` did, in a sentence.
    static func beliefLine(id: Int64, before: Run, after: Run) -> String {
        if before.believed == after.believed {
            return "Nothing to change: run \(id) is already \(after.believed ? "believed" : "judged by logbook alone")."
        }
        let found = after.doubt.map { "\(RunDoubtText.phrase($0)), \($0.rawValue)" }
        if after.believed {
            return "Run \(id) is believed: it counts in every report" + (found.map { " (logbook had found it \($0))." } ?? ".")
        }
        return "Run \(id) is judged by logbook again: "
            + (found.map { "it is left out of every report (\($0))." } ?? "logbook finds nothing against it, so it counts.")
    }

    /// The line of an edit that changed nothing: `Nothing to change: run 3 already has that
    /// name and the file's gear.` (`cleared`: the fields asked back from the file).
    static func nothingToChange(_ unchanged: Set<EditableField>, cleared: Set<EditableField>, id: Int64) -> String {
        let fields = EditableField.allCases.filter(unchanged.contains)
        let given = fields.filter { !cleared.contains($0) }.map(\.rawValue)
        let fromFile = fields.filter(cleared.contains).map(\.rawValue)
        var parts: [String] = []
        if !given.isEmpty { parts.append("that " + listed(given)) }
        if !fromFile.isEmpty { parts.append("the file's " + listed(fromFile)) }
        return "Nothing to change: run \(id) already has \(parts.joined(separator: " and "))."
    }

    /// `name`, `name and gear`, `name, sport and gear`.
    static func listed(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.joined() }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A field's value as the summary line shows it (`none` when empty).
    static func text(_ field: EditableField, _ run: Run) -> String {
        let value: String?
        switch field {
        case .name: value = run.name
        case .sport: value = run.subSport.map { "\(run.sport) (\($0))" } ?? run.sport
        case .description: value = run.description
        case .gear: value = run.gear
        case .commute: value = run.commute.map { $0 ? "yes" : "no" }
        }
        return value.map { "'\(TableRenderer.printable($0))'" } ?? "none"
    }
}
