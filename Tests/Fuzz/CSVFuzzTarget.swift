import LogbookCore
import LogbookFormats
import LogbookModel

/// libFuzzer entry point for the CSV reader (plus the run builder).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzSupport.exercise(data, size, read: { input, _ in try CSVReader.read(input) })
    return 0
}
