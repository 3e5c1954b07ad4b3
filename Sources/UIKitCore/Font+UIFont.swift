import MeadowCore

extension Font {
    /// The font of a `UIFont`, as SwiftUI's `Font(_:)` taking a platform font: a text-style font stays that
    /// text style (so `bold()` picks the style's emphasized weight); any other is the system font at its size and
    /// nearest weight.
    public init(_ font: UIFont) {
        if let style = font.textStyle?.fontTextStyle {
            self = .system(style)
        } else {
            self = .system(size: font.pointSize, weight: font.weight.fontWeight)
        }
    }
}

extension UIFont.Weight {
    /// SwiftUI's weight nearest to this one.
    var fontWeight: Font.Weight {
        let weights: [(UIFont.Weight, Font.Weight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]
        return weights.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }?.1 ?? .regular
    }
}
