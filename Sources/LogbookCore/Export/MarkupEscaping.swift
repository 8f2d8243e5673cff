import LogbookSupport

/// The character references XML and HTML share, in one loop: `&`, `<`, `>` and `"` as
/// references, the apostrophe as the caller writes it, tab and line feed kept, and every
/// other control character handed to the caller (`XMLText`, `HTMLText`).
enum MarkupEscaping {
    /// `text` escaped: each control character other than tab and line feed becomes what
    /// `control` returns for it (nil leaves it out).
    static func escaped(_ text: String, apostrophe: String, control: (Unicode.Scalar) -> String?) -> String {
        ScalarReplacement.replacing(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": apostrophe
            case "\t", "\n": nil
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                control(scalar) ?? ""
            default: nil
            }
        }
    }
}
