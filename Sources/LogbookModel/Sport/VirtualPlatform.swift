/// The games a ride or run is recorded in on a trainer or treadmill, whose positions lie on
/// the game's map (Zwift's Watopia sits in the Solomon Islands' zone): the one table that
/// recognises one by a GPX or TCX creator's name or a FIT `file_id.manufacturer`.
public enum VirtualPlatform {
    /// Each platform: the word a creator's name holds (compared without case, spaces,
    /// dashes or dots) and its FIT manufacturer number (FIT profile), if it has one.
    public static let all: [(name: String, fitManufacturer: Int?)] = [
        ("zwift", 260), ("trainerroad", 281), ("mywhoosh", 331), ("rouvy", nil),
    ]

    /// The platform a file's creator names (`Zwift`, `MyWhoosh 4.2`, `ROUVY`), if any.
    public static func named(creator: String?) -> String? {
        guard let creator else { return nil }
        let folded = String(creator.prefix(200).lowercased().filter { $0.isLetter || $0.isNumber })
        return all.first { folded.contains($0.name) }?.name
    }

    /// The platform of FIT manufacturer number `manufacturer`, if any.
    public static func named(fitManufacturer manufacturer: Int?) -> String? {
        guard let manufacturer else { return nil }
        return all.first { $0.fitManufacturer == manufacturer }?.name
    }

    /// The sub-sport of an activity recorded by `creator` whose file names `rawSubSport`:
    /// `virtual_activity` when a platform recorded it (its positions are the game's, whatever
    /// variant the file names), else the file's.
    public static func rawSubSport(_ rawSubSport: String?, creator: String?) -> String? {
        named(creator: creator) == nil ? rawSubSport : "virtual_activity"
    }
}
