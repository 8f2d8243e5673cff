/// A failure that stops the benchmark, with a message for the user.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    /// Creates an error with a message.
    init(_ description: String) {
        self.description = description
    }
}
