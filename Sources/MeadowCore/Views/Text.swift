import Foundation

/// A run of read-only text, as SwiftUI's `Text`: literals and interpolations, with font, weight and colour.
public struct Text: View, PrimitiveView {
    let string: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?

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

    /// This text with the font's weight replaced.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// This text in its font's bold weight.
    public func bold() -> Text {
        fontWeight(.bold)
    }

    /// This text slanted.
    public func italic() -> Text {
        var text = self
        text.isItalic = true
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
        var resolved = font ?? environment.font ?? .body
        if let weight = weight ?? environment.fontWeight {
            resolved = resolved.weight(weight)
        }
        if isItalic { resolved = resolved.italic() }
        let textNode = node.reused { TextNode() }
        let cased: String =
            switch environment.textCase {
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            case nil: string
            }
        textNode.run = TextStyleRun(
            string: cased, font: resolved, lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment)
        textNode.color = (color ?? environment.foregroundColor ?? .primary).resolve(in: environment)
        textNode.minimumScaleFactor = environment.minimumScaleFactor
        textNode.textSystem = context.graph.textSystem
        return textNode
    }
}
