/// What a terminal shows after some bytes were written to it, for the sequences `logbook`
/// writes: a carriage return moves to the start of the line, `ESC [ K` erases from there to
/// its end, a line feed goes to the next line; other characters are drawn (or overwrite).
enum TerminalScreen {
    /// The lines shown, the last one left out when it is empty.
    static func lines(of text: String) -> [String] {
        var lines: [[Character]] = [[]]
        var column = 0
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\r": column = 0
            case "\n", "\r\n":
                lines.append([])
                column = 0
            case "\u{1B}":
                // ESC [ K: erase to the end of the line; any other sequence is kept out.
                if index + 1 < characters.count, characters[index] == "[", characters[index + 1] == "K" {
                    lines[lines.count - 1].removeSubrange(min(column, lines[lines.count - 1].count)...)
                    index += 2
                }
            default:
                if column < lines[lines.count - 1].count {
                    lines[lines.count - 1][column] = character
                } else {
                    lines[lines.count - 1].append(character)
                }
                column += 1
            }
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.map { String($0) }
    }
}
