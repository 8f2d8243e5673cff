/// A stored sample chunk could not be decoded: its bytes are damaged or of a version this
/// logbook does not read. Names the run, the chunk and the byte where reading stopped.
public enum SampleChunkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Chunk `chunk` of run `runID` is damaged at byte `byte` (0-based) for `reason`.
    case damaged(runID: Int64, chunk: Int64, byte: Int, reason: String)

    /// A sentence a runner can act on.
    public var description: String {
        switch self {
        case .damaged(let runID, let chunk, let byte, let reason):
            return "the samples of run \(runID) are damaged (chunk \(chunk), byte \(byte): \(reason)); "
                + "`logbook rebuild \(runID) --from-originals` stores them again from the kept file"
        }
    }
}
