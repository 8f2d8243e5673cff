import LogbookCore

/// A list of flat JSON objects as CSV, so that a command's `--csv` carries exactly the
/// fields of its `--json`, under the same names.
enum JSONTable {
    /// The CSV of `objects` with `keys` as its header: numbers as plain numbers, booleans as
    /// `true`/`false`, null as an empty cell; a nested array or object as its JSON text.
    static func csv(_ objects: [JSONValue], keys: [String]) -> String {
        var writer = CSVWriter(header: keys)
        for object in objects {
            guard case .object(let fields) = object else { continue }
            writer.append(keys.map { key in fields.first { $0.0 == key }.map { cell($0.1) } ?? "" })
        }
        return writer.text
    }

    /// One value as a CSV cell.
    static func cell(_ value: JSONValue) -> String {
        switch value {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return ReportText.plainNumber(number)
        case .integer(let integer): return String(integer)
        case .string(let text): return text
        case .array, .object: return value.serialized(indent: 0)
        }
    }
}
