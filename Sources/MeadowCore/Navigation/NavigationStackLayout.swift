/// The screens of a navigation stack, bottom to top, each under its own navigation bar: what
/// `NavigationStackHost` shows, laid out and animated by `NavigationStackNode`.
///
/// Each screen is built in order, so it can take from the screens below it what SwiftUI gives a pushed screen:
/// the back button titled with the previous screen's title, the display mode an automatic title inherits, and
/// the `navigationDestination`s declared below it, which make the views of pushed values.
struct NavigationStackLayout: View, PrimitiveView {
    /// One screen: its identity in the stack, and the view or pushed value it shows.
    struct Screen {
        enum Content {
            case view(AnyView)
            case value(AnyHashable)
        }

        let id: AnyHashable
        let content: Content
    }

    let screens: [Screen]
    /// Pops the top screen (the back button, the edge swipe).
    let pop: () -> Void

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let stack = node.reused { NavigationStackNode() }
        stack.pop = pop
        var destinations = NavigationDestinationsKey.defaultValue
        var previous: (title: String?, displayMode: NavigationBarItem.TitleDisplayMode)?
        let built = screens.map { screen in
            let node = stack.screenNode(for: screen.id, in: context)
            let container = NavigationContainer(
                content: view(of: screen, destinations: destinations),
                inheritedDisplayMode: previous?.displayMode ?? .large,
                backButton: previous.map { NavigationBackButton(previousTitle: $0.title, action: pop) })
            node.children = [context.build(container, reusing: node.children.first)]
            let preferences = node.preferenceValues()
            let explicitMode = preferences[NavigationTitleDisplayModeKey.self]
            previous = (
                preferences[NavigationBarPreferenceKey.self].title,
                explicitMode == .automatic ? previous?.displayMode ?? .large : explicitMode
            )
            destinations.merge(preferences[NavigationDestinationsKey.self]) { _, higher in higher }
            return node
        }
        stack.show(built, animated: !context.transaction.disablesAnimations)
        return stack
    }

    /// The screen's view; a pushed value's comes from the destination declared for its type.
    private func view(of screen: Screen, destinations: NavigationDestinationsKey.Value) -> AnyView {
        switch screen.content {
        case .view(let view):
            return view
        case .value(let value):
            if let view = destinations[ObjectIdentifier(type(of: value.base))]?(value) { return view }
            WarningLog.navigation.once(
                "a NavigationLink pushed a \(type(of: value.base)) value, but no navigationDestination(for:) "
                    + "in the stack shows that type; the screen is empty")
            return AnyView(EmptyView())
        }
    }
}
