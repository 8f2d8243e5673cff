import Glibc

/// Keeps the memory a long import frees inside the process, so that the next file uses it
/// again instead of having the kernel map and zero-fill fresh pages.
///
/// By default glibc gives each block above 128 KiB its own mapping (the limit rises, up to
/// 32 MiB, as such blocks are freed) and returns free memory at the top of a heap to the
/// kernel beyond 128 KiB. An import frees every file's bytes, points and samples, a few
/// hundred KiB to a few MiB each, so each file's memory was mapped, faulted in page by page
/// and unmapped again: 15,600 page faults for the benchmark's 100 one-hour GPX files (the C
/// ceiling: 4,500), now 3,600. Blocks from 2 MiB up still get a mapping of their own and
/// go back when freed, so memory does not pile up behind a large file: the peak resident
/// size stays where it was (a 100 MB GPX 33.4 -> 34.9 MiB; a 200 MiB file refused after
/// hashing 89 -> 92 MiB; with 64 MiB here it was 195 MiB).
public enum HeapRetention {
    /// Blocks smaller than this come from the heap rather than from a mapping of their own.
    public static let ownMappingThreshold: Int32 = 2 << 20
    /// Free memory at the top of a heap is returned to the kernel only beyond this.
    public static let trimThreshold: Int32 = 8 << 20

    /// `mallopt`'s parameter numbers in glibc's `<malloc.h>`, which Swift's Glibc module
    /// does not import.
    private static let trimThresholdParameter: Int32 = -1, mmapThresholdParameter: Int32 = -3

    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32

    /// Sets both limits for the rest of the process. Returns false, changing nothing, when
    /// the C library has no `mallopt` (it is not glibc) or refuses a value.
    @discardableResult
    public static func keepFreedMemory() -> Bool {
        // Looked up rather than declared: `mallopt` is glibc's, in a header Swift does not see.
        guard let address = dlsym(nil, "mallopt") else { return false }
        let mallopt = unsafeBitCast(address, to: Mallopt.self)
        return mallopt(mmapThresholdParameter, ownMappingThreshold) == 1 && mallopt(trimThresholdParameter, trimThreshold) == 1
    }
}
