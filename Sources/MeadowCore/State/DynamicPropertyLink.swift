/// A property wrapper whose storage the graph connects before it evaluates a body (`@State`, `@Environment`).
@MainActor
protocol DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues)
}
