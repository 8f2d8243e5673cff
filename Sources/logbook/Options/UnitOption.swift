import LogbookCore

/// `--units km|mi`: the unit of distances and paces in tables.
enum UnitOption {
    /// The declaration.
    static let option = Option<DistanceUnit>(
        "units", value: "km|mi", help: "Show distances and paces in km (default) or miles.", completion: .values(["km", "mi"]),
        expected: "km or mi"
    ) { DistanceUnit(rawValue: $0.lowercased()) }

    /// The unit given, km when none was.
    static func unit(_ values: ParsedValues) -> DistanceUnit {
        values[option] ?? .km
    }
}
