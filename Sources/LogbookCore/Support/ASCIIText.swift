/// Builds a short ASCII text (a date, a clock time, a number) byte by byte, without the
/// intermediate strings that `+` and interpolation make: `list` writes four such fields
/// for each of thousands of runs.
public struct ASCIIText {
    /// The bytes so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    public init(capacity: Int = 24) {
        bytes.reserveCapacity(capacity)
    }

    /// The text built.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends one ASCII character.
    public mutating func append(_ character: Unicode.Scalar) {
        bytes.append(UInt8(truncatingIfNeeded: character.value))
    }

    /// Appends the UTF-8 bytes of `string`.
    public mutating func append(contentsOf string: String) {
        bytes.append(contentsOf: string.utf8)
    }

    /// Appends the decimal digits of `value`, padded with zeros on the left to at least
    /// `minimumDigits` digits (`7` with 2 is `07`).
    public mutating func append(digitsOf value: UInt64, minimumDigits: Int = 1) {
        var digitCount = 1
        var rest = value / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let width = max(digitCount, minimumDigits)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width))
        var remaining = value
        var index = start + width - 1
        while remaining > 0 {
            bytes[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
            index -= 1
        }
    }

    /// Appends a signed number: a minus sign before negative ones, then its digits.
    public mutating func append(number value: Int64, minimumDigits: Int = 1) {
        if value < 0 { append("-") }
        append(digitsOf: value.magnitude, minimumDigits: minimumDigits)
    }
}
