/// Text rewritten one Unicode scalar at a time: the loop that HTML, XML, attribute, script
/// and JSON escaping share, each with its own table of replacements.
public enum ScalarReplacement {
    /// `prefix`, then `text` with every scalar for which `replacement` returns a string
    /// replaced by that string (an empty one drops the scalar) and every other scalar kept,
    /// then `suffix`. Text that needs no replacement (most names) is copied in one piece.
    @inlinable
    public static func replacing(
        _ text: String, after prefix: String = "", before suffix: String = "", _ replacement: (Unicode.Scalar) -> String?
    ) -> String {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var replaced: String?
        while index != scalars.endIndex {
            replaced = replacement(scalars[index])
            if replaced != nil { break }
            scalars.formIndex(after: &index)
        }
        guard let first = replaced else { return prefix.isEmpty && suffix.isEmpty ? text : prefix + text + suffix }
        var out = prefix
        out.reserveCapacity(prefix.utf8.count + text.utf8.count + suffix.utf8.count + 16)
        out.unicodeScalars.append(contentsOf: scalars[..<index])
        out += first
        scalars.formIndex(after: &index)
        while index != scalars.endIndex {
            let scalar = scalars[index]
            if let replacement = replacement(scalar) {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
            scalars.formIndex(after: &index)
        }
        out += suffix
        return out
    }
}
