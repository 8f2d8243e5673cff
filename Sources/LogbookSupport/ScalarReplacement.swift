/// Text rewritten one Unicode scalar at a time: the loop that HTML, XML, attribute, script
/// and JSON escaping share, each with its own table of replacements.
public enum ScalarReplacement {
    /// `prefix`, then `text` with every scalar for which `replacement` returns a string
    /// replaced by that string (an empty one drops the scalar) and every other scalar kept.
    @inlinable
    public static func replacing(
        _ text: String, after prefix: String = "", _ replacement: (Unicode.Scalar) -> String?
    ) -> String {
        var out = prefix
        out.reserveCapacity(prefix.utf8.count + text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
