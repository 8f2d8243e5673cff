/// The byte comparison of the scanner's names (a prefix against a binding, an end tag
/// against its open element): short names, so a plain loop inlined without a call.
enum XMLByteEquality {
    /// True when the `length` bytes at `first` and `second` are the same.
    @inline(__always)
    static func same(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        var index = 0
        while index < length {
            guard first[index] == second[index] else { return false }
            index += 1
        }
        return true
    }
}
