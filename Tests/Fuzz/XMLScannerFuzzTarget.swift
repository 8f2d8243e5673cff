import Foundation

/// libFuzzer entry point for the XML byte scanner, differentially against libxml2: each
/// input is read as a GPX and as a TCX document (the two roots the readers accept) by
/// libxml2's push parser and by `XMLFastParser`, whole and in chunks of sizes taken from
/// the input. The scanner may leave a document to libxml2 (`declined`); any other reading
/// that is not libxml2's, event for event (or error for error), is a finding: both
/// readings are printed and the process aborts, so that libFuzzer keeps the input.
///
/// Built with `Tests/LogbookCoreTests/Formats/XML/XMLEventTrace.swift`, which defines the
/// traces and `XMLDifferential`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    XMLScannerFuzz.compare(bytes, root: GPXTraceRoot.self)
    XMLScannerFuzz.compare(bytes, root: TCXTraceRoot.self)
    return 0
}

enum XMLScannerFuzz {
    /// The chunkings each input is scanned with: whole, in chunks of 1 to 17 bytes (by the
    /// first byte), in chunks of 4096 bytes, and in chunks whose sizes (1 to 64 bytes)
    /// follow the input's second to ninth bytes in turn.
    static func chunkings(_ bytes: [UInt8]) -> [[Int]] {
        var chunkings: [[Int]] = [[], [1 + Int(bytes.first ?? 0) % 17], [4096]]
        if bytes.count > 1 {
            chunkings.append(bytes.dropFirst().prefix(8).map { 1 + Int($0) % 64 })
        }
        return chunkings
    }

    static func compare<Root: XMLTraceRoot>(_ bytes: [UInt8], root: Root.Type) {
        let expected = XMLDifferential.libxml2(bytes, root: root)
        for chunkSizes in chunkings(bytes) {
            let scanned = XMLDifferential.scanner(bytes, root: root, chunkSizes: chunkSizes)
            if scanned == .declined || scanned == expected { continue }
            var report = "XML scanner differs from libxml2 (root <\(Root.name)>, chunk sizes \(chunkSizes.isEmpty ? "whole" : "\(chunkSizes)"))\n"
            report += "input (\(bytes.count) bytes): \(XMLEventTrace<Root>.escaped(bytes))\n"
            report += difference(libxml2: expected, scanner: scanned)
            FileHandle.standardError.write(Data(report.utf8))
            abort()
        }
    }

    /// Both readings, with the first event where they part when both gave events.
    static func difference(libxml2: XMLDifferential.Outcome, scanner: XMLDifferential.Outcome) -> String {
        var text = ""
        if case .events(let expected) = libxml2, case .events(let scanned) = scanner {
            let index = zip(expected, scanned).prefix { $0 == $1 }.count
            text += "first difference at event \(index) of \(expected.count) (libxml2) / \(scanned.count) (scanner)\n"
            text += "  libxml2: \(index < expected.count ? expected[index] : "<no more events>")\n"
            text += "  scanner: \(index < scanned.count ? scanned[index] : "<no more events>")\n"
        }
        text += "libxml2: \(describe(libxml2))\n"
        text += "scanner: \(describe(scanner))\n"
        return text
    }

    static func describe(_ outcome: XMLDifferential.Outcome) -> String {
        switch outcome {
        case .events(let events): return "events (\(events.count)):\n    " + events.joined(separator: "\n    ")
        case .failed(let error): return "failed: \(error)"
        case .declined: return "declined"
        }
    }
}
