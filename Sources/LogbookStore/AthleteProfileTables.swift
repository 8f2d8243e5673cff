import LogbookAnalysis
import LogbookModel
import LogbookSQLite

/// The SQL of `athlete_settings`: the runner's profile settings. Callers own the transaction.
public struct AthleteProfileTables {
    /// The connection.
    public let database: Database

    /// Creates the table's SQL over an open, migrated connection.
    public init(database: Database) {
        self.database = database
    }

    /// Every stored setting. A value outside its range (written by another tool past the
    /// CHECKs) reads as not given.
    public func profile() throws -> AthleteProfile {
        let columns: [AthleteSettingColumn] = [.fromDate, .maxHR, .restingHR, .lthr, .sex, .setAt]
        let rows = try database.namedRows("SELECT \(AthleteSettingColumn.sqlList(columns)) FROM \(AthleteSettingColumn.table)")
        return AthleteProfile(
            rows.compactMap { row in
                let text = row[AthleteSettingColumn.fromDate.rawValue].stringValue
                let from = text.flatMap(LocalDate.parse)
                if text != nil, from == nil { return nil }
                func bpm(_ column: AthleteSettingColumn, _ range: ClosedRange<Int>) -> Int? {
                    guard let value = row[column.rawValue].int64Value, value >= range.lowerBound, value <= range.upperBound else { return nil }
                    return Int(value)
                }
                return AthleteSetting(
                    from: from, maxHR: bpm(.maxHR, AthleteSetting.maxRange), restingHR: bpm(.restingHR, AthleteSetting.restingRange),
                    lthr: bpm(.lthr, AthleteSetting.lthrRange),
                    sex: row[AthleteSettingColumn.sex.rawValue].stringValue.flatMap(AthleteSex.init(rawValue:)),
                    setAt: row[AthleteSettingColumn.setAt.rawValue].int64Value ?? 0)
            })
    }

    /// Stores `setting` as the one of its date, replacing the row stored for that date.
    public func store(_ setting: AthleteSetting) throws {
        let key: SQLiteValue = .text(setting.from?.description ?? "")
        try database.execute("DELETE FROM \(AthleteSettingColumn.table) WHERE ifnull(from_date, '') = ?", [key])
        func value(_ number: Int?) -> SQLiteValue { number.map { .integer(Int64($0)) } ?? .null }
        let columns: [AthleteSettingColumn] = [.fromDate, .maxHR, .restingHR, .lthr, .sex, .setAt]
        try database.execute(
            "INSERT INTO \(AthleteSettingColumn.table) (\(AthleteSettingColumn.sqlList(columns))) VALUES (?, ?, ?, ?, ?, ?)",
            [
                setting.from.map { .text($0.description) } ?? .null, value(setting.maxHR), value(setting.restingHR),
                value(setting.lthr), setting.sex.map { .text($0.rawValue) } ?? .null, .integer(setting.setAt),
            ])
    }
}
