/// Builds a map's content from the `Marker`s a closure lists, with `if`, `if`/`else` and `for` loops, as MapKit's
/// `MapContentBuilder`.
@resultBuilder
@MainActor
public struct MapContentBuilder {
    /// A marker or other content as it is.
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content {
        content
    }

    /// An empty closure: no content.
    public static func buildBlock() -> EmptyMapContent {
        EmptyMapContent()
    }

    /// The content a closure lists, in order.
    public static func buildBlock(_ contents: any MapContent...) -> MapContentGroup {
        MapContentGroup(contents: contents)
    }

    /// The content of an `if` without `else`, when its condition holds.
    public static func buildIf(_ content: (any MapContent)?) -> MapContentGroup {
        MapContentGroup(contents: content.map { [$0] } ?? [])
    }

    /// The content of an `if` branch.
    public static func buildEither(first content: any MapContent) -> MapContentGroup {
        MapContentGroup(contents: [content])
    }

    /// The content of an `else` branch.
    public static func buildEither(second content: any MapContent) -> MapContentGroup {
        MapContentGroup(contents: [content])
    }

    /// The content of every pass of a `for` loop.
    public static func buildArray(_ contents: [any MapContent]) -> MapContentGroup {
        MapContentGroup(contents: contents)
    }
}
