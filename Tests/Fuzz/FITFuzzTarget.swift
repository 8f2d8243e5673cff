import LogbookCore
import LogbookFormats
import LogbookModel

/// libFuzzer entry point for the FIT reader (plus the run builder).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFIT(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSupport.exercise(data, size, read: { input, _ in try FITReader.read(input, wallClockZone: FuzzSupport.zone) })
    return 0
}
