/// Quoting for a POSIX shell, so that a printed command can be pasted as it is.
public enum ShellQuoting {
    /// `text` in single quotes, each `'` in it written as `'\''`: the shell reads it back
    /// as exactly `text`, whatever it holds (spaces, `$`, backquotes, newlines).
    public static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
