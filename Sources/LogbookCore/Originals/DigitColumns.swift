import LogbookFormats

/// A reversible rewrite of a text file's bytes before zstd compresses them (the kept original's
/// `layout` `digit-columns`, migration 0025): every run of at most `longestRun` decimal
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

    /// The rewritten bytes of `bytes`, or nil when they hold the marker byte. Written into
    /// buffers sized for the worst case (text and lengths at most a byte each per byte; a value
    /// at most 6 bytes per run of two bytes, its digit and the byte before it), so the loop
    /// checks no capacity.
    static func split(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        let count = bytes.count
        guard let input = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return [0] }
        let text = UnsafeMutablePointer<UInt8>.allocate(capacity: count + 8)
        let lengths = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        let values = UnsafeMutablePointer<UInt8>.allocate(capacity: count * 3 + 16)
        let previous = UnsafeMutablePointer<Int64>.allocate(capacity: contextSlots)
        previous.initialize(repeating: 0, count: contextSlots)
        defer {
            text.deallocate()
            lengths.deallocate()
            values.deallocate()
            previous.deallocate()
        }
        var textCount = 0, lengthCount = 0, valueCount = 0
        var index = 0
        // The six text bytes before the next marker, kept as the text grows: the same value
        // `context(text, before: textCount)` reads back, without reading it back at each run.
        var recent: UInt64 = 0
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(input + index).loadUnaligned(as: UInt64.self)
                let plain = Self.plainByteCount(word)
                if plain > 0 {
                    UnsafeMutableRawPointer(text + textCount).storeBytes(of: word, as: UInt64.self)
                    recent = Self.recent(recent, after: word, plain: plain)
                    textCount += plain
                    index += plain
                    continue
                }
            }
            let byte = input[index]
            if byte == marker { return nil }
            guard byte &- 48 < 10 else {
                text[textCount] = byte
                recent = ((recent << 8) | UInt64(byte)) & Self.recentMask
                textCount += 1
                index += 1
                continue
            }
            var end = index
            var value: Int64 = 0
            while end < count, input[end] &- 48 < 10 {
                if end - index < longestRun { value = value &* 10 &+ Int64(input[end] &- 48) }
                end += 1
            }
            guard end - index <= longestRun else {
                while index < end {
                    text[textCount] = input[index]
                    textCount += 1
                    index += 1
                }
                recent = Self.context(UnsafePointer(text), before: textCount)
                continue
            }
            let slot = Self.slot(recent)
            let delta = value &- previous[slot]
            previous[slot] = value
            var zigzag = UInt64(bitPattern: (delta << 1) ^ (delta >> 63))
            while zigzag >= 0x80 {
                values[valueCount] = UInt8(truncatingIfNeeded: zigzag) | 0x80
                valueCount += 1
                zigzag >>= 7
            }
            values[valueCount] = UInt8(zigzag)
            valueCount += 1
            lengths[lengthCount] = UInt8(end - index)
            lengthCount += 1
            text[textCount] = marker
            recent = ((recent << 8) | UInt64(marker)) & Self.recentMask
            textCount += 1
            index = end
        }
        var payload: [UInt8] = []
        payload.reserveCapacity(textCount + lengthCount + valueCount + 10)
        appendVarint(UInt64(textCount), to: &payload)
        payload.append(contentsOf: UnsafeBufferPointer(start: text, count: textCount))
        payload.append(contentsOf: UnsafeBufferPointer(start: lengths, count: lengthCount))
        payload.append(contentsOf: UnsafeBufferPointer(start: values, count: valueCount))
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
            guard let base = input.baseAddress else { return true }
            let textBase = base + textStart
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
                    continue
                }
                let length = Int(input[lengthPosition])
                lengthPosition += 1
                guard (1...longestRun).contains(length), let zigzag = readVarint(input, &valuePosition) else {
                    throw damaged("a digit run's length or value is unreadable")
                }
                let delta = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
                let slot = slot(context(textBase, before: index - textStart))
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
            }
            guard lengthPosition == textEnd + markers, valuePosition == input.count else {
                throw damaged("bytes are left over after its last digit run")
            }
            if filled > 0 { return try emit(UnsafeRawBufferPointer(start: chunk.baseAddress, count: filled)) }
            return true
        }
    }

    /// How many of the 8 bytes of `word` (first byte lowest) come before its first digit or
    /// marker byte: 8 when it holds neither. Eight bytes a step rather than one, so that text
    /// between the numbers is copied a word at a time (the byte loop took 15 % of an import).
    /// A byte is a digit when its high nibble is 3 and its low nibble at most 9; the lowest
    /// zero byte of a word is found exactly by `(x - 0x01..) & ~x & 0x80..` (a borrow only
    /// marks bytes above it).
    @inline(__always)
    static func plainByteCount(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let notDigit = ((word & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030)
            | (((word & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0x1010_1010_1010_1010)
        let notMarker = word ^ (ones &* UInt64(marker))
        let found = ((notDigit &- ones) & ~notDigit & highs) | ((notMarker &- ones) & ~notMarker & highs)
        return found.trailingZeroBitCount >> 3
    }

    /// The bits of six bytes of text, the width of a context.
    private static let recentMask: UInt64 = (1 << 48) - 1

    /// `recent` (the last six text bytes, the earliest highest) once the first `plain` bytes of
    /// `word` (1 through 8, first byte lowest) follow it.
    @inline(__always)
    static func recent(_ recent: UInt64, after word: UInt64, plain: Int) -> UInt64 {
        let bits = 8 * plain
        let taken = word.byteSwapped >> (64 - bits)
        return ((recent << bits) | taken) & recentMask
    }

    /// The context of a digit run whose marker stands at `position` of `text`: the six bytes
    /// of text before it (fewer at the start), read only at a marker.
    @inline(__always)
    private static func context(_ text: UnsafePointer<UInt8>, before position: Int) -> UInt64 {
        var context: UInt64 = 0
        for offset in max(position - 6, 0)..<position { context = (context << 8) | UInt64(text[offset]) }
        return context
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
