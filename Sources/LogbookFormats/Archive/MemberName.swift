/// How an archive member's stored name is shown in messages.
///
/// Nothing is ever written to disk, so a name cannot escape anywhere; but it is printed,
/// so it must not move the cursor or pretend to be another path. Names are shown:
/// control characters (NUL, ESC, newlines, C1 controls) as `\xNN`; bidirectional controls
/// (U+202A...U+202E, U+2066...U+2069, U+200E, U+200F, U+061C), which would reverse what
/// follows them, as `\u{202E}`: visibly, never erased; a leading `/` (an absolute path)
/// removed; `..` components as `__`; backslashes as `/`.
public enum MemberName {
    /// The neutralised form of `raw`.
    public static func display(_ raw: String) -> String {
        var text = ""
        for scalar in raw.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                text += "\\x" + (digits.count < 2 ? "0" : "") + digits
            } else if isBidiControl(scalar) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                text += "\\u{" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + "}"
            } else if scalar == "\\" {
                text += "/"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        var parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1, parts.first == "" { parts.removeFirst() }
        parts = parts.map { $0 == ".." ? "__" : $0 }
        return parts.joined(separator: "/")
    }

    /// True for the characters that change the direction of the text after them.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The name of a member as `<archive>:<member>`, the form every message uses.
    public static func qualified(archive: String, member: String) -> String {
        archive + ":" + display(member)
    }

    /// True for members no export's runs live in: `__MACOSX/` resource forks and hidden
    /// files or folders (a component starting with `.`).
    public static func isHidden(_ raw: String) -> Bool {
        let parts = raw.split(separator: "/")
        return parts.first == "__MACOSX" || parts.contains { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
    }
}
