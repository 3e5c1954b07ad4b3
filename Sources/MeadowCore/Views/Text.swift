import Foundation

/// A run of read-only text, as SwiftUI's `Text`: literals and interpolations, with font, colour and the styling
/// of `Text+Styling.swift`.
public struct Text: View, PrimitiveView {
    let string: String
    var font: Font?
    var color: Color?
    /// What this text's own styling modifiers set; the environment's fill in the rest.
    var modifiers = TextModifiers()

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
        let cased: String =
            switch environment.textCase {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            case nil: string
            }
        var run = TextStyleRun(
            string: cased, font: font ?? environment.font ?? .body, lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment)
        modifiers.over(environment.textModifiers).apply(to: &run, in: environment)
        textNode.run = run
        textNode.color = (color ?? environment.foregroundColor ?? .primary).resolve(in: environment)
        textNode.minimumScaleFactor = environment.minimumScaleFactor
        textNode.textSystem = context.graph.textSystem
        return textNode
    }
}
