import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct ForegroundIsTintKey: EnvironmentKey { static let defaultValue = false }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue: TextAlignment = .leading }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    /// The default font of text in this environment (`nil`: body).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text and symbols, as set by `foregroundColor(_:)` (`nil`: primary).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set {
            self[ForegroundColorKey.self] = newValue
            foregroundIsTint = false
            foregroundLevels = []
        }
    }

    /// Whether `foregroundColor` is a button's tint, not a colour the view set: SwiftUI tints a button's label
    /// without making the tint its foreground style, so `.foregroundStyle(.primary)` inside one is the label colour.
    var foregroundIsTint: Bool {
        get { self[ForegroundIsTintKey.self] }
        set { self[ForegroundIsTintKey.self] = newValue }
    }

    /// The most lines text may use (`nil`: unlimited).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// How far text may shrink to fit, in 0...1 (1: never shrinks).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The points between one line of text and the next, as `lineSpacing(_:)` sets them (0: as the font sets
    /// its lines).
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How the lines of multiline text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The case text is shown in, as set by `textCase(_:)` (`nil`: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}
