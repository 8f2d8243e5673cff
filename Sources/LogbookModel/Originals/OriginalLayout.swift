/// How a kept original's bytes were rewritten before they were compressed: the `layout` of
/// its `kept_originals` row (migration 0025); no layout (NULL) is the bytes as they are.
public enum OriginalLayout: String, Sendable, Equatable {
    /// Its runs of digits moved out of the text into columns of differences (`DigitColumns`).
    case digitColumns = "digit-columns"
}
