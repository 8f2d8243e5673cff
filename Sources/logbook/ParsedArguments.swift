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
}
