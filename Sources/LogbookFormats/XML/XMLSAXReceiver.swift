internal import CLibXML2  // its headers need an include path only this target has

/// The non-generic side of `XMLPushParser`: libxml2's SAX2 callbacks are C function
/// pointers, which cannot mention a generic type, so they call these closures, which
/// the parser builds where its handler type is known (so they run specialised code).
/// Every pointer is libxml2's and valid during the call only (`localName` and
/// `prefix` come from the parser's name dictionary and live as long as its context).
final class XMLSAXReceiver {
    /// An element starts: local name, prefix, namespace URI, attributes.
    let didStart: (UnsafePointer<UInt8>, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, XMLAttributes) -> Void
    /// An element ends: local name, namespace URI.
    let didEnd: (UnsafePointer<UInt8>, UnsafePointer<UInt8>?) -> Void
    /// Character data (text or CDATA).
    let didRead: (UnsafePointer<UInt8>, Int) -> Void
    /// A `<!DOCTYPE` was found.
    let didFindDoctype: () -> Void
    /// libxml2 reports an error.
    let didRaise: (xmlError) -> Void

    /// Creates a receiver from its event closures.
    init(
        didStart: @escaping (UnsafePointer<UInt8>, UnsafePointer<UInt8>?, UnsafePointer<UInt8>?, XMLAttributes) -> Void,
        didEnd: @escaping (UnsafePointer<UInt8>, UnsafePointer<UInt8>?) -> Void,
        didRead: @escaping (UnsafePointer<UInt8>, Int) -> Void,
        didFindDoctype: @escaping () -> Void,
        didRaise: @escaping (xmlError) -> Void
    ) {
        self.didStart = didStart
        self.didEnd = didEnd
        self.didRead = didRead
        self.didFindDoctype = didFindDoctype
        self.didRaise = didRaise
    }

    /// The SAX2 handler whose callbacks forward to the receiver passed as user data.
    static func saxHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        sax.startElementNs = { context, localName, prefix, uri, _, _, attributeCount, _, attributes in
            guard let context, let localName else { return }
            Unmanaged<XMLSAXReceiver>.fromOpaque(context)._withUnsafeGuaranteedRef {
                $0.didStart(localName, prefix, uri, XMLAttributes(base: attributes, count: Int(attributeCount)))
            }
        }
        sax.endElementNs = { context, localName, _, uri in
            guard let context, let localName else { return }
            Unmanaged<XMLSAXReceiver>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.didEnd(localName, uri) }
        }
        sax.characters = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<XMLSAXReceiver>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.didRead(characters, Int(length)) }
        }
        sax.cdataBlock = { context, characters, length in
            guard let context, let characters else { return }
            Unmanaged<XMLSAXReceiver>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.didRead(characters, Int(length)) }
        }
        sax.internalSubset = { context, _, _, _ in
            guard let context else { return }
            Unmanaged<XMLSAXReceiver>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.didFindDoctype() }
        }
        sax.serror = { context, error in
            guard let context, let error else { return }
            Unmanaged<XMLSAXReceiver>.fromOpaque(context)._withUnsafeGuaranteedRef { $0.didRaise(error.pointee) }
        }
        return sax
    }
}
