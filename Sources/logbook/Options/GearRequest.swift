import LogbookCore
import LogbookModel

/// A `logbook gear` command line as read: the action, its names and its options.
struct GearRequest: Sendable, Equatable {
    /// The action.
    var action: GearAction
    /// The names after it.
    var names: [String]
    /// `--kind`.
    var kind: GearKind?
    /// `--limit-km`, in metres.
    var limit: Double?
    /// `--brand`.
    var brand: String?
    /// `--model`.
    var model: String?
    /// `--notes`.
    var notes: String?
    /// `--started`.
    var started: LocalDate?
    /// `--default-for`.
    var defaultFor: NormalizedSport?
    /// `--from`.
    var from: LocalDate?
    /// `--on`.
    var on: LocalDate?
    /// `--begin`, `--end`, `--sport`: the runs of `assign`, `nil` when none was given.
    var filter: RunFilter? = nil
    /// `--apply`: `assign` writes instead of listing.
    var apply = false

    /// Why the options do not fit the action (a usage error's message), or `nil` when they do.
    var problem: String? {
        if names.count != action.nameCount {
            if action == .list { return "unknown gear action '\(names[0])': say add, retire, rename, merge, default or assign" }
            return "'\(action.rawValue)' takes \(action.nameCount == 1 ? "one name" : "two names"): logbook \(action.usage)"
        }
        let addOnly: [(String, Bool)] = [
            ("--kind", kind != nil), ("--limit-km", limit != nil), ("--brand", brand != nil), ("--model", model != nil),
            ("--notes", notes != nil), ("--started", started != nil),
        ]
        if action != .add, let given = addOnly.first(where: \.1) {
            return "\(given.0) is for 'gear add': logbook gear add NAME \(given.0) ..."
        }
        if let problem = Gear.problem(ofText: brand, option: "--brand") ?? Gear.problem(ofText: model, option: "--model") {
            return problem
        }
        if defaultFor != nil, action != .add, action != .default {
            return "--default-for is for 'gear add' and 'gear default': logbook gear default NAME --default-for SPORT"
        }
        if action == .default, defaultFor == nil {
            return "'gear default' needs --default-for SPORT: logbook \(action.usage)"
        }
        if from != nil, defaultFor == nil { return "--from is the date a default holds from: give --default-for SPORT too" }
        if action == .assign, filter == nil {
            return "say which runs get the gear: logbook \(action.usage)"
        }
        if action != .assign, filter != nil || apply {
            return "--begin, --end, --sport and --apply are for 'gear assign': logbook \(GearAction.assign.usage)"
        }
        if on != nil, action != .retire { return "--on is the date of a retirement: logbook gear retire NAME --on DATE" }
        return nil
    }
}
