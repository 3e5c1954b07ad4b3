import Foundation

/// A run of read-only text, as SwiftUI's `Text`: literals and interpolations, with font, colour and the styling
/// of `Text+Styling.swift`.
public struct Text: View, PrimitiveView, Equatable {
    /// What the text shows: its parts' strings one after another when it joins them; for a value the environment
    /// writes (`Text(_:format:)`), the value written for the user's locale (`string(in:)` writes it for the
    /// environment the text is in).
    let string: String
    var font: Font?
    var color: Color?
    /// The joined parts, styling settings and formatted value, which most texts have none of: kept behind one
    /// reference so that a plain text (a string, perhaps a font and a colour) stays small, as view bodies copy
    /// their texts often.
    private var styling: Styling?

    /// The texts `+` joined into this one, each styled apart; empty for a text of one string.
    var parts: [Text] {
        get { styling?.parts ?? [] }
        set { styling = Styling(parts: newValue, modifiers: modifiers, spokenLabel: spokenLabel, value: value) }
    }

    /// What this text's own styling modifiers set; the environment's fill in the rest.
    var modifiers: TextModifiers {
        get { styling?.modifiers ?? TextModifiers() }
        set { styling = Styling(parts: parts, modifiers: newValue, spokenLabel: spokenLabel, value: value) }
    }

    /// The label `accessibilityLabel(_:)` on the text gives it in place of its string.
    var spokenLabel: String? {
        get { styling?.spokenLabel }
        set { styling = Styling(parts: parts, modifiers: modifiers, spokenLabel: newValue, value: value) }
    }

    /// The value the environment writes, when the text shows one (`Text(_:format:)`, `Text(_:style:)`).
    private var value: (any EnvironmentFormattedValue)? { styling?.value }

    /// Text from a string value, shown verbatim, as SwiftUI's `init(_:)` for a `StringProtocol` value: a `String`
    /// variable is not looked up, a string literal is (`init(_:tableName:bundle:comment:)`): this overload is
    /// disfavoured, as in SwiftUI, so a literal takes the key's.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// Text shown verbatim.
    public init(verbatim content: String) {
        string = content
    }

    /// Text showing `value`, written for the environment it is shown in.
    init(formatted value: any EnvironmentFormattedValue) {
        string = value.string(in: EnvironmentValues())
        styling = Styling(parts: [], modifiers: TextModifiers(), spokenLabel: nil, value: value)
    }

    /// What the text shows in `environment`: its value written for it, else its string.
    func string(in environment: EnvironmentValues) -> String {
        value?.string(in: environment) ?? string
    }

    public typealias Body = Never

    /// This text in `font`.
    public func font(_ font: Font?) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// This text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        var text = self
        text.color = color
        return text
    }

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let environment = context.environment
        let textNode = node.reused { TextNode() }
        textNode.show(run(in: environment), transition: environment.contentTransition)
        textNode.color = resolvedColor(in: environment)
        textNode.gradient = color == nil ? environment.foregroundGradient.map { ($0, $0.resolvedStops(in: environment)) } : nil
        textNode.minimumScaleFactor = environment.minimumScaleFactor
        textNode.allowsTightening = environment.allowsTightening
        textNode.reservedLines = environment.reservedLineCount
        textNode.isRedacted = environment.isRedacted
        textNode.textSystem = context.graph.textSystem
        if let spokenLabel { textNode.accessibilityAttributes.setIfUnset(\.label, spokenLabel) }
        return textNode
    }

    /// The text styled by its own modifiers and, for what they leave, by `environment`, at the environment's
    /// Dynamic Type size.
    func run(in environment: EnvironmentValues) -> TextStyleRun {
        guard parts.isEmpty else { return joinedRun(in: environment).sized(for: environment.dynamicTypeSize) }
        var run = TextStyleRun(
            string: environment.textCase.map { $0.apply(to: string(in: environment)) } ?? string(in: environment),
            font: font ?? environment.font ?? .body, lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment)
        run.lineSpacing = environment.lineSpacing
        run.truncationMode = environment.truncationMode
        let inherited = environment.textModifiers
        if styling != nil || inherited != TextModifiers() {
            modifiers.over(inherited).apply(to: &run, in: environment)
        }
        return run.sized(for: environment.dynamicTypeSize)
    }

    /// The colour the text is drawn in: its own, else the environment's foreground colour.
    func resolvedColor(in environment: EnvironmentValues) -> RGBA {
        (color ?? environment.foregroundColor ?? .primary).resolve(in: environment)
    }
}

extension Text {
    /// What a `Text` holds beyond its string, font and colour (its parts, styling, spoken label and the value the
    /// environment writes); never changed once made (a change makes another).
    /// Two are equal when what they hold is, as texts compare by what they show.
    private final class Styling: Equatable, Sendable {
        let parts: [Text]
        let modifiers: TextModifiers
        let spokenLabel: String?
        let value: (any EnvironmentFormattedValue)?

        init(parts: [Text], modifiers: TextModifiers, spokenLabel: String?, value: (any EnvironmentFormattedValue)?) {
            self.parts = parts
            self.modifiers = modifiers
            self.spokenLabel = spokenLabel
            self.value = value
        }

        static func == (lhs: Styling, rhs: Styling) -> Bool {
            guard lhs !== rhs else { return true }
            let sameValue = lhs.value.map { value in rhs.value.map(value.isEqual(to:)) ?? false } ?? (rhs.value == nil)
            return sameValue && lhs.modifiers == rhs.modifiers && lhs.parts == rhs.parts && lhs.spokenLabel == rhs.spokenLabel
        }
    }
}
