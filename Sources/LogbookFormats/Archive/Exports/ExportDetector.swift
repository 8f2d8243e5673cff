import Foundation

/// Recognises account exports among the archives given to `import`, from the names in a
/// zip's central directory (read without inflating anything but the export's own tables).
public enum ExportDetector {
    /// The layout of the export in `root`, or `nil` for an ordinary archive (or one whose
    /// central directory cannot be read, such as a truncated zip: it is then walked as is).
    public static func layout(of root: ArchiveRoot) -> (any ExportLayout)? {
        guard let feed = try? root.feed(), let reader = try? ArchiveReader(feed: feed, seekable: true) else { return nil }
        var names: [String] = []
        var stravaSummary: Data?
        var garminSummaries: [Data] = []
        while let member = try? reader.next() {
            guard member.isFile else { continue }
            names.append(member.name)
            if member.name == StravaExport.summaryName {
                stravaSummary = try? contents(reader, limit: StravaExport.summaryLimit)
            } else if GarminExport.isSummary(member.name), let data = try? contents(reader, limit: GarminExport.summaryLimit) {
                garminSummaries.append(data)
            }
        }
        if StravaExport.isExport(names), let stravaSummary {
            let present = Set(names)
            return StravaExport(summary: stravaSummary, hasFile: present.contains)
        }
        if GarminExport.isExport(names) { return GarminExport(summaries: garminSummaries) }
        if let health = AppleHealthExport.detect(names) { return health }
        return nil
    }

    /// The current member's bytes, or nil beyond `limit`.
    static func contents(_ reader: ArchiveReader, limit: Int) throws(ArchiveFailure) -> Data? {
        var data = Data()
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ArchiveFeed.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try reader.read(into: buffer)
            if count == 0 { return data }
            guard data.count + count <= limit else { return nil }
            data.append(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
        }
    }
}
