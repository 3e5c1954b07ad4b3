import Foundation

/// A run of read-only text, as SwiftUI's `Text`: literals and interpolations, with font, colour and the styling
/// of `Text+Styling.swift`.
public struct Text: View, PrimitiveView {
    /// What the text shows: its parts' strings one after another when it joins them.
    let string: String
    /// The texts `+` joined into this one, each styled apart; empty for a text of one string.
    var parts: [Text] = []
    var font: Font?
    var color: Color?
    /// What this text's own styling modifiers set; the environment's fill in the rest.
    var modifiers = TextModifiers()
    /// The label `accessibilityLabel(_:)` on the text gives it in place of its string.
    var spokenLabel: String?

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
        if parts.isEmpty {
            var run = TextStyleRun(
                string: environment.textCase.map { $0.apply(to: string) } ?? string,
                font: font ?? environment.font ?? .body, lineLimit: environment.lineLimit,
                alignment: environment.multilineTextAlignment)
            modifiers.over(environment.textModifiers).apply(to: &run, in: environment)
            textNode.run = run
        } else {
            textNode.run = joinedRun(in: environment)
        }
        textNode.color = (color ?? environment.foregroundColor ?? .primary).resolve(in: environment)
        textNode.minimumScaleFactor = environment.minimumScaleFactor
        textNode.textSystem = context.graph.textSystem
        if let spokenLabel { textNode.accessibilityAttributes.setIfUnset(\.label, spokenLabel) }
        return textNode
    }
}
