import LogbookCore

/// `logbook edit ID [--name N] [--sport S] [--description D] [--gear G] [--clear FIELD]`:
/// change a run's words and sport, which then win over every file imported later.
struct EditCommand: LogbookCommand, TakesSharedOptions {
    /// Its name and help.
    static let configuration = CommandConfiguration(
        name: "edit",
        abstract: "Change a run's name, sport, description or gear.",
        discussion: """
            The values you set win over every file: a later import, refresh or rebuild of the
            run's files keeps them, and a field you cleared stays empty. Numbers are never
            edited. A new sport whose believable paces differ (a ride is not a run) judges the
            run's and its splits' paces again; the sport is written as a file would write it
            (Trail Run is running, with sub-sport trail).
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
        "clear", value: "field", help: "Empty a field: name, description, gear or commute (repeatable).",
        expected: "name, description, gear or commute"
    ) { text in EditableField.clearable.first { $0.rawValue == text } }
    /// `--believe`.
    static let believeFlag = Flag(
        "believe", help: "Say the run is true although logbook found it cannot be ('logbook clean' lists such runs): it then counts everywhere.")
    /// `--doubt`.
    static let doubtFlag = Flag("doubt", help: "Take back --believe: the run is left out again if logbook finds it cannot be true.")
    /// `--json`.
    static let formatChoice = OutputFormat.choice([.json], help: [.json: "Print one JSON object."])

    /// Its arguments.
    static let declarations = [
        idArgument.declaration, nameOption.declaration, sportOption.declaration, descriptionOption.declaration,
        gearOption.declaration, clearOption.declaration, believeFlag.declaration, doubtFlag.declaration,
    ] + formatChoice.declarations + ThresholdOptions.declarations + DatabaseOption.declarations

    /// The run.
    let id: Int64
    /// What to change.
    let edit: RunEdit
    /// The runner's word on whether the run is true (`--believe`, `--doubt`), if given.
    let believed: Bool?
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
        if edit.fields.isEmpty && believed == nil { throw UsageError(EditError.nothingToChange.description) }
        if let field = edit.clear.first(where: edit.fields(setting:)) {
            throw UsageError(EditError.setAndCleared(field).description)
        }
        shared = try SharedOptions(values, formats: Self.formatChoice)
    }

    /// Edits the run and prints what changed.
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
        let outcome = try editor.edit(runID: id, edit, thresholds: thresholds)
        if json {
            let fields = EditableField.allCases.filter(outcome.fields.contains).map { JSONValue.string($0.rawValue) }
            Console.out(
                JSONValue.object([
                    ("id", .integer(id)), ("edited", .array(fields)), ("rejudged", .bool(outcome.rejudged)),
                    ("run", .object(RunRecord.json(outcome.after))),
                ]).serialized() + "\n")
            return .success
        }
        let changes = EditableField.allCases.filter(outcome.fields.contains).map { field in
            "\(field.rawValue) \(Self.text(field, outcome.before)) → \(Self.text(field, outcome.after))"
        }
        Console.line("Edited run \(id): \(changes.joined(separator: "; ")).")
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
