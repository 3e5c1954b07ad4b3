/// A value that follows where a screen reader's focus is, as SwiftUI's `@AccessibilityFocusState` (iOS 15).
///
/// Views bound to the state with `accessibilityFocused(_:equals:)` or `accessibilityFocused(_:)` set it: while
/// the screen reader's focus is on one of them the value is that view's value, else `nil` (or `false`). Writing a
/// view's value moves the reader's focus to that view's element on the next update, as setting it moves
/// VoiceOver's cursor on iOS: the element becomes the focused one and the accessibility bridge sends AT-SPI's
/// focus event, which Orca follows and speaks. Writing `nil` (or `false`) gives the reader's focus back to
/// keyboard focus. AT-SPI has no focus of a screen reader's own beside keyboard focus, so a screen reader moving
/// focus (`Component.GrabFocus`, Tab) moves keyboard focus, and the reader's focus with it (`AccessibilityFocus`).
@MainActor
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private let location: FocusStateLocation<Value>

    /// A Boolean state: `true` while the screen reader's focus is on a view bound with `accessibilityFocused(_:)`.
    public init() where Value == Bool {
        location = FocusStateLocation(empty: false, follows: .screenReader)
    }

    /// An optional state: the value of the view bound with `accessibilityFocused(_:equals:)` that the screen
    /// reader's focus is on, else `nil`.
    public init<T: Hashable>() where Value == T? {
        location = FocusStateLocation(empty: nil, follows: .screenReader)
    }

    /// A Boolean state for the screen reader's focus of `technologies`; all follow the one focus AT-SPI has.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool {
        self.init()
    }

    /// An optional state for the screen reader's focus of `technologies`; all follow the one focus AT-SPI has.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
        self.init()
    }

    /// Where the screen reader's focus is, as this state's value; writing it moves that focus.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.request(newValue) }
    }

    /// A binding to the state, for `accessibilityFocused(_:equals:)` and to pass down to other views, as `$focus`.
    public var projectedValue: Binding {
        Binding(box: location.box)
    }

    /// An accessibility focus state handed to another view, as SwiftUI's `AccessibilityFocusState.Binding`.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let box: FocusStateBox<Value>

        /// Where the screen reader's focus is, as the state's value; writing it moves that focus.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.request(newValue) }
        }

        /// The binding itself, as `$focus` on an `@AccessibilityFocusState.Binding` property.
        public var projectedValue: Binding { self }
    }
}

extension AccessibilityFocusState: DynamicPropertyLink {
    func link(to node: CompositeNode, slot: inout Int, environment: EnvironmentValues) {
        location.link(to: node, slot: &slot)
    }
}

extension AccessibilityFocusState.Binding: @MainActor AnyBinding {
    var anyValue: Any { wrappedValue }
}
