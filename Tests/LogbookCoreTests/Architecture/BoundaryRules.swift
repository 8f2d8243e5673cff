import Foundation
import LogbookSQLite

/// The architecture's boundaries as checks over one source file's text: each returns what
/// the file breaks, so a test can run them over the tree and feed them bad snippets.
enum BoundaryRules {
    /// The attribute that re-exports a module, spelled in two pieces so that this file does
    /// not carry it.
    static let reexport = "@_" + "exported"

    /// The modules the executable may not import: it reaches the logbook through the core.
    static let storeModules = ["LogbookSQLite", "LogbookStore"]

    /// Names the executable may not use: a connection, a statement, a row of SQL values, a
    /// transaction, or a query type (`RunQueries`, `TileQueries`, ...).
    static let storeNames = #"\b(Database|Statement|SQLiteRow|SQLiteValue|SQLiteError|ColumnPositions|\w*[tT]ransaction\w*|\w+Queries)\b"#

    /// An SQL statement inside a string literal: `SELECT ... FROM`, `INSERT INTO`,
    /// `UPDATE ... SET`, `DELETE FROM`, `CREATE TABLE` (or index, trigger, view), `DROP TABLE`.
    static let sqlStatement =
        #"\bSELECT\b[\s\S]*\bFROM\b|\bINSERT\s+(OR\s+[A-Z]+\s+)?INTO\b|\bUPDATE\s+\S+\s+SET\b|\bDELETE\s+FROM\b|\bCREATE\s+(TABLE|INDEX|UNIQUE\s+INDEX|TRIGGER|VIEW)\b|\bDROP\s+(TABLE|INDEX)\b"#

    /// A command type of the executable (`ShowCommand`, `StatsCommand`, ...).
    static let commandName = #"\b[A-Z][A-Za-z0-9]*Command\b"#

    /// The uses of `@_exported` in `text`, as line numbers.
    static func reexports(in text: String) -> [Int] {
        guard text.contains(reexport) else { return [] }
        return lines(of: code(text), matching: NSRegularExpression.escapedPattern(for: reexport))
    }

    /// What an executable file breaks: the store modules it imports and the store names its
    /// code uses (comments and string literals are not code), as `line: name`.
    static func executableBreaches(in text: String) -> [String] {
        let stripped = code(text)
        let pattern = #"^\s*(@testable\s+)?import\s+("# + storeModules.joined(separator: "|") + #")\b"#
        let imports = lines(of: stripped, matching: pattern).map { number in
            "\(number): import " + (storeModules.first { stripped.components(separatedBy: "\n")[number - 1].contains($0) } ?? "")
        }
        return imports + matches(of: storeNames, in: stripped)
    }

    /// The SQL statements in the string literals of `text`, as `line: statement start`.
    static func sqlStatements(in text: String) -> [String] {
        guard text.range(of: sqlStatement, options: .regularExpression) != nil else { return [] }
        return literals(of: text).compactMap { literal in
            guard let range = literal.text.range(of: sqlStatement, options: .regularExpression) else { return nil }
            return "\(literal.line): \(literal.text[range].prefix(40))"
        }
    }

    /// The command types named by an output file's code, as `line: name`.
    static func commandNames(in text: String) -> [String] {
        matches(of: commandName, in: code(text))
    }

    /// `text` with its comments and the contents of its string literals blanked out
    /// (line breaks kept, so line numbers stay). Interpolations inside strings are blanked too.
    static func code(_ text: String) -> String {
        var out = ""
        forEachPiece(of: text) { piece, isCode in
            if isCode {
                out += piece
            } else {
                out += String(piece.map { (character: Character) -> Character in character == "\n" ? "\n" : " " })
            }
        }
        return out
    }

    /// The string literals of `text` (contents only), each with the line it starts on.
    static func literals(of text: String) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        var line = 1
        forEachPiece(of: text) { piece, isCode in
            if !isCode, piece.hasPrefix("\"") || piece.hasPrefix("#") { found.append((line: line, text: String(piece))) }
            line += piece.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        }
        return found
    }

    /// Calls `body` with consecutive pieces of `text`: code (`true`), or a comment or string
    /// literal (`false`; a literal from its opening quote, raw `#"` and `"""` included, to
    /// its closing one).
    private static func forEachPiece(of text: String, _ body: (Substring, Bool) -> Void) {
        let chars = Array(text)
        var index = 0
        var codeStart = 0
        func flushCode(_ end: Int) {
            if end > codeStart { body(Substring(String(chars[codeStart..<end])), true) }
        }
        func starts(_ prefix: String, at position: Int) -> Bool {
            let p = Array(prefix)
            return position + p.count <= chars.count && Array(chars[position..<position + p.count]) == p
        }
        while index < chars.count {
            if starts("//", at: index) {
                flushCode(index)
                var end = index
                while end < chars.count, chars[end] != "\n" { end += 1 }
                body(Substring(String(chars[index..<end])), false)
                index = end
                codeStart = end
            } else if starts("/*", at: index) {
                flushCode(index)
                var end = index + 2
                while end < chars.count, !starts("*/", at: end) { end += 1 }
                end = min(end + 2, chars.count)
                body(Substring(String(chars[index..<end])), false)
                index = end
                codeStart = end
            } else if chars[index] == "\"" || (chars[index] == "#" && starts("#\"", at: index)) {
                flushCode(index)
                var hashes = 0
                var position = index
                while position < chars.count, chars[position] == "#" { hashes += 1; position += 1 }
                let multiline = starts("\"\"\"", at: position)
                let quote = multiline ? "\"\"\"" : "\""
                let closing = quote + String(repeating: "#", count: hashes)
                var end = position + quote.count
                while end < chars.count {
                    if hashes == 0, chars[end] == "\\" { end += 2; continue }
                    if starts(closing, at: end) { end += closing.count; break }
                    if !multiline, chars[end] == "\n" { break }
                    end += 1
                }
                end = min(end, chars.count)
                body(Substring(String(chars[index..<end])), false)
                index = end
                codeStart = end
            } else {
                index += 1
            }
        }
        flushCode(chars.count)
    }

    /// The 1-based numbers of the lines of `text` that match `pattern`.
    private static func lines(of text: String, matching pattern: String) -> [Int] {
        text.components(separatedBy: "\n").enumerated().compactMap { number, line in
            line.range(of: pattern, options: .regularExpression) == nil ? nil : number + 1
        }
    }

    /// Every match of `pattern` in `text`, as `line: match`.
    private static func matches(of pattern: String, in text: String) -> [String] {
        text.components(separatedBy: "\n").enumerated().flatMap { number, line -> [String] in
            var found: [String] = []
            var rest = line[...]
            while let range = rest.range(of: pattern, options: .regularExpression) {
                found.append("\(number + 1): \(rest[range])")
                rest = rest[range.upperBound...]
            }
            return found
        }
    }

    /// The pairs of folders of one target whose files name each other's types, each as
    /// `A <-> B` (A before B), from `files` given as (path inside the target, text). A type
    /// belongs to the folder of the file that declares it; files at the target's root belong
    /// to no folder. Comments and string literals do not count.
    static func folderCycles(_ files: [(path: String, text: String)]) -> [String] {
        func folder(_ path: String) -> String? {
            let parts = path.split(separator: "/")
            return parts.count > 1 ? String(parts[0]) : nil
        }
        var owner: [String: String] = [:]
        for file in files {
            guard let home = folder(file.path) else { continue }
            for name in declaredTypes(in: file.text) where owner[name] == nil { owner[name] = home }
        }
        var uses: [String: Set<String>] = [:]
        for file in files {
            guard let home = folder(file.path) else { continue }
            for word in capitalizedWords(in: code(file.text)) {
                if let other = owner[word], other != home { uses[home, default: []].insert(other) }
            }
        }
        var cycles: [String] = []
        for (from, targets) in uses {
            for to in targets where from < to && uses[to]?.contains(from) == true { cycles.append("\(from) <-> \(to)") }
        }
        return cycles.sorted()
    }

    /// The names of the types `text` declares at the start of a line (struct, enum, class,
    /// protocol, actor, typealias), with or without an access level.
    static func declaredTypes(in text: String) -> [String] {
        let pattern = #"(?m)^(?:(?:public|package|internal|fileprivate|private|open|final|indirect)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The words of `text` that start with a capital letter (type names, mostly).
    private static func capitalizedWords(in text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                current.unicodeScalars.append(scalar)
            } else {
                if let first = current.unicodeScalars.first, ("A"..."Z").contains(first) { words.insert(current) }
                current = ""
            }
        }
        if let first = current.unicodeScalars.first, ("A"..."Z").contains(first) { words.insert(current) }
        return words
    }
}
