/// Short quotations of bad input for messages: a 50 MB cell must not make a 50 MB message.
package enum MessageExcerpt {
    /// At most `limit` characters of `text`, control characters shown as `?`, and `…` when
    /// more followed.
    package static func of(_ text: String, limit: Int = 40) -> String {
        var shown = ""
        var count = 0
        for character in text {
            if count == limit { return shown + "…" }
            shown.append(character.isASCII && (character.asciiValue ?? 0) < 0x20 ? "?" : character)
            count += 1
        }
        return shown
    }
}
