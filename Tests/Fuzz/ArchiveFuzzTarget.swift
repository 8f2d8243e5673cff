@testable import LogbookCore
@testable import LogbookFormats
@testable import LogbookModel

/// libFuzzer entry point for archives (zip, tar, gzip, bzip2, xz, nested): the input is an
/// archive given to `import`, walked as the importer walks it (`ImportQueue`, account
/// export layouts included); every member it hands on is sniffed and read by its format's
/// reader, then built (see `FuzzSupport.exercise`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSupport.exercise(data, size, read: { input, spooling in
        // Anything that is not a container is the other targets' business.
        guard ArchiveRoot(input) != nil else { return [] }
        var queue = ImportQueue([.input(input)])
        var activities: [ParsedActivity] = []
        while let entry = queue.next() {
            guard case .input(let member) = entry, let format = try? Importer.format(of: member) else { continue }
            let settings = ReaderSettings(spooling: spooling, zone: FuzzSupport.zone)
            if let read = try? format.entry.read(member, settings, { true }) { activities += read }
        }
        return activities
    })
    return 0
}
