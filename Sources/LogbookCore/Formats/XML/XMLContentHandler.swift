/// The per-format logic driven by `XMLPushParser`: a value-type state machine that
/// sees start tags, the text of the elements it asked for, and end tags.
protocol XMLContentHandler {
    /// Called for every start tag. Return `true` to have the element's character data
    /// (text and CDATA) collected and handed to `endElement`.
    mutating func startElement(_ tag: XMLStartTag) throws(XMLContentFailure) -> Bool

    /// Called when an element whose character data `startElement` asked for ends, just
    /// before its `endElement`, with that text.
    mutating func receiveText(_ text: XMLTextBuffer) throws(XMLContentFailure)

    /// Called for every end tag at `depth` (1 for the root).
    mutating func endElement(_ name: XMLName, depth: Int) throws(XMLContentFailure)

    /// The activities read, once the whole file is parsed; throws when there are none.
    func result() throws(XMLContentFailure) -> [ParsedActivity]
}
