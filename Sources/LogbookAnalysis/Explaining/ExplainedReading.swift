/// One input a rule read, by its stored name (`device_distance_m`) and value.
public struct ExplainedReading: Sendable, Equatable {
    /// The stored name of the input.
    public var name: String
    /// What it held.
    public var value: ExplainedValue

    /// Creates a reading.
    public init(_ name: String, _ value: ExplainedValue) {
        self.name = name
        self.value = value
    }
}
