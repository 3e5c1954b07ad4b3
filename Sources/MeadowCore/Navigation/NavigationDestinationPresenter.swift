/// Pushes a destination onto the enclosing navigation stack while a binding says so: what
/// `navigationDestination(isPresented:destination:)` and `navigationDestination(item:destination:)` build.
///
/// The destination is pushed when `item` becomes non-nil (when the view appears with it already set, too) and
/// popped when it becomes nil; a new item replaces the pushed screen. Popping the screen with the back button or a
/// swipe resets the binding (`isPresented` false, `item` nil), as in SwiftUI; a `.constant(true)` binding cannot
/// be reset, so its screen stays popped until the binding changes.
///
/// The screen is made from the destination when it is pushed, and does not follow later changes of the view
/// that declares it.
struct NavigationDestinationPresenter: ViewModifier {
    /// What is presented: nil for nothing, else a value that names the screen (true, or the bound item).
    let item: AnyHashable?
    /// The screen for the presented item.
    let destination: () -> AnyView
    /// Resets the binding, when the screen is popped.
    let reset: () -> Void
    @Environment(\.navigationPushAction) private var push
    /// The id of the screen this modifier pushed, while it is on the stack.
    @State private var pushed = PushedDestination()

    func body(content: Content) -> some View {
        content.onChange(of: item, initial: true) { update(to: item) }
    }

    private func update(to item: AnyHashable?) {
        guard let push else { return }
        if let id = pushed.id {
            pushed.id = nil
            push.dismissView(id: id)
        }
        guard item != nil else { return }
        let pushed = self.pushed
        let reset = self.reset
        pushed.id = push.presentView(destination()) { [weak pushed] in
            guard let pushed, pushed.id != nil else { return }
            pushed.id = nil
            reset()
        }
    }
}

/// The screen a `NavigationDestinationPresenter` has on the stack, kept as an object so the stack's pop can clear
/// it without an update.
final class PushedDestination {
    var id: Int?
}

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true, as SwiftUI's
    /// `navigationDestination(isPresented:destination:)`; popping it sets `isPresented` to false.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let view = AnyView(destination())
        return modifier(NavigationDestinationPresenter(
            item: isPresented.wrappedValue ? AnyHashable(true) : nil,
            destination: { view },
            reset: { isPresented.wrappedValue = false }))
    }

    /// Pushes the view `destination` makes from `item` while `item` is not nil, as SwiftUI's (iOS 17)
    /// `navigationDestination(item:destination:)`; popping it sets `item` to nil, and another value replaces it.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let value = item.wrappedValue
        return modifier(NavigationDestinationPresenter(
            item: value.map { AnyHashable($0) },
            destination: { value.map { AnyView(destination($0)) } ?? AnyView(EmptyView()) },
            reset: { item.wrappedValue = nil }))
    }
}
