/// The per-format logic driven by `XMLPushParser`: a value-type state machine that
/// sees start tags, the text of the elements it asked for, and end tags.
protocol XMLContentHandler {
    /// Called for every start tag. Return `true` to have the element's character data
    /// (text and CDATA) collected and handed to `endElement`.
    mutating func startElement(_ tag: XMLStartTag) throws(XMLContentFailure) -> Bool

    /// Called for every end tag at `depth` (1 for the root); `text` holds the element's
    /// character data when `startElement` asked for it, else `nil`.
    mutating func endElement(_ name: XMLName, depth: Int, text: XMLTextBuffer?) throws(XMLContentFailure)

    /// The activities read, once the whole file is parsed; throws when there are none.
    func result() throws(XMLContentFailure) -> [ParsedActivity]
}
