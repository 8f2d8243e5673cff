import LogbookCore
import LogbookSupport

/// A JSON document built in memory with object keys kept in the order written.
enum JSONValue: Equatable {
    /// `null`.
    case null
    /// `true` / `false`.
    case bool(Bool)
    /// A number; non-finite numbers are written as `null`.
    case number(Double)
    /// An integer.
    case integer(Int64)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object with ordered keys.
    case object([(String, JSONValue)])

    /// Two documents are equal when they serialize to the same text.
    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// A number, or `null` when absent or not finite.
    static func number(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(value)
    }

    /// A string, or `null` when absent.
    static func string(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    /// An integer, or `null` when absent.
    static func integer(_ value: Int64?) -> JSONValue {
        value.map(JSONValue.integer) ?? .null
    }

    /// The document as text; `indent` spaces per level (0 for one line).
    func serialized(indent: Int = 2) -> String {
        var out = ""
        write(into: &out, level: 0, indent: indent)
        return out
    }

    private func write(into out: inout String, level: Int, indent: Int) {
        let newline = indent > 0 ? "\n" : ""
        let pad = String(repeating: " ", count: indent * (level + 1))
        let closePad = String(repeating: " ", count: indent * level)
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .integer(let value): out += String(value)
        case .number(let value):
            guard value.isFinite else { out += "null"; return }
            if value == value.rounded() && abs(value) < 1e15 {
                out += String(Int64(value))
            } else if abs(value) >= 1e15 {
                // Rounding to thousandths would overflow to infinity (`inf`, not JSON):
                // Swift writes huge numbers as `1e+308`, which JSON reads.
                out += String(value)
            } else {
                out += String((value * 1000).rounded() / 1000)
            }
        case .string(let value): out += Self.quote(value)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[" + newline
            for (index, item) in items.enumerated() {
                out += pad
                item.write(into: &out, level: level + 1, indent: indent)
                out += (index < items.count - 1 ? "," : "") + newline
            }
            out += closePad + "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += "{" + newline
            for (index, (key, value)) in fields.enumerated() {
                out += pad + Self.quote(key) + (indent > 0 ? ": " : ":")
                value.write(into: &out, level: level + 1, indent: indent)
                out += (index < fields.count - 1 ? "," : "") + newline
            }
            out += closePad + "}"
        }
    }

    /// A JSON string literal with the required escapes.
    static func quote(_ text: String) -> String {
        ScalarReplacement.replacing(text, after: "\"", before: "\"") { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            // The other controls, and bidirectional ones too, so that printed JSON cannot drive a terminal.
            case _ where TableRenderer.isUnsafe(scalar):
                unicodeEscape(scalar)
            default: nil
            }
        }
    }

    /// `\uXXXX` for `scalar`, four hexadecimal digits at least.
    private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
