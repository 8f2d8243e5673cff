/// Text escaped for XML character data and attribute values.
public enum XMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, and the characters XML 1.0 cannot
    /// hold (control characters other than tab and line breaks, U+FFFE and U+FFFF) left out.
    public static func escaped(_ text: String) -> String {
        MarkupEscaping.escaped(text, apostrophe: "&apos;") { scalar in
            // A carriage return is a line break XML keeps; C1 controls are characters it holds.
            scalar == "\r" || (0x7F...0x9F).contains(scalar.value) ? String(Character(scalar)) : nil
        }
    }
}
