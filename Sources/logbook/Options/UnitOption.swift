import LogbookCore

/// `--units km|mi`: the unit of distances and paces in tables.
enum UnitOption {
    /// The declaration.
    static let option = Option<DistanceUnit>(
        "units", value: "km|mi", help: "Show distances and paces in km (default) or miles.", completion: .values(["km", "mi"]),
        expected: SettingKey.units.expected
    ) { SettingValues.units($0) }

    /// The unit given, else the settings' (environment, config file, km).
    static func unit(_ values: ParsedValues) -> DistanceUnit {
        setting(values).value
    }

    /// The unit and where it came from.
    static func setting(_ values: ParsedValues) -> Setting<DistanceUnit> {
        values.settings.units.overridden(by: values[option])
    }
}
