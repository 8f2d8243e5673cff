/// One file `logbook export` writes: its name in the output folder and its text.
public struct ExportedFile: Sendable, Equatable {
    /// The file name (`ExportFileName`).
    public var name: String
    /// The run it holds.
    public var runID: Int64?
    /// The text.
    public var text: String

    /// Creates a file.
    public init(name: String, runID: Int64?, text: String) {
        self.name = name
        self.runID = runID
        self.text = text
    }
}
