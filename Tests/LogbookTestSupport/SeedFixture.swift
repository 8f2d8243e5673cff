import Foundation

/// The seed fixture of a migration (`Tests/LogbookCoreTests/Fixtures/seeds/NNNN_name.sql`):
/// rows a database at that schema version holds, for the upgrade-path tests.
///
/// A later seed builds on an earlier one instead of restating its rows: a line
/// `-- includes: 0003_quarantine` is replaced by that seed's SQL (resolved the same way),
/// so the included rows are inserted first and the rest of the file adds to them.
/// `-- includes: 0025_original_layout without samples, quarantined_samples` leaves out the
/// included statements that write those tables (a seed at a version that dropped them).
public enum SeedFixture {
    /// Why a seed fixture cannot be read.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, naming the seed.
        public let description: String
    }

    /// The folder of the seed fixtures.
    public static let folder = TestPaths.fixtures.appendingPathComponent("seeds")

    /// The SQL of the seed of migration `label` (`0005_run_words`), its includes resolved.
    /// - Throws: `Failure` for a missing seed or an include cycle.
    public static func sql(for label: String) throws -> String {
        try resolve(label, including: [])
    }

    private static func resolve(_ label: String, including chain: [String]) throws -> String {
        guard !chain.contains(label) else {
            throw Failure(description: "seed \(label) includes itself through \(chain.joined(separator: " -> "))")
        }
        let url = folder.appendingPathComponent("\(label).sql")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw Failure(description: "no seed fixture at Tests/LogbookCoreTests/Fixtures/seeds/\(label).sql")
        }
        let marker = "-- includes: "
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(marker) {
                let parts = line.dropFirst(marker.count).components(separatedBy: " without ")
                let included = parts[0].trimmingCharacters(in: .whitespaces)
                let left = parts.count > 1 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
                lines.append(leavingOut(left, from: try resolve(included, including: chain + [label])))
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `sql` without its statements (each ending with a line that ends in `;`) that insert
    /// into or update one of `tables`.
    private static func leavingOut(_ tables: [String], from sql: String) -> String {
        guard !tables.isEmpty else { return sql }
        var kept: [String] = []
        var statement: [String] = []
        for line in sql.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            statement.append(line)
            guard line.trimmingCharacters(in: .whitespaces).hasSuffix(";") else { continue }
            let code = statement.first { !$0.hasPrefix("--") && !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            let words = code.split(separator: " ").map(String.init)
            let target = words.first == "INSERT" ? (words.count > 2 ? words[2] : "") : words.first == "UPDATE" ? (words.count > 1 ? words[1] : "") : ""
            if !tables.contains(target) { kept += statement }
            statement = []
        }
        return (kept + statement).joined(separator: "\n")
    }
}
