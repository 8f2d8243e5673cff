/// Parses a subcommand's arguments against its `CommandSpec`, following
/// swift-argument-parser's conventions and messages.
enum ArgumentParser {
    /// Parses `arguments` (after the subcommand name).
    ///
    /// Accepts `--name value`, `--name=value`, short flags (`-W`), grouped short flags,
    /// `-` as a positional (standard input) and `--` to end options.
    static func parse(_ arguments: [String], spec: CommandSpec) throws -> ParsedArguments {
        var result = ParsedArguments()
        let options = spec.allOptions
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            if argument.hasPrefix("--") {
                var name = String(argument.dropFirst(2))
                var inlineValue: String?
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
                guard let option = options.first(where: { $0.long == name }) else {
                    throw UsageError(message: unknownMessage("--" + name, options: options), command: spec)
                }
                try take(option, inlineValue: inlineValue, arguments: arguments, index: &index, into: &result, spec: spec)
                continue
            }
            // Short options, possibly grouped: -WM, or -d value.
            let letters = Array(argument.dropFirst())
            for (position, letter) in letters.enumerated() {
                guard let option = options.first(where: { $0.short == letter }) else {
                    throw UsageError(message: unknownMessage("-" + String(letter), options: options), command: spec)
                }
                if option.valueName != nil && position != letters.count - 1 {
                    let rest = String(letters[(position + 1)...])
                    try take(option, inlineValue: rest, arguments: arguments, index: &index, into: &result, spec: spec)
                    break
                }
                try take(option, inlineValue: nil, arguments: arguments, index: &index, into: &result, spec: spec)
            }
        }
        return result
    }

    private static func take(
        _ option: OptionSpec, inlineValue: String?, arguments: [String], index: inout Int,
        into result: inout ParsedArguments, spec: CommandSpec
    ) throws {
        guard option.valueName != nil else {
            if inlineValue != nil {
                throw UsageError(message: "The flag '--\(option.long)' does not take a value", command: spec)
            }
            result.flags.insert(option.long)
            return
        }
        if let inlineValue {
            result.values[option.long, default: []].append(inlineValue)
            return
        }
        guard index < arguments.count, !(arguments[index].hasPrefix("-") && arguments[index] != "-" && Double(arguments[index]) == nil) else {
            throw UsageError(message: "Missing value for '\(option.usageText)'", command: spec)
        }
        result.values[option.long, default: []].append(arguments[index])
        index += 1
    }

    /// `Unknown option '--foo'. Did you mean '--bar'?` (the suggestion only when close).
    static func unknownMessage(_ given: String, options: [OptionSpec]) -> String {
        let candidates = options.map { "--" + $0.long }
        let best = candidates.map { ($0, editDistance(given, $0)) }.min { $0.1 < $1.1 }
        if let best, best.1 <= max(2, given.count / 3) {
            return "Unknown option '\(given)'. Did you mean '\(best.0)'?"
        }
        return "Unknown option '\(given)'"
    }

    /// Levenshtein distance between two strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
