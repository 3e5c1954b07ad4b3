/// A structure of the app's own that conforms to `DynamicProperty` and holds dynamic properties
/// (`@Environment`, `@State`, `@StateObject`…), as SwiftUI links them: each is linked to the view's node in turn,
/// as if the view declared it, so a custom property wrapper built from SwiftUI's reads the environment and keeps
/// state (SwiftUI's own `@FetchRequest` is one).
struct NestedDynamicProperties: DynamicPropertyLink {
    let properties: [any DynamicPropertyLink]

    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        for property in properties { property.link(to: node, slot: &slot, environment: environment) }
    }
}
