/// A `ZSTD_inBuffer` or `ZSTD_outBuffer` in memory of its own: three machine words, the
/// data's address, its size and how far zstd has come in it. A class: it owns that memory.
final class ZstdBuffer {
    /// The three words, handed to zstd as the struct's address.
    let words: UnsafeMutablePointer<Int>

    /// Creates a buffer over no data.
    init() {
        words = UnsafeMutablePointer<Int>.allocate(capacity: 3)
        words.initialize(repeating: 0, count: 3)
    }

    deinit { words.deallocate() }

    /// Points it at `count` bytes from `address`, from their start.
    func point(at address: UnsafeRawPointer?, count: Int) {
        words[0] = Int(bitPattern: address)
        words[1] = count
        words[2] = 0
    }

    /// How far zstd has read or written.
    var position: Int { words[2] }

    /// The address zstd is given.
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(words) }
}
