import Foundation

/// The styling SwiftUI's `Text` modifiers ask for (`bold()`, `italic()`, `strikethrough()`, `kerning(_:)`...),
/// set on one `Text` or, through the environment, on every `Text` in a view (their iOS 16 `View` versions).
///
/// Each is `nil` until set; a `Text`'s own setting wins over its environment's, and an inner view's over an
/// outer one's, so `bold(false)` or `strikethrough(false)` undoes one set further out. A setting that can be
/// undone is doubly optional: `.some(nil)` is the font's own weight or design, or no line.
struct TextModifiers: Hashable, Sendable {
    /// `bold()` is the bold weight, `bold(false)` the font's own.
    var weight: Font.Weight??
    var isItalic: Bool?
    var design: Font.Design??
    /// `fontWidth(_:)`: `.some(nil)` is the font's own width.
    var width: Font.Width??
    var isMonospaced: Bool?
    var hasMonospacedDigits: Bool?
    var strikethrough: Text.LineStyle??
    var underline: Text.LineStyle??
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?

    /// These settings, with what they leave unset taken from `outer`.
    func over(_ outer: TextModifiers) -> TextModifiers {
        TextModifiers(
            weight: weight ?? outer.weight, isItalic: isItalic ?? outer.isItalic,
            design: design ?? outer.design, width: width ?? outer.width, isMonospaced: isMonospaced ?? outer.isMonospaced,
            hasMonospacedDigits: hasMonospacedDigits ?? outer.hasMonospacedDigits,
            strikethrough: strikethrough ?? outer.strikethrough, underline: underline ?? outer.underline,
            kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
            baselineOffset: baselineOffset ?? outer.baselineOffset)
    }

    /// `font` as these settings change it; monospaced wins over a design.
    func apply(to font: Font) -> Font {
        var font = font
        if case .some(.some(let weight)) = weight { font.weight = weight }
        if let isItalic { font.isItalic = isItalic }
        if case .some(.some(let design)) = design { font.design = design }
        if case .some(.some(let width)) = width { font.width = width }
        if isMonospaced == true { font.design = .monospaced }
        if hasMonospacedDigits == true { font.hasMonospacedDigits = true }
        return font
    }

    /// `run` with these settings' lines and spacing, a line without a colour of its own in `environment`'s.
    func apply(to run: inout TextStyleRun, in environment: EnvironmentValues) {
        run.font = apply(to: run.font)
        func line(_ style: Text.LineStyle??) -> TextDecorationLine? {
            guard case .some(.some(let style)) = style else { return nil }
            return TextDecorationLine(pattern: style.pattern, color: style.color?.resolve(in: environment))
        }
        run.strikethrough = line(strikethrough)
        run.underline = line(underline)
        run.characterSpacing = (kerning ?? 0) + (tracking ?? 0)
        run.baselineOffset = baselineOffset ?? 0
    }
}
