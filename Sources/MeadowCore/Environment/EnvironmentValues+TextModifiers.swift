import Foundation

private struct TextModifiersKey: EnvironmentKey { static let defaultValue = TextModifiers() }

extension EnvironmentValues {
    /// The styling the iOS 16 `View` versions of `Text`'s modifiers set for every `Text` in a view.
    var textModifiers: TextModifiers {
        get { self[TextModifiersKey.self] }
        set { self[TextModifiersKey.self] = newValue }
    }

    /// A weight that overrides the font's, as set by `fontWeight(_:)` or `bold()` (`nil`: the font's own).
    public var fontWeight: Font.Weight? {
        get { textModifiers.weight ?? nil }
        set { textModifiers.weight = .some(newValue) }
    }
}

/// SwiftUI's iOS 16 `View` versions of `Text`'s styling modifiers: each applies to every `Text` inside the view
/// that does not set it itself, an inner setting winning over an outer one.
extension View {
    private func textModifiers(_ change: @escaping (inout TextModifiers) -> Void) -> some View {
        modifier(EnvironmentModifier { change(&$0.textModifiers) })
    }

    /// Sets the weight of text in this view (`nil`: each font's own), as SwiftUI's `fontWeight(_:)`.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        textModifiers { $0.weight = .some(weight) }
    }

    /// Sets text in this view in the bold weight when `isActive`, else in each font's own, as SwiftUI's `bold(_:)`.
    public func bold(_ isActive: Bool = true) -> some View {
        fontWeight(isActive ? .bold : nil)
    }

    /// Slants text in this view when `isActive`, else sets it upright, as SwiftUI's `italic(_:)`.
    public func italic(_ isActive: Bool = true) -> some View {
        textModifiers { $0.isItalic = isActive }
    }

    /// Sets text in this view in the system font of `design` (`nil`: each font's own), as SwiftUI's
    /// `fontDesign(_:)`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        textModifiers { $0.design = .some(design) }
    }

    /// Sets text in this view in the font width `width` (`nil`: each font's own), as SwiftUI's `fontWidth(_:)`.
    public func fontWidth(_ width: Font.Width?) -> some View {
        textModifiers { $0.width = .some(width) }
    }

    /// Sets text in this view in the monospaced design when `isActive`, as SwiftUI's `monospaced(_:)`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        textModifiers { $0.isMonospaced = isActive }
    }

    /// Sets every digit of text in this view as wide as the others, as SwiftUI's `monospacedDigit()`.
    public func monospacedDigit() -> some View {
        textModifiers { $0.hasMonospacedDigits = true }
    }

    /// Draws a line of `pattern` through text in this view when `isActive`, in `color` (`nil`: each text's), as
    /// SwiftUI's `strikethrough(_:pattern:color:)`.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        textModifiers { $0.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// Draws a line of `pattern` under text in this view when `isActive`, in `color` (`nil`: each text's), as
    /// SwiftUI's `underline(_:pattern:color:)`.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View {
        textModifiers { $0.underline = .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// Adds `kerning` points after each character of text in this view, as SwiftUI's `kerning(_:)`.
    public func kerning(_ kerning: CGFloat) -> some View {
        textModifiers { $0.kerning = kerning }
    }

    /// Adds `tracking` points after each character of text in this view, as SwiftUI's `tracking(_:)`.
    public func tracking(_ tracking: CGFloat) -> some View {
        textModifiers { $0.tracking = tracking }
    }

    /// Raises text in this view `baselineOffset` points above its baseline, as SwiftUI's `baselineOffset(_:)`.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        textModifiers { $0.baselineOffset = baselineOffset }
    }
}
