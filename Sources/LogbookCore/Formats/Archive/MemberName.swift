/// How an archive member's stored name is shown in messages.
///
/// Nothing is ever written to disk, so a name cannot escape anywhere; but it is printed,
/// so it must not move the cursor or pretend to be another path. Names are shown:
/// control characters (NUL, ESC, newlines, C1 controls) as `\xNN`; a leading `/` (an
/// absolute path) removed; `..` components as `__`; backslashes as `/`.
public enum MemberName {
    /// The neutralised form of `raw`.
    public static func display(_ raw: String) -> String {
        var text = ""
        for scalar in raw.unicodeScalars {
            if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                text += "\\x" + (digits.count < 2 ? "0" : "") + digits
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
