/// What `logbook gear` does: the word after `gear`.
enum GearAction: String, CaseIterable, Sendable {
    /// List the gear (no word).
    case list
    /// `add NAME`.
    case add
    /// `retire NAME`.
    case retire
    /// `rename OLD NEW`.
    case rename
    /// `merge FROM INTO`.
    case merge
    /// `default NAME --default-for SPORT`.
    case `default`
    /// `assign NAME --begin/--end/--sport [--apply]`: many runs at once.
    case assign

    /// How many names the action takes.
    var nameCount: Int {
        switch self {
        case .list: return 0
        case .add, .retire, .default, .assign: return 1
        case .rename, .merge: return 2
        }
    }

    /// The usage of its names, e.g. `merge FROM INTO`.
    var usage: String {
        switch self {
        case .list: return "gear"
        case .add: return "gear add NAME"
        case .retire: return "gear retire NAME [--on DATE]"
        case .rename: return "gear rename OLD NEW"
        case .merge: return "gear merge FROM INTO"
        case .default: return "gear default NAME --default-for SPORT [--from DATE]"
        case .assign: return "gear assign NAME [--begin DATE] [--end DATE] [--sport SPORT] [--apply]"
        }
    }
}
