/// No content: what a map made without a content closure shows over its base map.
public struct EmptyMapContent: MapContent {
    /// No content.
    public init() {}
}
