/// One member of an archive as its header describes it.
public struct ArchiveMember: Sendable, Equatable {
    /// The stored name (a path inside the archive), before any neutralising.
    public var name: String
    /// True for a regular file (folders, links and devices hold no activity).
    public var isFile: Bool
    /// True when the member's data is encrypted.
    public var isEncrypted: Bool
    /// The decompressed size the header states, when it states one.
    public var statedSize: Int64?

    /// Creates a member description.
    public init(name: String, isFile: Bool, isEncrypted: Bool = false, statedSize: Int64? = nil) {
        self.name = name
        self.isFile = isFile
        self.isEncrypted = isEncrypted
        self.statedSize = statedSize
    }
}
