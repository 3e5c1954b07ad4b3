import Foundation

/// A run of read-only text, as SwiftUI's `Text`: literals and interpolations, with font, colour and the styling
/// of `Text+Styling.swift`.
public struct Text: View, PrimitiveView, Equatable {
    /// What the text shows: its parts' strings one after another when it joins them.
    let string: String
    var font: Font?
    var color: Color?
    /// The joined parts and styling settings, which most texts have none of: kept behind one reference so that a
    /// plain text (a string, perhaps a font and a colour) stays small, as view bodies copy their texts often.
    private var styling: Styling?

    /// The texts `+` joined into this one, each styled apart; empty for a text of one string.
    var parts: [Text] {
        get { styling?.parts ?? [] }
        set { styling = Styling(parts: newValue, modifiers: modifiers, spokenLabel: spokenLabel) }
    }

    /// What this text's own styling modifiers set; the environment's fill in the rest.
    var modifiers: TextModifiers {
        get { styling?.modifiers ?? TextModifiers() }
        set { styling = Styling(parts: parts, modifiers: newValue, spokenLabel: spokenLabel) }
    }

    /// The label `accessibilityLabel(_:)` on the text gives it in place of its string.
    var spokenLabel: String? {
        get { styling?.spokenLabel }
        set { styling = Styling(parts: parts, modifiers: modifiers, spokenLabel: newValue) }
    }

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
            string: environment.textCase.map { $0.apply(to: string) } ?? string,
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
    /// What a `Text` holds beyond its string, font and colour (its parts, styling and spoken label); never changed
    /// once made (a change makes another).
    /// Two are equal when what they hold is, as texts compare by what they show.
    private final class Styling: Equatable, Sendable {
        let parts: [Text]
        let modifiers: TextModifiers
        let spokenLabel: String?

        init(parts: [Text], modifiers: TextModifiers, spokenLabel: String?) {
            self.parts = parts
            self.modifiers = modifiers
            self.spokenLabel = spokenLabel
        }

        static func == (lhs: Styling, rhs: Styling) -> Bool {
            lhs === rhs
                || (lhs.modifiers == rhs.modifiers && lhs.parts == rhs.parts && lhs.spokenLabel == rhs.spokenLabel)
        }
    }
}
