/// Where one copy of a run ranks against another (`RunRichness.compare`).
public enum CopyRank: Sendable, Equatable {
    /// Better: it becomes the stored copy.
    case above
    /// Worse: the other stays.
    case below
    /// Equally good: the stored copy stays.
    case same
}
