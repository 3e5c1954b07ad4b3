import Foundation

/// SwiftUI's `Text` modifiers that return `Text`: a text's own settings win over those of its environment.
extension Text {
    private func with(_ change: (inout TextModifiers) -> Void) -> Text {
        var text = self
        change(&text.modifiers)
        return text
    }

    /// This text painted in `style`, as SwiftUI's iOS 17 `foregroundStyle(_:)` on `Text`, which returns `Text`: an
    /// extension that styles a `Text` and returns one, or `Text + Text` of styled parts, compiles with it. The style
    /// resolves where the text is drawn (`.secondary` and `.tint` from its environment). Where no `Text` is asked
    /// for, the view modifier of the same name is chosen, as it paints a gradient across the glyphs; this one paints
    /// a gradient in the one colour it resolves to.
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        if let color = style as? Color { return foregroundColor(color) }
        if let hashable = style as? any ShapeStyle & Hashable {
            return foregroundColor(Color(storage: .custom(Color.CustomColor(style: hashable))))
        }
        return foregroundColor(Color(storage: .custom(Color.CustomColor(style: TextStyleBox(style: style)))))
    }

    /// This text with the font's weight replaced (`nil`: the font's own), as SwiftUI's `fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        with { $0.weight = .some(weight) }
    }

    /// This text in the bold weight, as SwiftUI's `bold()`.
    public func bold() -> Text {
        fontWeight(.bold)
    }

    /// This text in the bold weight when `isActive`, else in its font's own, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool) -> Text {
        fontWeight(isActive ? .bold : nil)
    }

    /// This text slanted, as SwiftUI's `italic()`.
    public func italic() -> Text {
        italic(true)
    }

    /// This text slanted when `isActive`, else upright, as SwiftUI's `italic(_:)`.
    public func italic(_ isActive: Bool) -> Text {
        with { $0.isItalic = isActive }
    }

    /// This text in the system font of `design` (`nil`: the font's own), as SwiftUI's `fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> Text {
        with { $0.design = .some(design) }
    }

    /// This text in the font's width `width` (`nil`: the font's own), as SwiftUI's `fontWidth(_:)`.
    public func fontWidth(_ width: Font.Width?) -> Text {
        with { $0.width = .some(width) }
    }

    /// This text in the monospaced design when `isActive`, as SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> Text {
        with { $0.isMonospaced = isActive }
    }

    /// This text with every digit as wide as the others, as SwiftUI's `monospacedDigit()`.
    public func monospacedDigit() -> Text {
        with { $0.hasMonospacedDigits = true }
    }

    /// This text with a line through it when `isActive`, in `color` (`nil`: the text's), as SwiftUI's
    /// `strikethrough(_:color:)`.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        strikethrough(isActive, pattern: .solid, color: color)
    }

    /// This text with a line of `pattern` through it when `isActive`, as SwiftUI's `strikethrough(_:pattern:color:)`.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// This text with a line under it when `isActive`, in `color` (`nil`: the text's), as SwiftUI's
    /// `underline(_:color:)`.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        underline(isActive, pattern: .solid, color: color)
    }

    /// This text with a line of `pattern` under it when `isActive`, as SwiftUI's `underline(_:pattern:color:)`.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// This text with `kerning` points after each character, as SwiftUI's `kerning(_:)`: after the last too, so a
    /// negative value crops it (0: the font's own spacing).
    public func kerning(_ kerning: CGFloat) -> Text {
        with { $0.kerning = kerning }
    }

    /// This text with `tracking` points after each character, as SwiftUI's `tracking(_:)`, which counts it as
    /// trailing space (0: none).
    public func tracking(_ tracking: CGFloat) -> Text {
        with { $0.tracking = tracking }
    }

    /// This text raised `baselineOffset` points above its baseline (negative: lowered), as SwiftUI's
    /// `baselineOffset(_:)`; its line grows to hold it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        with { $0.baselineOffset = baselineOffset }
    }
}

/// A shape style that is not `Hashable`, given an identity so a text's colour can hold it: equal only to itself.
private struct TextStyleBox: ShapeStyle, Hashable {
    let style: any ShapeStyle
    let identity = UUID()

    func resolveColor(in environment: EnvironmentValues) -> RGBA { style.resolveColor(in: environment) }

    static func == (lhs: TextStyleBox, rhs: TextStyleBox) -> Bool { lhs.identity == rhs.identity }

    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
