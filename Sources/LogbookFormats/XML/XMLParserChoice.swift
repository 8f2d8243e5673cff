/// Which parser reads an XML document (`XMLDocumentParser`): the scanner with libxml2
/// behind it, as every import reads; or one of them alone, so that tests can compare the
/// two on the same document.
enum XMLParserChoice {
    /// `XMLByteScanner` first; libxml2 from the start again when the scanner leaves the document to it.
    case scannerFirst
    /// libxml2 alone (`XMLPushParser`).
    case libXML2Only
    /// The scanner alone: a document it leaves to libxml2 is refused (`XMLDocumentParser.scannerDeclined`).
    case scannerOnly
}
