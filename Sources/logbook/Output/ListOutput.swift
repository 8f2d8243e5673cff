/// How a command prints a list it has read: one place for the choice between its JSON, the
/// sentence saying there is nothing yet, and its table.
enum ListOutput {
    /// Prints `json()` when `asJSON` (`--json`; an empty list prints as its JSON too), else
    /// `none` when the list `isEmpty`, else `table()`; each is built only when it is printed.
    static func print(asJSON: Bool, isEmpty: Bool, json: () -> JSONValue, none: String, table: () -> String) {
        if asJSON {
            Console.out(json().serialized() + "\n")
        } else if isEmpty {
            Console.line(none)
        } else {
            Console.out(table())
        }
    }
}
