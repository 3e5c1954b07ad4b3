/// A button that pushes a screen onto the enclosing navigation stack, as SwiftUI's `NavigationLink`.
///
/// A link with a destination view pushes that view; a link with a value appends the value to the stack's path,
/// and the stack shows it with the `navigationDestination(for:destination:)` declared for its type. Outside a
/// navigation stack a link does nothing. Pushes from any depth inside the stack: the stack's push action is in
/// the environment of all its screens. As a list row's content it looks like a row (primary label, trailing
/// chevron), as SwiftUI's does; elsewhere, such as in a scroll view inside a row, it is a tinted button.
public struct NavigationLink<Label: View, Destination: View>: View {
    private enum Target {
        case view(Destination)
        case value(AnyHashable?)
    }

    private let target: Target
    private let label: Label
    @Environment(\.navigationPushAction) private var push

    /// A link that pushes `destination`, labelled by `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination())
        self.label = label()
    }

    /// A link that pushes `destination`, labelled by `label`: SwiftUI's older spelling.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.target = .view(destination)
        self.label = label()
    }

    @Environment(\.isListRowContent) private var isListRowContent

    /// A tinted button outside a list; as a list row, the row's look: the label in the primary colour and a
    /// trailing chevron.
    public var body: some View {
        var button = Button(action: activate) { label }
        button.tintsLabel = !isListRowContent
        return button.modifier(ViewTraitModifier<ShowsDisclosureIndicatorTraitKey>(value: true))
    }

    private func activate() {
        guard let push else { return }
        switch target {
        case .view(let destination): push.pushView(AnyView(destination))
        case .value(let value?): push.pushValue(value)
        case .value(nil): break
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination, label: { Text(String(title)) })
    }

    /// A link titled `title` that pushes `destination`: SwiftUI's older spelling.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination, label: { Text(String(title)) })
    }
}

extension NavigationLink where Destination == Never {
    /// A link that appends `value` to the stack's path when tapped; a nil value makes the link do nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.target = .value(value.map { AnyHashable($0) })
        self.label = label()
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` that appends `value` to the stack's path when tapped.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value, label: { Text(String(title)) })
    }
}
