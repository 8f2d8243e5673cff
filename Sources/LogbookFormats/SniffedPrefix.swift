/// A file's first bytes as the format tests of the reader list see them.
public struct SniffedPrefix: Sendable {
    /// The bytes as read.
    public let bytes: [UInt8]
    /// The text after any byte-order mark (UTF-16 turned into UTF-8) and leading whitespace.
    public let text: [UInt8]
    /// The local name of the XML root element when `text` starts with `<`, else nil.
    public let xmlRoot: String?

    /// Prepares `bytes` for the format tests.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var text: [UInt8]
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            text = FormatSniffer.utf8FromUTF16(bytes, littleEndian: bytes[0] == 0xFF)
        } else if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            text = Array(bytes[3...])
        } else {
            text = bytes
        }
        let start = text.firstIndex { !FormatSniffer.isSpace($0) } ?? text.count
        self.text = Array(text[start...])
        self.xmlRoot = self.text.first == UInt8(ascii: "<") ? FormatSniffer.rootElementName(self.text) : nil
    }
}
