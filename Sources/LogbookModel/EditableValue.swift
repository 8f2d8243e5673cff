/// The value of one editable field of a run, as an edit's history keeps it: what
/// `logbook edit --undo` puts back and `--clear` takes from the file.
///
/// `text` is the name, the description, the sport, or the name of gear the run's own file
/// (or the runner) gave; `detail` is the sport's variant (`trail`), or `default` for gear
/// the run got from its sport's default; `flag` the commute. Such default gear is no word
/// of the run's: `text` is `nil`, and putting it back gives the run its sport's default again.
public struct EditableValue: Sendable, Equatable {
    /// The words of the field; for the sport, its canonical name.
    public var text: String?
    /// The sport's variant; for gear, `default` when it was its sport's default.
    public var detail: String?
    /// Whether it was a commute; `nil` for every other field.
    public var flag: Bool?

    /// Creates a value from each of its parts.
    public init(text: String? = nil, detail: String? = nil, flag: Bool? = nil) {
        self.text = text
        self.detail = detail
        self.flag = flag
    }

    /// `field`'s value in `run`.
    public static func of(_ field: EditableField, in run: Run) -> EditableValue {
        switch field {
        case .name: EditableValue(text: run.name)
        case .sport: EditableValue(text: run.sport, detail: run.subSport)
        case .description: EditableValue(text: run.description)
        case .gear:
            run.gearAssignment == .byDefault
                ? EditableValue(detail: GearAssignment.byDefault.rawValue) : EditableValue(text: run.gear)
        case .commute: EditableValue(flag: run.commute)
        }
    }

    /// `run` with `field` set to this value (a sport without a name keeps the run's sport;
    /// gear without a name is none, for the gear book to give the sport's default).
    public func applied(to field: EditableField, of run: Run) -> Run {
        var result = run
        switch field {
        case .name: result.name = text
        case .sport:
            result.sport = text ?? run.sport
            result.subSport = detail
        case .description: result.description = text
        case .gear:
            result.gear = text
            result.gearID = nil
            result.gearAssignment = text == nil ? nil : .run
        case .commute: result.commute = flag
        }
        return result
    }
}
