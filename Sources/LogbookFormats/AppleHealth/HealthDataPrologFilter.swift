/// The bytes of an Apple Health `export.xml` as the XML parsers are given them (logbook's
/// scanner first, libxml2 when it leaves the file: see `XMLDocumentParser`).
///
/// - **The DTD subset.** The file opens with `<!DOCTYPE HealthData [ … ]>`, some 200 lines
///   of element and attribute declarations, malformed in some iOS versions (an `ATTLIST`
///   without its `>`). Nothing in it is needed, so it never reaches the parser: its bytes
///   are replaced by its line breaks alone (line numbers stay the file's), so that the
///   scanner, which leaves every DOCTYPE to libxml2, reads the rest. No DTD is ever
///   loaded and no entity ever declared or expanded: an `<!ENTITY` inside the subset
///   refuses the file. Only this format accepts a DOCTYPE; GPX and TCX refuse any.
/// - **Bytes XML forbids.** Control bytes other than tab, line feed and carriage return
///   (Apple writes `\x0b` in some names) would stop either parser at the first one; each is read
///   as a space instead and counted (`replacedBytes`), for one warning.
///
/// The prolog (declaration, comments, the DOCTYPE) is gathered until it is complete, at
/// most `prologLimit` bytes; the rest streams through untouched unless it holds such bytes.
struct HealthDataPrologFilter: XMLChunkFilter {
    /// The most bytes the prolog may take before the root element (Apple's is about 10 KB).
    static let prologLimit = 1 << 20

    /// How many forbidden control bytes were read as spaces.
    private(set) var replacedBytes = 0
    /// True once the prolog is passed and the rest is streamed.
    private var inBody = false
    /// The prolog gathered so far.
    private var head: [UInt8] = []
    /// The copy of a chunk whose forbidden bytes are replaced (reused).
    private var scratch: [UInt8] = []

    /// Creates a filter at the start of a file.
    init() {}

    /// Passes the prolog on without its DOCTYPE, then every chunk with forbidden bytes as spaces.
    mutating func filter(
        _ chunk: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Bool
    ) throws(XMLContentFailure) -> Bool {
        if inBody { return pass(chunk, emit: emit) }
        head.append(contentsOf: chunk)
        guard let (rewritten, consumed) = try Self.rewriteProlog(head, isComplete: false) else {
            guard head.count <= Self.prologLimit else {
                throw XMLContentFailure(
                    reason: "the <!DOCTYPE> does not end within the first \(Self.prologLimit >> 20) MiB; "
                        + "an Apple Health export's is about 10 KB", line: 1)
            }
            return true
        }
        inBody = true
        let rest = head[consumed...]
        head = []
        let keepGoing = rewritten.withUnsafeBytes { emit($0) }
        guard keepGoing, !rest.isEmpty else { return keepGoing }
        return Array(rest).withUnsafeBytes { pass($0, emit: emit) }
    }

    /// Refuses a file that ends inside its prolog's DOCTYPE; a shorter prolog (a file cut
    /// before its root element) is passed on for libxml2 to judge.
    mutating func finish(emit: (UnsafeRawBufferPointer) -> Bool) throws(XMLContentFailure) -> Bool {
        guard !inBody, !head.isEmpty else { return true }
        let (rewritten, consumed) = try Self.rewriteProlog(head, isComplete: true) ?? ([], 0)
        inBody = true
        let rest = Array(head[consumed...])
        head = []
        guard rewritten.withUnsafeBytes({ emit($0) }) else { return false }
        return rest.withUnsafeBytes { pass($0, emit: emit) }
    }

    /// Emits `chunk`, with each forbidden control byte turned into a space.
    private mutating func pass(_ chunk: UnsafeRawBufferPointer, emit: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        guard let first = Self.firstForbidden(in: chunk) else { return emit(chunk) }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: chunk)
        var count = 0
        for index in first..<scratch.count where Self.isForbidden(scratch[index]) {
            scratch[index] = 0x20
            count += 1
        }
        replacedBytes += count
        return scratch.withUnsafeBytes { emit($0) }
    }

    /// Every byte of the eight in a word, for the word-wide test of `firstForbidden`.
    private static let eachByte: UInt64 = 0x0101_0101_0101_0101

    /// The index of the first byte of `chunk` that `isForbidden`, or nil. Every byte of an
    /// export passes here, so eight are tested at once: a word with no byte below 0x20 (the
    /// test is exact, see "hasless" in Bit Twiddling Hacks) is passed over whole, and only a
    /// word holding one (a line feed, most often) is looked at byte by byte.
    static func firstForbidden(in chunk: UnsafeRawBufferPointer) -> Int? {
        guard let base = chunk.baseAddress else { return nil }
        let count = chunk.count
        var index = 0
        while index + 8 <= count {
            let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if (word &- eachByte &* 0x20) & ~word & (eachByte &* 0x80) != 0 {
                for offset in index..<index + 8 where isForbidden(chunk[offset]) { return offset }
            }
            index += 8
        }
        while index < count {
            if isForbidden(chunk[index]) { return index }
            index += 1
        }
        return nil
    }

    /// True for a byte XML 1.0 never allows: a control byte other than tab, LF and CR.
    static func isForbidden(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D
    }

    /// The prolog at the start of `bytes` with its DOCTYPE replaced by the DOCTYPE's line
    /// breaks, and how many bytes of `bytes` that covers (everything up to the root
    /// element); `nil` when `bytes` ends inside the prolog and more may come (when
    /// `isComplete` is false). Throws for an `<!ENTITY` in the DOCTYPE, a second DOCTYPE, or,
    /// when `isComplete`, a DOCTYPE that never ends.
    static func rewriteProlog(_ bytes: [UInt8], isComplete: Bool) throws(XMLContentFailure) -> (bytes: [UInt8], consumed: Int)? {
        var output: [UInt8] = []
        output.reserveCapacity(min(bytes.count, 4096))
        var index = 0
        var line = 1
        var sawDoctype = false
        func starts(_ literal: String, at position: Int) -> Bool {
            let pattern = Array(literal.utf8)
            return position + pattern.count <= bytes.count
                && bytes[position..<position + pattern.count].elementsEqual(pattern)
        }
        /// The index just past `literal` at or after `position`, or nil.
        func end(of literal: String, from position: Int) -> Int? {
            let pattern = Array(literal.utf8)
            var at = position
            while at + pattern.count <= bytes.count {
                if bytes[at] == pattern[0], bytes[at..<at + pattern.count].elementsEqual(pattern) { return at + pattern.count }
                at += 1
            }
            return nil
        }
        func copy(upTo stop: Int) {
            output.append(contentsOf: bytes[index..<stop])
            line += bytes[index..<stop].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            index = stop
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                copy(upTo: index + 1)
            } else if starts("<?", at: index) {
                guard let stop = end(of: "?>", from: index + 2) else { break }
                copy(upTo: stop)
            } else if starts("<!--", at: index) {
                guard let stop = end(of: "-->", from: index + 4) else { break }
                copy(upTo: stop)
            } else if starts("<!DOCTYPE", at: index) {
                if sawDoctype { throw XMLContentFailure(reason: "a second <!DOCTYPE>", line: line) }
                guard let stop = try doctypeEnd(bytes, from: index, line: line) else {
                    if isComplete {
                        throw XMLContentFailure(reason: "the file ends inside its <!DOCTYPE>", line: line)
                    }
                    return nil
                }
                sawDoctype = true
                for skipped in bytes[index..<stop] where skipped == 0x0A {
                    output.append(0x0A)
                    line += 1
                }
                index = stop
            } else if byte == UInt8(ascii: "<"), index + 1 == bytes.count, !isComplete {
                break  // `<!DOCTYPE` may be cut here
            } else if byte == UInt8(ascii: "<"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!"),
                index + 9 > bytes.count, !isComplete
            {
                break  // a `<!` that may still become `<!DOCTYPE` or `<!--`
            } else {
                return (output, index)  // the root element (or something libxml2 will judge)
            }
        }
        if isComplete { return (output, index) }
        return nil
    }

    /// The index just past the DOCTYPE starting at `start`, or nil when `bytes` ends first.
    /// Comments inside its subset are passed over; an `<!ENTITY` declaration refuses the file.
    private static func doctypeEnd(_ bytes: [UInt8], from start: Int, line: Int) throws(XMLContentFailure) -> Int? {
        var index = start + 9
        var line = line
        var inSubset = false
        let entity = Array("<!ENTITY".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            if inSubset {
                if byte == UInt8(ascii: "<"), index + 4 <= bytes.count,
                    bytes[index..<index + 4].elementsEqual("<!--".utf8)
                {
                    var at = index + 4
                    while at + 3 <= bytes.count, !bytes[at..<at + 3].elementsEqual("-->".utf8) {
                        if bytes[at] == 0x0A { line += 1 }
                        at += 1
                    }
                    guard at + 3 <= bytes.count else { return nil }
                    index = at + 3
                    continue
                }
                if byte == UInt8(ascii: "<"), index + entity.count <= bytes.count,
                    bytes[index..<index + entity.count].elementsEqual(entity)
                {
                    throw XMLContentFailure(
                        reason: "the <!DOCTYPE> declares an entity (<!ENTITY); an Apple Health export never does, "
                            + "and entities are never expanded", line: line)
                }
                if byte == UInt8(ascii: "]") {
                    var at = index + 1
                    while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
                    guard at < bytes.count else { return nil }
                    if bytes[at] == UInt8(ascii: ">") { return at + 1 }
                }
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return nil
    }
}
