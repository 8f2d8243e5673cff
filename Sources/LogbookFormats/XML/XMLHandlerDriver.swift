import LogbookModel

/// Feeds a format's `XMLContentHandler` from a parse's events, the same way whichever
/// parser produced them (`XMLByteScanner` or libxml2 through `XMLPushParser`): checks the
/// root element, counts the depth, and collects the text of the elements the handler asks
/// for into one reused buffer.
///
/// Text semantics, kept from the first parser on purpose: a start tag inside a wanted
/// element restarts the collection, and the first end tag after the collection began
/// hands the text over (a wanted element holds text only, in every format read).
struct XMLHandlerDriver<Handler: XMLContentHandler> {
    /// The format's state.
    var handler: Handler
    /// How many elements are open.
    private(set) var depth = 0
    /// True while character data goes to the text buffer.
    private(set) var collectingText = false
    /// What the text being collected is for; kept until the element that asked for it ends.
    private var textTarget: Handler.TextTarget?
    private var textCount = 0
    /// The collection buffer, `XMLTextBuffer.limit` bytes, owned by the parser.
    private let text: UnsafeMutableRawPointer

    /// Drives `handler`, collecting text into `text` (at least `XMLTextBuffer.limit` bytes,
    /// which the caller allocates and frees).
    init(handler: Handler, text: UnsafeMutableRawPointer) {
        self.handler = handler
        self.text = text
    }

    /// An element starts, its start tag ending on `line`; throws the handler's failure or
    /// the wrong-root refusal.
    @inline(__always)
    mutating func start(_ name: XMLName, attributes: XMLAttributes, line: Int) throws(XMLContentFailure) {
        let outer = depth
        depth = outer + 1
        let tag = XMLStartTag(name: name, attributes: attributes, depth: outer + 1, line: line)
        if outer == 0, !name.is(Handler.rootElement) { throw Handler.wrongRoot(name) }
        if let wanted = try handler.startElement(tag) { textTarget = wanted }
        let collect = textTarget != nil
        collectingText = collect
        if collect { textCount = 0 }
    }

    /// An element ends: the collected text goes to the handler first when there is some
    /// to hand over. Throws the handler's failure.
    @inline(__always)
    mutating func end(_ name: XMLName) throws(XMLContentFailure) {
        let wasCollecting = collectingText
        collectingText = false
        defer { depth -= 1 }
        if wasCollecting, let target = textTarget {
            textTarget = nil
            try handler.receiveText(XMLTextBuffer(bytes: UnsafeRawBufferPointer(start: text, count: textCount)), for: target)
        }
        try handler.endElement(name, depth: depth)
    }

    /// Character data: kept while collecting, up to `XMLTextBuffer.limit` bytes.
    @inline(__always)
    mutating func read(_ characters: UnsafeRawPointer, count length: Int) {
        guard collectingText else { return }
        let count = textCount
        let taken = min(length, XMLTextBuffer.limit - count)
        guard taken > 0 else { return }
        if taken <= 32 {
            // Numbers and times: copied in place, without a call.
            let from = characters.assumingMemoryBound(to: UInt8.self), to = (text + count).assumingMemoryBound(to: UInt8.self)
            var index = 0
            while index < taken {
                to[index] = from[index]
                index += 1
            }
        } else {
            (text + count).copyMemory(from: characters, byteCount: taken)
        }
        textCount = count + taken
    }
}
