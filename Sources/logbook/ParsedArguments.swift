/// The options, flags and positional arguments found on a command line.
struct ParsedArguments: Sendable {
    /// Option values by long name, in the order given (an option may repeat).
    var values: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []
    /// Positional arguments, in order.
    var positionals: [String] = []

    /// The last value of an option, if given.
    func value(_ long: String) -> String? { values[long]?.last }

    /// True when the flag was given.
    func flag(_ long: String) -> Bool { flags.contains(long) }

    /// The one positional argument, a run id of at least `minimum`; a usage error of
    /// `command` when it is missing, followed by another, or not such a number.
    func singleRunID(command: CommandSpec, minimum: Int64 = 1) throws -> Int64 {
        guard let first = positionals.first else {
            throw UsageError(message: "Missing expected argument '<id>'", command: command)
        }
        if positionals.count > 1 {
            throw UsageError(message: "Unexpected argument '\(positionals[1])'", command: command)
        }
        return try Self.runID(first, command: command, minimum: minimum)
    }

    /// `text` as a run id of at least `minimum`, else a usage error of `command`.
    static func runID(_ text: String, command: CommandSpec, minimum: Int64 = 1) throws -> Int64 {
        guard let id = Int64(text), id >= minimum else {
            throw UsageError(message: "The value '\(text)' is invalid for '<id>': expected a run id (a whole number)", command: command)
        }
        return id
    }
}
