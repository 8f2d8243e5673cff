import Foundation

/// The attributes of one start tag, as libxml2's SAX2 array of `(localname, prefix, URI,
/// value, end)` pointer quintuples (which `XMLByteScanner` fills the same way); valid only
/// during the callback.
struct XMLAttributes {
    /// libxml2's attribute array, 5 pointers per attribute.
    let base: UnsafeMutablePointer<UnsafePointer<UInt8>?>?
    /// The number of attributes.
    let count: Int

    /// The raw value bytes of the first attribute whose local name is `localName`
    /// (any namespace), or `nil` when there is none.
    @inline(__always)
    func value(of localName: StaticString) -> UnsafeRawBufferPointer? {
        guard let base else { return nil }
        for index in 0..<count {
            let entry = base + index * 5
            guard let name = entry[0], let valueStart = entry[3], let valueEnd = entry[4] else { continue }
            if XMLNameBytes.equals(name, localName) {
                return UnsafeRawBufferPointer(start: valueStart, count: valueEnd - valueStart)
            }
        }
        return nil
    }
}
