/// What `XMLByteScanner` tells about a document as it reads it: the events libxml2's
/// SAX2 interface gives, in the same order and with the same lines.
protocol XMLScanSink {
    /// True while character data is wanted; the scanner does not hand it over otherwise
    /// (it still checks it).
    var wantsText: Bool { get }

    /// An element starts; its start tag ends (`>` or `/>`) on `line`. Returns false to stop
    /// the scan.
    mutating func start(_ name: XMLName, attributes: XMLAttributes, line: Int) -> Bool

    /// An element ends; its end tag (or its start tag, for `<name/>`) ends on `line`.
    /// Returns false to stop the scan.
    mutating func end(_ name: XMLName, line: Int) -> Bool

    /// Character data (text, a reference's replacement, a CDATA section's content), line
    /// ends already made line feeds; several pieces may follow one another.
    mutating func text(_ bytes: UnsafeRawPointer, count: Int)
}
