import LogbookModel

/// The per-format logic driven by `XMLPushParser`: a value-type state machine that
/// sees start tags, the text of the elements it asked for, and end tags.
///
/// The parser checks the root element against `rootElement` before the handler sees it,
/// and remembers which text an element was asked for (`TextTarget`) until that element
/// ends, so a format only says what a start tag wants and what to do with its text.
protocol XMLContentHandler {
    /// What an element's text is for (`time`, `heartRate`); `Never` when no text is read.
    associatedtype TextTarget

    /// The local name of the root element that identifies the format, e.g. `gpx`.
    static var rootElement: StaticString { get }

    /// What a file of this format is called in a refusal, e.g. `a GPX file`.
    static var fileNoun: String { get }

    /// Called for every start tag below the root's own check. Return the target of the
    /// element's character data (text and CDATA) to have it collected and handed to
    /// `receiveText` when the element ends; `nil` leaves an earlier target in place (an
    /// element nested in a wanted one), or asks for nothing.
    mutating func startElement(_ tag: XMLStartTag) throws(XMLContentFailure) -> TextTarget?

    /// Called when an element whose character data `startElement` asked for ends, just
    /// before its `endElement`, with that text and what it was asked for.
    mutating func receiveText(_ text: XMLTextBuffer, for target: TextTarget) throws(XMLContentFailure)

    /// Called for every end tag at `depth` (1 for the root).
    mutating func endElement(_ name: XMLName, depth: Int) throws(XMLContentFailure)

    /// The activities read, once the whole file is parsed; throws when there are none.
    func result() throws(XMLContentFailure) -> [ParsedActivity]
}

extension XMLContentHandler {
    /// The refusal for a document whose root element is `name`, not `rootElement`.
    static func wrongRoot(_ name: XMLName) -> XMLContentFailure {
        XMLContentFailure(reason: "not \(fileNoun): root element is <\(name.string)>")
    }
}
