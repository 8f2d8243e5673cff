/// Breaks prose into lines of at most a given width, at spaces (a word longer than the
/// width stands alone on its line).
enum TextWrapper {
    /// `text`'s words (split at spaces and newlines) in lines of at most `width` characters.
    static func lines(_ text: String, width: Int) -> [String] {
        pack(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init), width: width)
    }

    /// `words` joined by spaces into lines of at most `width` characters.
    static func pack(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `label` then `text` wrapped in a column from `indent` to `width`: on the label's line
    /// when the label leaves room (two spaces at least), else from the next line.
    static func hanging(label: String, text: String, indent: Int, width: Int) -> String {
        let wrapped = lines(text, width: max(20, width - indent))
        let margin = String(repeating: " ", count: indent)
        guard let first = wrapped.first else { return label + "\n" }
        var result: String
        if label.count + 2 <= indent {
            result = label + String(repeating: " ", count: indent - label.count) + first + "\n"
        } else {
            result = label + "\n" + margin + first + "\n"
        }
        for line in wrapped.dropFirst() { result += margin + line + "\n" }
        return result
    }

    /// A discussion reflowed to `width`: unindented lines join into paragraphs; an indented
    /// `term  description` line starts a list row whose description, and the following lines
    /// indented to it, are wrapped at the description's column.
    static func discussion(_ text: String, width: Int) -> String {
        var blocks: [(label: String, indent: Int, text: String)] = []
        var paragraph: [String] = []
        func flushParagraph() {
            if !paragraph.isEmpty { blocks.append(("", 0, paragraph.joined(separator: " "))) }
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let leading = line.prefix { $0 == " " }.count
            let body = line.dropFirst(leading)
            if body.isEmpty {
                flushParagraph()
                blocks.append(("", -1, ""))
            } else if leading == 0 {
                paragraph.append(String(body))
            } else if let last = blocks.last, last.indent == leading, paragraph.isEmpty {
                blocks[blocks.count - 1].text += " " + body
            } else {
                flushParagraph()
                if let gap = body.range(of: "  ") {
                    let term = body[..<gap.lowerBound]
                    let description = body[gap.lowerBound...].drop { $0 == " " }
                    let column = leading + term.count + (body[gap.lowerBound...].count - description.count)
                    blocks.append((String(repeating: " ", count: leading) + term, column, String(description)))
                } else {
                    blocks.append((String(repeating: " ", count: leading), leading, String(body)))
                }
            }
        }
        flushParagraph()
        var result = ""
        for block in blocks {
            if block.indent < 0 {
                result += "\n"
            } else if block.label.isEmpty && block.indent == 0 {
                result += lines(block.text, width: width).map { $0 + "\n" }.joined()
            } else {
                result += hanging(label: block.label, text: block.text, indent: block.indent, width: width)
            }
        }
        return result
    }
}
