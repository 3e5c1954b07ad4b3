/// The working colour space of an offscreen drawing, as SwiftUI's `ColorRenderingMode` (`drawingGroup`'s
/// `colorMode`).
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB's gamma-encoded values, clamped to 0...1.
    case nonLinear
    /// Linear values, clamped to 0...1.
    case linear
    /// Linear values, not clamped.
    case extendedLinear
}
