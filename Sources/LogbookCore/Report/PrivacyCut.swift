/// Cuts a route's points out of privacy zones: what `--hide-near` does to maps and the heat map.
public enum PrivacyCut {
    /// `lines` without every point inside any of `zones`: a line is broken where points were
    /// cut (so no drawn stroke crosses a zone from one kept point to the next), and pieces of
    /// fewer than two points are dropped. Returns the pieces and how many points were cut.
    public static func cut(_ lines: [[RoutePoint]], zones: [PrivacyZone]) -> (lines: [[RoutePoint]], removed: Int) {
        guard !zones.isEmpty else { return (lines, 0) }
        var pieces: [[RoutePoint]] = []
        var removed = 0
        for line in lines {
            var piece: [RoutePoint] = []
            for point in line {
                if zones.contains(where: { $0.contains(latitude: point.latitude, longitude: point.longitude) }) {
                    removed += 1
                    if piece.count >= 2 { pieces.append(piece) }
                    piece = []
                } else {
                    piece.append(point)
                }
            }
            if piece.count >= 2 { pieces.append(piece) }
        }
        return (pieces, removed)
    }
}
