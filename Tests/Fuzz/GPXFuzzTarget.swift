import LogbookCore
import LogbookFormats
import LogbookModel

/// libFuzzer entry point for the GPX reader (plus the run builder).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGPX(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSupport.exercise(data, size, read: { try XMLActivityReader.gpx.read($0, spooling: $1) })
    return 0
}
