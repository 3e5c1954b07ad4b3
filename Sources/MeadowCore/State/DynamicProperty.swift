/// A property that the graph updates before evaluating a body, as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {}
