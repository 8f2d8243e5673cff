/// One file `logbook export` writes: its name in the output folder and how to write its text,
/// piece by piece, so that a run of millions of samples is never one string in memory.
public struct ExportedFile {
    /// The file name (`ExportFileName`).
    public var name: String
    /// The run it holds.
    public var runID: Int64?
    /// Writes the text to its argument, in pieces, in order; rethrows what that threw.
    public var write: (_ out: (String) throws -> Void) throws -> Void

    /// Creates a file written by `write`.
    public init(name: String, runID: Int64?, write: @escaping (_ out: (String) throws -> Void) throws -> Void) {
        self.name = name
        self.runID = runID
        self.write = write
    }

    /// Creates a file of `text`, whole.
    public init(name: String, runID: Int64?, text: String) {
        self.init(name: name, runID: runID) { out in try out(text) }
    }

    /// The whole text (the tests'; a long run's is large).
    public func text() throws -> String {
        var text = ""
        try write { text += $0 }
        return text
    }
}
