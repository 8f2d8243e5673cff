import LogbookCore
import LogbookFormats
import LogbookModel

/// libFuzzer entry point for the TCX reader (plus the run builder).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTCX(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSupport.exercise(data, size, read: { try XMLActivityReader.tcx.read($0, spooling: $1) })
    return 0
}
