import Foundation
import LogbookAnalysis
import LogbookSQLite
import LogbookStore

/// `logbook profile set`: adds a setting to the stored profile, in one transaction, after
/// checking it against every setting already there (`AthleteProfile.adding`).
public struct ProfileEditor: LogbookUseCase {
    /// The logbook, open for writing.
    public let database: Database

    /// Creates the editor.
    public init(database: Database) {
        self.database = database
    }

    /// The stored profile.
    public func profile() throws -> AthleteProfile {
        try AthleteProfileTables(database: database).profile()
    }

    /// Stores `setting` (merged into the setting of its date) and returns the new profile.
    /// - Throws: `ProfileError` when the profile would hold values no heart has.
    public func set(_ setting: AthleteSetting) throws -> AthleteProfile {
        try database.inTransaction {
            let tables = AthleteProfileTables(database: database)
            let profile = try tables.profile().adding(setting).get()
            if let merged = profile.settings.first(where: { $0.from == setting.from }) {
                try tables.store(merged)
            }
            return profile
        }
    }
}
