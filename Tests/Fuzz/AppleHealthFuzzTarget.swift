import LogbookCore
import LogbookFormats
import LogbookModel

/// libFuzzer entry point for the Apple Health `export.xml` reader (plus the run builder).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAppleHealth(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSupport.exercise(data, size, read: { try AppleHealthReader.read($0, spooling: $1).activities })
    return 0
}
