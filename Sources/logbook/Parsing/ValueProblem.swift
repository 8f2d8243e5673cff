/// Why a given value was refused while parsing.
enum ValueProblem: Error, Sendable {
    /// Shown as `The value 'x' is invalid for '--units <km|mi>': expected <what>`.
    case expected(String)
    /// Shown as the message itself (`Unknown time zone 'Mars/Olympus'; ...`).
    case message(String)

    /// The message for `value` given to `declaration`.
    func message(value: String, declaration: ArgumentDeclaration) -> String {
        switch self {
        case .expected(let what): "The value '\(value)' is invalid for '\(declaration.usageText)': expected \(what)"
        case .message(let text): text
        }
    }
}
