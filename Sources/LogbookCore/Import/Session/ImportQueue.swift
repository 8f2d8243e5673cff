import LogbookFormats

/// The files `import` reads, one at a time: the expanded paths, with every archive among
/// them opened lazily and walked member by member (see `ArchiveWalker`), so that a whole
/// account export never has to be listed, let alone held, at once.
public struct ImportQueue {
    private let entries: [ImportPaths.Entry]
    private var index = 0
    private var walker: ArchiveWalker?

    /// A queue over expanded paths (`ImportPaths.expand`).
    public init(_ entries: [ImportPaths.Entry]) {
        self.entries = entries
    }

    /// How many paths (files, archives, folder entries) the queue started with.
    public var pathCount: Int { entries.count }

    /// How many of those paths were begun.
    public var pathsBegun: Int { index }

    /// For the archive being walked: files found in it and compressed bytes read so far.
    public var archiveProgress: (members: Int, bytes: Int64)? {
        walker.map { ($0.membersSeen, $0.bytesRead) }
    }

    /// The name of the archive being walked (its path as given), while its members are taken.
    public var archiveName: String? { walker?.name }

    /// The next file, archive member, skip or unreadable path; `nil` at the end.
    public mutating func next() -> ImportPaths.Entry? {
        while true {
            if let walker {
                if let entry = walker.next() { return entry }
                self.walker = nil
            }
            guard index < entries.count else { return nil }
            let entry = entries[index]
            index += 1
            guard case .input(let input) = entry, let root = ArchiveRoot(input) else { return entry }
            walker = ArchiveWalker(
                root: root, name: input.displayName, layout: ExportDetector.layout(of: root), words: input.exportWords)
        }
    }
}
