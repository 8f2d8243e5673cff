
/// Which default gear a run gets: the decision, apart from the database.
public enum GearDefaultRule {
    /// The gear a run of `sport` (variant `subSport`) on local date `date` gets by default,
    /// if any: of the defaults for its sport holding on that date (from a date on or
    /// before it), one for its variant wins over one for the whole sport, and the latest
    /// start wins among those; a default whose gear is not in use on the date (retired
    /// before it, started after it) gives nothing, and the one before it holds instead.
    public static func pick(
        _ defaults: [GearDefault], gear: [Int64: Gear], sport: String, subSport: String?, date: LocalDate
    ) -> Int64? {
        let holding = defaults.filter { item in
            item.sport == sport && (item.subSport == nil || item.subSport == subSport)
                && (item.from.map { $0 <= date } ?? true)
                && (gear[item.gearID]?.isInUse(on: date) ?? false)
        }
        let best = holding.max { left, right in
            let leftSpecific = left.subSport != nil
            let rightSpecific = right.subSport != nil
            if leftSpecific != rightSpecific { return !leftSpecific }
            return (left.from?.daysSince1970 ?? .min) < (right.from?.daysSince1970 ?? .min)
        }
        return best?.gearID
    }
}
