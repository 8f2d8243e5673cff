import LogbookSupport

/// Words from files made safe to place in an HTML page: every name, description, gear and
/// file name of a report goes through it, so that no file's text becomes markup or script.
public enum HTMLText {
    /// `text` as element content: `&`, `<`, `>`, `"` and `'` as character references, and
    /// control characters other than tab and line feed (NUL included) and bidirectional
    /// controls (`BidiControl`, as the terminal does) as U+FFFD.
    public static func escape(_ text: String) -> String {
        let escaped = MarkupEscaping.escaped(text, apostrophe: "&#39;") { scalar in
            // U+FFFE and U+FFFF are no controls: an HTML page shows them as they are.
            scalar.value >= 0xFFFE ? String(Character(scalar)) : "\u{FFFD}"
        }
        return ScalarReplacement.replacing(escaped) { BidiControl.contains($0) ? "\u{FFFD}" : nil }
    }

    /// `text` as the value of an attribute written between double quotes: `escape`'s
    /// references, and also a backtick, tab and line feed as references (an attribute value
    /// then stays one line and cannot close its quotes).
    public static func attribute(_ text: String) -> String {
        ScalarReplacement.replacing(escape(text)) { scalar in
            switch scalar {
            case "`": "&#96;"
            case "\t": "&#9;"
            case "\n": "&#10;"
            default: nil
            }
        }
    }

    /// JSON text made safe to sit inside `<script type="application/json">`: `<`, `>` and
    /// `&` as `\u003c`, `\u003e` and `\u0026` (outside strings JSON has none of them, and
    /// inside a string the escape reads back as the same character), so that no string can
    /// close the script element; bidirectional controls (`BidiControl`) as `\ufffd`.
    public static func scriptJSON(_ json: String) -> String {
        ScalarReplacement.replacing(json) { scalar in
            switch scalar {
            case "<": "\\u003c"
            case ">": "\\u003e"
            case "&": "\\u0026"
            case "\u{2028}": "\\u2028"
            case "\u{2029}": "\\u2029"
            // Read back as U+FFFD: a name drawn from the data shows no reversed text.
            case _ where BidiControl.contains(scalar): "\\ufffd"
            default: nil
            }
        }
    }
}
