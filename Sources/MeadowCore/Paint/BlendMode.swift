/// How a view's colours combine with what is drawn behind it, as SwiftUI's `BlendMode`; set with
/// `blendMode(_:)`.
///
/// The separable and non-separable modes follow the PDF / CSS compositing formulas (Cairo's operators).
/// `plusDarker` has no such operator and draws as `multiply`, which darkens alike but less.
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
