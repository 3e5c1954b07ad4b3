/// Builds a map's content from the `Marker`s a closure lists, with `if`, `if`/`else` and `for` loops, as MapKit's
/// `MapContentBuilder`.
@resultBuilder
@MainActor
public struct MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyMapContent {
        EmptyMapContent()
    }

    public static func buildBlock(_ contents: any MapContent...) -> MapContentGroup {
        MapContentGroup(contents: contents)
    }

    public static func buildIf(_ content: (any MapContent)?) -> MapContentGroup {
        MapContentGroup(contents: content.map { [$0] } ?? [])
    }

    public static func buildEither(first content: any MapContent) -> MapContentGroup {
        MapContentGroup(contents: [content])
    }

    public static func buildEither(second content: any MapContent) -> MapContentGroup {
        MapContentGroup(contents: [content])
    }

    public static func buildArray(_ contents: [any MapContent]) -> MapContentGroup {
        MapContentGroup(contents: contents)
    }
}
