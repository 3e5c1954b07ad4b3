import Foundation

/// A font, as SwiftUI's `Font`: a Dynamic Type text style, a system font of a size, weight and design, or a font
/// family the app names.
///
/// Text styles hold the iOS sizes and weights of the Large (default) content size, and a text (or field, or
/// symbol) drawn in one takes the size of the environment's `dynamicTypeSize` (`sized(for:)`); Inter stands in for
/// San Francisco.
public struct Font: Hashable, Sendable {
    var size: CGFloat
    var weight: Weight
    var design: Design
    /// The width `width(_:)` sets (standard unless told).
    var width = Width.standard
    var isItalic = false
    /// The family `custom(_:size:)` names (`nil`: the system font of `design`).
    var familyName: String?
    /// Whether digits are set at one width, as `monospacedDigit()` asks.
    var hasMonospacedDigits = false
    var leading = Leading.standard
    /// The weight that `bold()` (and `fontWeight(.bold)` on a text style) uses.
    var emphasizedWeight: Weight
    /// The text style whose Dynamic Type sizes the font follows; nil for a font of a fixed size.
    var textStyle: TextStyle?

    /// A Dynamic Type text style, as SwiftUI's `Font.TextStyle`.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// A font weight, as SwiftUI's `Font.Weight`.
    public struct Weight: Hashable, Sendable {
        /// The CSS/OpenType weight, 100 (thin) to 900 (black).
        public let value: Int

        public static let ultraLight = Weight(value: 200)
        public static let thin = Weight(value: 100)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A line spacing adjustment, as SwiftUI's `Font.Leading`: iOS takes 2 points from each line for `tight` and
    /// adds 2 for `loose` (UIKit's `traitTightLeading` and `traitLooseLeading`).
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose

        /// How much taller each line is than at the standard leading.
        var lineHeightAdjustment: CGFloat {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// A font design, as SwiftUI's `Font.Design`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The style's font at the iOS Large content size (HIG Dynamic Type table).
    public init(style: TextStyle, design: Design = .default) {
        let (size, weight, emphasized): (CGFloat, Weight, Weight) =
            switch style {
            case .largeTitle: (34, .regular, .bold)
            case .title: (28, .regular, .bold)
            case .title2: (22, .regular, .bold)
            case .title3: (20, .regular, .semibold)
            case .headline: (17, .semibold, .semibold)
            case .body: (17, .regular, .semibold)
            case .callout: (16, .regular, .semibold)
            case .subheadline: (15, .regular, .semibold)
            case .footnote: (13, .regular, .semibold)
            case .caption: (12, .regular, .semibold)
            case .caption2: (11, .regular, .semibold)
            }
        self.init(size: size, weight: weight, design: design, emphasizedWeight: emphasized)
        textStyle = style
    }

    /// A size that is negative or not finite is taken as 0, so text never measures negative or infinite.
    init(size: CGFloat, weight: Weight, design: Design, emphasizedWeight: Weight) {
        self.size = size.isFinite ? Swift.max(size, 0) : 0
        self.weight = weight
        self.design = design
        self.emphasizedWeight = emphasizedWeight
    }

    /// The system font at `size` points, as SwiftUI's `system(size:weight:design:)`: regular and of the default
    /// design unless told.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default, emphasizedWeight: .bold)
    }

    /// The system font for a text style, as SwiftUI's `system(_:design:weight:)`: the style's own weight unless
    /// told.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = Font(style: style, design: design ?? .default)
        return weight.map { font.weight($0) } ?? font
    }

    /// The font family `name` at `size` points, as SwiftUI's `custom(_:size:)`, which scales it with Dynamic Type
    /// as the body style; at the default size it is `size`. A family the system lacks is drawn in the system font.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// The font family `name` at `size` points, scaled with Dynamic Type as `textStyle`, as SwiftUI's
    /// `custom(_:size:relativeTo:)`; at the default size it is `size`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = custom(name, fixedSize: size)
        font.textStyle = textStyle
        return font
    }

    /// The font family `name` at `fixedSize` points whatever the Dynamic Type size, as SwiftUI's
    /// `custom(_:fixedSize:)`.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        var font = Font(size: fixedSize, weight: .regular, design: .default, emphasizedWeight: .bold)
        font.familyName = name
        return font
    }

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font in its bold weight.
    public func bold() -> Font { weight(emphasizedWeight) }

    /// This font slanted.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font set at one width for every character, as SwiftUI's `monospaced()`: the system font's monospaced
    /// design (a custom family keeps its own).
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// This font with every digit as wide as the others, as SwiftUI's `monospacedDigit()`, so changing numbers
    /// keep their width.
    public func monospacedDigit() -> Font {
        var font = self
        font.hasMonospacedDigits = true
        return font
    }

    /// This font with its lines spaced by `leading`, as SwiftUI's `leading(_:)`.
    public func leading(_ leading: Leading) -> Font {
        var font = self
        font.leading = leading
        return font
    }

    /// This font scaled by `factor`, as `minimumScaleFactor` shrinks text.
    func scaled(by factor: CGFloat) -> Font {
        var font = self
        font.size *= factor
        return font
    }
}
