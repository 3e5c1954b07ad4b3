/// The destinations `navigationDestination(for:destination:)` declares, keyed by the type of value they show: what
/// a navigation stack makes a pushed value's screen with.
///
/// They flow up through preferences, so a declaration anywhere in a screen serves the screens pushed above it, as
/// in SwiftUI; a later declaration for the same type replaces an earlier one.
struct NavigationDestinationsKey: PreferenceKey {
    typealias Value = [ObjectIdentifier: (AnyHashable) -> AnyView?]

    static var defaultValue: Value { [:] }

    static func reduce(value: inout Value, nextValue: () -> Value) {
        value.merge(nextValue()) { _, next in next }
    }
}
