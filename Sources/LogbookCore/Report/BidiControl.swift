/// The characters that reorder the text around them (the Unicode bidirectional controls:
/// marks, embeddings, overrides, isolates). From a file's name or a run's name they would
/// show text reversed (`U+202E`), so the terminal (`TableRenderer.printable`) and the
/// report's pages (`HTMLText`) neutralise the same list.
public enum BidiControl {
    /// True for U+061C, U+200E, U+200F, U+202A–U+202E and U+2066–U+2069.
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
