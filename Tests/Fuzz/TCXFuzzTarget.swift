import LogbookCore

/// libFuzzer entry point for the TCX reader (plus the run builder).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTCX(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSupport.exercise(data, size, read: TCXReader.read)
    return 0
}
