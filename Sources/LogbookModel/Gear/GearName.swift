/// How gear names are cleaned and compared: without case and extra white space.
///
/// The key folds ASCII letters only (as SQLite's `lower()` does in migration 0014, which
/// computed the keys of the gear stored before it), so that the same name always finds the
/// same row; `Pegasus 40`, `pegasus  40` and ` PEGASUS 40 ` are one pair.
public enum GearName {
    /// The longest name accepted, in characters.
    public static let maximumLength = 200

    /// `name` trimmed, with tabs and line breaks read as spaces and runs of spaces as one
    /// (the name as a row stores it); empty when it holds only white space.
    public static func cleaned(_ name: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in name {
            if character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\r\n" {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// The key two names are the same pair by: the cleaned name with ASCII letters lowercased.
    public static func key(_ name: String) -> String {
        String(String.UnicodeScalarView(cleaned(name).unicodeScalars.map { scalar in
            ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
        }))
    }
}
