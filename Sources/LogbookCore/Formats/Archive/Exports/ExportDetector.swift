/// Recognises account exports among the archives given to `import`.
public enum ExportDetector {
    /// The layout of the export in `root`, or `nil` for an ordinary archive.
    public static func layout(of root: ArchiveRoot) -> (any ExportLayout)? {
        nil
    }
}
