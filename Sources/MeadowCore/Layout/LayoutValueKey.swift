/// A key for a value a view hands to the `Layout` that arranges it, as SwiftUI's `LayoutValueKey`.
///
/// Set the value with `layoutValue(key:value:)`; a layout reads it with `subviews[i][Key.self]`, which gives
/// `defaultValue` for a view that sets none.
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// The trait that carries a `LayoutValueKey`'s value: like `layoutPriority`, it stays with the view through the
/// modifiers applied after it.
enum LayoutValueTraitKey<Key: LayoutValueKey>: ViewTraitKey {
    static var defaultValue: Key.Value { Key.defaultValue }
}

extension View {
    /// Gives the view a value that its containing `Layout` reads through `LayoutSubview`'s subscript.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(ViewTraitModifier<LayoutValueTraitKey<K>>(value: value))
    }
}
