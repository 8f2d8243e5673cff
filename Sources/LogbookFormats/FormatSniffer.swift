import Foundation

/// Decides a file's format from its first bytes, never from its name.
public struct FormatSniffer {
    /// How many bytes `detect` wants to see (it copes with fewer).
    public static let prefixLength = 4096
    /// How many bytes are looked at when the first `prefixLength` end inside an XML prolog
    /// (a long comment before the root element): 64 KiB.
    public static let longPrefixLength = 1 << 16

    /// True when `prefix` starts like XML but ends before its root element: a longer
    /// prefix (up to `longPrefixLength`) may still tell the format.
    public static func mayNeedMore(_ prefix: Data) -> Bool {
        guard prefix.count >= prefixLength, prefix.count < longPrefixLength else { return false }
        if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) { return detect(prefix) == nil }
        let text = prefix.starts(with: [0xEF, 0xBB, 0xBF]) ? prefix.dropFirst(3) : prefix[...]
        return text.first { !isSpace($0) } == UInt8(ascii: "<") && detect(prefix) == nil
    }

    /// The format of a file whose first bytes are `prefix`, or `nil` when unknown.
    ///
    /// Each format of the reader list (`FileFormat`) tests the prefix; they exclude each other:
    /// - FIT: header size 12 or 14 in byte 0 and `.FIT` in bytes 8..<12.
    /// - XML (after a UTF-8 or UTF-16 byte-order mark and whitespace): the first
    ///   element after the prolog, comments and any DOCTYPE decides: `gpx` → GPX,
    ///   `TrainingCenterDatabase` → TCX (any prefix); other roots (`kml` ...) → `nil`.
    /// - Text whose first line holds `,` or `;` and no control characters → CSV.
    public static func detect(_ prefix: Data) -> FileFormat? {
        let sniffed = SniffedPrefix([UInt8](prefix))
        return FileFormat.allCases.first { $0.entry.matches(sniffed) }
    }

    /// The local name of the first element of XML `text`, skipping declarations,
    /// processing instructions, comments and a DOCTYPE; when `text` ends before the
    /// first element, the root a DOCTYPE declared; `nil` if none is found.
    static func rootElementName(_ text: [UInt8]) -> String? {
        var index = 0
        var declaredRoot: String?
        func starts(with literal: String) -> Bool {
            let pattern = Array(literal.utf8)
            return index + pattern.count <= text.count && text[index..<index + pattern.count].elementsEqual(pattern)
        }
        func skip(past literal: String) -> Bool {
            let pattern = Array(literal.utf8)
            while index + pattern.count <= text.count {
                if text[index..<index + pattern.count].elementsEqual(pattern) {
                    index += pattern.count
                    return true
                }
                index += 1
            }
            return false
        }
        while index < text.count {
            if isSpace(text[index]) {
                index += 1
            } else if starts(with: "<?") {
                guard skip(past: "?>") else { return nil }
            } else if starts(with: "<!--") {
                guard skip(past: "-->") else { return nil }
            } else if starts(with: "<!") {
                // A DOCTYPE, possibly with an internal subset in brackets. It names the root
                // element, which is taken when the subset runs past the prefix (an entity
                // bomb), so that the reader refuses the DOCTYPE rather than "unknown format".
                if starts(with: "<!DOCTYPE") {
                    var nameEnd = index + 9
                    while nameEnd < text.count, isSpace(text[nameEnd]) { nameEnd += 1 }
                    let nameStart = nameEnd
                    while nameEnd < text.count, !isSpace(text[nameEnd]), text[nameEnd] != UInt8(ascii: "["),
                        text[nameEnd] != UInt8(ascii: ">")
                    {
                        nameEnd += 1
                    }
                    var name = text[nameStart..<nameEnd]
                    if let colon = name.lastIndex(of: UInt8(ascii: ":")) { name = name[(colon + 1)...] }
                    if !name.isEmpty { declaredRoot = String(decoding: name, as: UTF8.self) }
                }
                var bracketDepth = 0
                while index < text.count {
                    let byte = text[index]
                    index += 1
                    if byte == UInt8(ascii: "[") { bracketDepth += 1 }
                    if byte == UInt8(ascii: "]") { bracketDepth -= 1 }
                    if byte == UInt8(ascii: ">") && bracketDepth <= 0 { break }
                }
            } else if text[index] == UInt8(ascii: "<") {
                index += 1
                let nameStart = index
                while index < text.count, !isSpace(text[index]), text[index] != UInt8(ascii: ">"),
                    text[index] != UInt8(ascii: "/")
                {
                    index += 1
                }
                guard index > nameStart, index < text.count else { return nil }
                var name = text[nameStart..<index]
                if let colon = name.lastIndex(of: UInt8(ascii: ":")) { name = name[(colon + 1)...] }
                return String(decoding: name, as: UTF8.self)
            } else {
                return nil
            }
        }
        return declaredRoot
    }

    /// True when the first line of `text` reads as a CSV header: valid UTF-8, no
    /// control characters but tab, holding a `,` or `;`, not starting with `<`.
    static func looksLikeCSVHeader(_ text: [UInt8]) -> Bool {
        guard text.first != UInt8(ascii: "<") else { return false }
        var line = text.prefix { $0 != 0x0A }
        if line.last == 0x0D { line = line.dropLast() }
        guard line.contains(UInt8(ascii: ",")) || line.contains(UInt8(ascii: ";")) else { return false }
        guard !line.contains(where: { $0 < 0x20 && $0 != 0x09 || $0 == 0x7F }) else { return false }
        // Valid UTF-8, allowing a character cut off at the end of the prefix.
        var lineBytes = Array(line)
        for _ in 0..<3 {
            if String(validating: lineBytes, as: UTF8.self) != nil { return true }
            guard line.count == text.count, !lineBytes.isEmpty else { return false }
            lineBytes.removeLast()
        }
        return false
    }

    /// UTF-16 bytes after their byte-order mark, as UTF-8.
    static func utf8FromUTF16(_ bytes: [UInt8], littleEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        var index = 2
        while index + 1 < bytes.count {
            let low = UInt16(bytes[littleEndian ? index : index + 1])
            let high = UInt16(bytes[littleEndian ? index + 1 : index])
            units.append(high << 8 | low)
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }

    /// True for ASCII space, tab, line feed and carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
