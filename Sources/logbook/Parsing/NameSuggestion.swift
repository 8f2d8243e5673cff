/// The `Did you mean ...?` part of messages about unknown names, by edit distance.
enum NameSuggestion {
    /// `Unknown option '--foo'. Did you mean '--bar'?`; a short name never gets a suggestion,
    /// a long one only when a long name is fewer than four edits away (swift-argument-parser's rule).
    static func unknownOption(_ given: String, among declarations: [ArgumentDeclaration]) -> String {
        let longNames = declarations.compactMap { $0.long.map { "--" + $0 } } + ["--help"]
        guard given.hasPrefix("--"), let best = nearest(given, among: longNames, below: 4) else {
            return "Unknown option '\(given)'"
        }
        return "Unknown option '\(given)'. Did you mean '\(best)'?"
    }

    /// The candidate nearest to `given`, when it is fewer than `limit` edits away.
    static func nearest(_ given: String, among candidates: [String], below limit: Int) -> String? {
        let scored = candidates.map { ($0, editDistance(given, $0)) }.filter { $0.1 < limit }
        return scored.min { $0.1 < $1.1 }?.0
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
