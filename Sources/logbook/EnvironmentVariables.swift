/// The environment variables a command reads, looked up by name.
///
/// A short list of pairs instead of a `[String: String]`: the first dictionary of strings a
/// process makes costs the Swift runtime a scan of every protocol conformance in the binary
/// (a quarter of a million instructions and pages all over it) before the command starts.
struct EnvironmentVariables: Sendable {
    /// One set variable.
    struct Variable: Sendable {
        /// Its name, e.g. `HOME`.
        var name: String
        /// Its value (may be empty).
        var value: String
    }

    /// The set variables, in the order they were read.
    private(set) var variables: [Variable]

    /// `variables` as given.
    init(_ variables: [Variable]) {
        self.variables = variables
    }

    /// The variables of a dictionary, by name (for tests and callers that hold one).
    init(_ dictionary: [String: String]) {
        variables = dictionary.keys.sorted().map { Variable(name: $0, value: dictionary[$0] ?? "") }
    }

    /// The value of the variable `name`, or nil when it is unset.
    subscript(name: String) -> String? {
        variables.first { $0.name == name }?.value
    }

    /// The variables as a dictionary.
    var dictionary: [String: String] {
        var result: [String: String] = [:]
        for variable in variables { result[variable.name] = variable.value }
        return result
    }
}
