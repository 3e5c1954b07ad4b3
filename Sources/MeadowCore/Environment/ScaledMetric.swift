/// A value that grows and shrinks with the Dynamic Type size, as SwiftUI's `@ScaledMetric`: at the default `large`
/// size it is the value the view declares, at another it is that value in the proportion its text style's size
/// changes (body unless told), so a spacing or an icon keeps its relation to the text beside it.
///
/// The proportion is the style's size at the environment's `dynamicTypeSize` over its size at `large`, from
/// Apple's Dynamic Type table (`@ScaledMetric(relativeTo: .body) var spacing = 17.0` is 53 at `accessibility5`).
@MainActor
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let storage = EnvironmentStorage()

    /// A value scaled as `textStyle`'s text is.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A value scaled as body text is.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The value at the view's Dynamic Type size.
    public var wrappedValue: Value {
        baseValue * Value(textStyle.scale(at: storage.values.dynamicTypeSize))
    }
}

extension ScaledMetric: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        storage.values = environment
    }
}
