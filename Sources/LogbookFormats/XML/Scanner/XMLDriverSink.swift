import LogbookModel

/// Passes `XMLByteScanner`'s events to a format's handler through `XMLHandlerDriver`,
/// stopping the scan at the first failure the handler throws (the file is then read again
/// by libxml2's path, whose refusal is the one reported: see `XMLFastParser`).
struct XMLDriverSink<Handler: XMLContentHandler>: XMLScanSink {
    /// The handler, its depth and its text.
    var driver: XMLHandlerDriver<Handler>

    /// A sink feeding `driver`.
    init(driver: XMLHandlerDriver<Handler>) {
        self.driver = driver
    }

    /// True while the handler collects an element's text.
    var wantsText: Bool { driver.collectingText }

    /// Starts an element in the handler; false once it fails.
    @inline(__always)
    mutating func start(_ name: XMLName, attributes: XMLAttributes, line: Int) -> Bool {
        do throws(XMLContentFailure) {
            try driver.start(name, attributes: attributes, line: line)
            return true
        } catch {
            return false
        }
    }

    /// Ends an element in the handler; false once it fails.
    @inline(__always)
    mutating func end(_ name: XMLName, line: Int) -> Bool {
        do throws(XMLContentFailure) {
            try driver.end(name)
            return true
        } catch {
            return false
        }
    }

    /// Gives character data to the handler's collection.
    @inline(__always)
    mutating func text(_ bytes: UnsafeRawPointer, count: Int) {
        driver.read(bytes, count: count)
    }
}
