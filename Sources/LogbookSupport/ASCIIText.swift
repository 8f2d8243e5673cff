/// Builds a short ASCII text (a date, a clock time, a number) byte by byte, without the
/// intermediate strings that `+` and interpolation make: `list` writes four such fields
/// for each of thousands of runs.
///
/// The first 32 bytes live inside the value itself, so a date or a number is built without
/// allocating; longer texts continue in an array.
public struct ASCIIText {
    /// How many bytes fit inside the value.
    private static let inlineCapacity = 32
    /// The first `inlineCapacity` bytes.
    private var inline: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    /// The bytes beyond them.
    private var overflow: [UInt8] = []
    /// How many bytes the text holds.
    public private(set) var count = 0

    /// An empty text; `capacity` is how long it is expected to grow (up to 32 bytes, no
    /// room needs reserving).
    public init(capacity: Int = 24) {
        if capacity > Self.inlineCapacity { overflow.reserveCapacity(capacity - Self.inlineCapacity) }
    }

    /// The bytes so far.
    public var bytes: [UInt8] {
        var copy = inline
        let first = withUnsafeBytes(of: &copy) { Array($0.prefix(min(count, Self.inlineCapacity))) }
        return first + overflow
    }

    /// The text built.
    public var text: String {
        var copy = inline
        let first = withUnsafeBytes(of: &copy) { raw in
            String(decoding: raw.prefix(min(count, Self.inlineCapacity)), as: UTF8.self)
        }
        return overflow.isEmpty ? first : first + String(decoding: overflow, as: UTF8.self)
    }

    /// Appends one byte.
    private mutating func append(byte: UInt8) {
        if count < Self.inlineCapacity {
            let index = count
            withUnsafeMutableBytes(of: &inline) { $0[index] = byte }
        } else {
            overflow.append(byte)
        }
        count += 1
    }

    /// Appends one ASCII character.
    public mutating func append(_ character: Unicode.Scalar) {
        append(byte: UInt8(truncatingIfNeeded: character.value))
    }

    /// Appends the UTF-8 bytes of `string`.
    public mutating func append(contentsOf string: String) {
        for byte in string.utf8 { append(byte: byte) }
    }

    /// Appends the decimal digits of `value`, padded with zeros on the left to at least
    /// `minimumDigits` digits (`7` with 2 is `07`).
    public mutating func append(digitsOf value: UInt64, minimumDigits: Int = 1) {
        // UInt64.max has 20 digits; they are made right to left.
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var digitCount = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            var remaining = value
            repeat {
                buffer[19 - digitCount] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                digitCount += 1
            } while remaining > 0
        }
        for _ in 0..<max(0, minimumDigits - digitCount) { append(byte: UInt8(ascii: "0")) }
        withUnsafeBytes(of: &digits) { buffer in
            for index in (20 - digitCount)..<20 { append(byte: buffer[index]) }
        }
    }

    /// Appends a signed number: a minus sign before negative ones, then its digits.
    public mutating func append(number value: Int64, minimumDigits: Int = 1) {
        if value < 0 { append("-") }
        append(digitsOf: value.magnitude, minimumDigits: minimumDigits)
    }
}
