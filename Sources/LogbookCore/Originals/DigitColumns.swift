import LogbookFormats

/// A reversible rewrite of a text file's bytes before zstd compresses them (the kept original's
/// `layout` `digit-columns`, migration 0026): every run of at most `longestRun` decimal
/// digits leaves the text as one `marker` byte, and its value goes to a
/// column of its own as the difference from the value last seen after the same six bytes of
/// text (a latitude from the latitude before, a second from the second before), zigzag and
/// varint coded, with its digit count (leading zeros kept) in a third column.
///
/// Why: a one-hour GPX is 236 bytes a point, almost all of it tags that zstd already finds
/// again and digits that change by a few units from one point to the next, which zstd cannot
/// see. On the benchmark's 100 one-hour GPX files zstd level 1 keeps 15.3 bytes a point; after
/// this rewrite, 6.0 (level 19: 9.3 at forty times the time; a zstd dictionary trained on ten
/// of the files: 15.0; xz -6: 8.0 at ten times the time). Longer runs (Garmin Connect's
/// 30-digit latitudes, whose last digits are noise) stay in the text, where zstd does better
/// with them. Files holding the marker byte (FIT and other binary files) are left as they are;
/// a file below `comparedBelow` bytes is kept whichever way is smaller (a wide CSV's numbers
/// follow each other's text, not their own: up to a third larger rewritten).
///
/// The payload is `varint(text count) text lengths values`: pure functions, tested against
/// random texts and extremes.
enum DigitColumns {
    /// The byte that stands for a run of digits in the text; a file holding it is not rewritten.
    static let marker: UInt8 = 1
    /// The most digits one value holds (a longer run stays in the text): 12, which beat 9 and 18
    /// on every example file (a Forerunner TCX: 10.3 KB against 12.7 and 10.3; a Garmin Connect
    /// GPX: 29.4 KB against 29.4 and 31.1).
    static let longestRun = 12
    /// Files smaller than this (256 KiB) are compressed both ways and kept the smaller way; larger
    /// ones, such as a one-hour GPX, are only rewritten (compressing them twice would cost an import
    /// a third more compression time for the few files it helps).
    static let comparedBelow = 256 << 10
    /// The number of contexts whose last value is remembered (a hash of six bytes of text).
    static let contextSlots = 4096
    /// The payload of a file of `byteCount` bytes is never larger than this (a one-digit run
    /// becomes a marker, a length and a value of at most 10 bytes), plus its header.
    static func payloadLimit(byteCount: Int64) -> Int64 {
        byteCount.multipliedReportingOverflow(by: 12).overflow ? .max : byteCount * 12 + 10
    }

    /// The rewritten bytes of `bytes`, or nil when they hold the marker byte.
    static func split(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        var text: [UInt8] = [], lengths: [UInt8] = [], values: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var previous = [Int64](repeating: 0, count: contextSlots)
        var context: UInt64 = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == marker { return nil }
            guard byte &- 48 < 10 else {
                text.append(byte)
                context = Self.next(context, byte)
                index += 1
                continue
            }
            var end = index
            while end < count, bytes[end] &- 48 < 10 { end += 1 }
            guard end - index <= longestRun else {
                for digit in bytes[index..<end] {
                    text.append(digit)
                    context = Self.next(context, digit)
                }
                index = end
                continue
            }
            var value: Int64 = 0
            let length = end - index
            while index < end {
                value = value * 10 + Int64(bytes[index] &- 48)
                index += 1
            }
            let slot = Self.slot(context)
            let delta = value - previous[slot]
            previous[slot] = value
            appendVarint(UInt64(bitPattern: (delta << 1) ^ (delta >> 63)), to: &values)
            lengths.append(UInt8(length))
            text.append(marker)
            context = Self.next(context, marker)
        }
        var payload: [UInt8] = []
        payload.reserveCapacity(text.count + lengths.count + values.count + 10)
        appendVarint(UInt64(text.count), to: &payload)
        payload.append(contentsOf: text)
        payload.append(contentsOf: lengths)
        payload.append(contentsOf: values)
        return payload
    }

    /// Hands the bytes that `payload` was made from to `emit` in chunks of
    /// `ImportInput.chunkSize` bytes (the last one shorter), until the end or until `emit`
    /// returns false; returns false when it stopped.
    /// - Throws: `OriginalCodecError` when the payload is not one `split` made (damaged).
    @discardableResult
    static func join(_ payload: [UInt8], emit: (UnsafeRawBufferPointer) throws -> Bool) throws -> Bool {
        try payload.withUnsafeBufferPointer { input -> Bool in
            var position = 0
            guard let textCount = readVarint(input, &position), textCount <= UInt64(input.count - position) else {
                throw damaged("its text is longer than the stream")
            }
            let textStart = position, textEnd = position + Int(textCount)
            var markers = 0
            for byte in input[textStart..<textEnd] where byte == marker { markers += 1 }
            guard markers <= input.count - textEnd else { throw damaged("it has fewer digit lengths than digit runs") }
            var lengthPosition = textEnd
            var valuePosition = textEnd + markers
            var previous = [Int64](repeating: 0, count: contextSlots)
            var context: UInt64 = 0
            let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: ImportInput.chunkSize)
            defer { chunk.deallocate() }
            var filled = 0
            var digits = [UInt8](repeating: 0, count: longestRun)
            for index in textStart..<textEnd {
                let byte = input[index]
                guard byte == marker else {
                    if filled == chunk.count {
                        guard try emit(UnsafeRawBufferPointer(start: chunk.baseAddress, count: filled)) else { return false }
                        filled = 0
                    }
                    chunk[filled] = byte
                    filled += 1
                    context = next(context, byte)
                    continue
                }
                let length = Int(input[lengthPosition])
                lengthPosition += 1
                guard (1...longestRun).contains(length), let zigzag = readVarint(input, &valuePosition) else {
                    throw damaged("a digit run's length or value is unreadable")
                }
                let delta = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
                let slot = slot(context)
                var value = previous[slot] &+ delta
                guard value >= 0, value < powers[length] else {
                    throw damaged("a value does not fit its digits")
                }
                previous[slot] = value
                for place in stride(from: length - 1, through: 0, by: -1) {
                    digits[place] = UInt8(truncatingIfNeeded: value % 10) + 48
                    value /= 10
                }
                for place in 0..<length {
                    if filled == chunk.count {
                        guard try emit(UnsafeRawBufferPointer(start: chunk.baseAddress, count: filled)) else { return false }
                        filled = 0
                    }
                    chunk[filled] = digits[place]
                    filled += 1
                }
                context = next(context, marker)
            }
            guard lengthPosition == textEnd + markers, valuePosition == input.count else {
                throw damaged("bytes are left over after its last digit run")
            }
            if filled > 0 { return try emit(UnsafeRawBufferPointer(start: chunk.baseAddress, count: filled)) }
            return true
        }
    }

    /// The context after `context` when `byte` follows: the last six bytes of text.
    @inline(__always)
    private static func next(_ context: UInt64, _ byte: UInt8) -> UInt64 {
        ((context << 8) | UInt64(byte)) & 0xFFFF_FFFF_FFFF
    }

    /// The slot of `context` among `contextSlots` (Fibonacci hashing).
    @inline(__always)
    private static func slot(_ context: UInt64) -> Int {
        Int(truncatingIfNeeded: (context &* 0x9E37_79B9_7F4A_7C15) >> 52)
    }

    /// 10 to the power of 0 through `longestRun`: the first value a run of that many digits cannot hold.
    private static let powers: [Int64] = (0...longestRun).map { exponent in
        (0..<exponent).reduce(Int64(1)) { value, _ in value * 10 }
    }

    /// Appends `value` as a varint (seven bits a byte, low first).
    @inline(__always)
    private static func appendVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The varint at `position`, moving past it; nil when it runs past the end or past 10 bytes.
    @inline(__always)
    private static func readVarint(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 64 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    /// The error for a payload that `split` did not make.
    private static func damaged(_ what: String) -> OriginalCodecError {
        OriginalCodecError(reason: "the kept stream is damaged: \(what) (digit columns)")
    }
}
