import Foundation

@testable import logbook

/// The field names docs/json.md lists: the names in the first cell of its tables, and those
/// under "Maps keyed by data", whose own keys are values rather than names.
struct JSONContract {
    /// Every documented field name.
    var fields: Set<String> = []
    /// The documented objects whose keys are data.
    var maps: Set<String> = []

    /// Parses the names from the page's markdown tables.
    init(markdown: String) {
        var inMaps = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") { inMaps = line.contains("Maps keyed by data") }
            guard line.hasPrefix("| `") else { continue }
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            // The names are the cell's backticked words: the odd pieces between backticks.
            let names = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            fields.formUnion(names)
            if inMaps { maps.formUnion(names) }
        }
    }

    /// The contract of the package's docs/json.md.
    static func read() throws -> JSONContract {
        let url = CLIRunner.packageRoot.appendingPathComponent("docs/json.md")
        return JSONContract(markdown: try String(contentsOf: url, encoding: .utf8))
    }

    /// Every object key in `document`, at any depth; the keys inside an object named by
    /// `maps` are not collected.
    static func keys(in document: Any, skippingChildrenOf maps: Set<String>) -> Set<String> {
        var found: Set<String> = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    found.insert(key)
                    if !maps.contains(key) { walk(child) }
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(document)
        return found
    }
}
