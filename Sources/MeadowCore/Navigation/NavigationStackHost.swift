/// The view every navigation container shows (`NavigationStack`, `NavigationView`, a compact
/// `NavigationSplitView`): its root with the screens pushed over it, and the state of what is pushed.
///
/// Values come from the path (the bound one, or the stack's own); views pushed by destination links are kept
/// here with the path depth they were pushed at, and go when the path no longer reaches that depth, as
/// SwiftUI drops view destinations above a popped value. Popping takes the top screen off, whichever kind it is.
struct NavigationStackHost<Root: View>: View {
    /// A view pushed by a destination link, above the first `depth` values of the path.
    struct ViewPush {
        let id: Int
        let depth: Int
        let view: AnyView
        /// What runs when the view is popped: a presented destination's binding is reset.
        var onPop: (() -> Void)?
    }

    let root: Root
    let path: Binding<NavigationPath>?
    @State private var ownPath = NavigationPath()
    @State private var viewPushes: [ViewPush] = []
    @State private var pushCount = 0
    @State private var pusher = NavigationStackPusher()

    var body: some View {
        let path = self.path ?? $ownPath
        let viewPushes = $viewPushes
        let pushCount = $pushCount
        pusher.pushValue = { value in
            Self.remove(from: viewPushes) { $0.depth > path.wrappedValue.count }
            path.wrappedValue.elements.append(value)
        }
        pusher.pushView = { view, onPop in
            pushCount.wrappedValue += 1
            let depth = path.wrappedValue.count
            Self.remove(from: viewPushes) { $0.depth > depth }
            viewPushes.wrappedValue.append(ViewPush(id: pushCount.wrappedValue, depth: depth, view: view, onPop: onPop))
            return pushCount.wrappedValue
        }
        pusher.dismissView = { id in Self.remove(from: viewPushes) { $0.id >= id } }
        return NavigationStackLayout(
            screens: screens(path: path.wrappedValue),
            pop: { Self.pop(path: path, viewPushes: viewPushes) }
        )
        .environment(\.navigationPushAction, NavigationPushAction(stack: pusher))
    }

    /// The root, then each value of the path followed by the views pushed at its depth.
    private func screens(path: NavigationPath) -> [NavigationStackLayout.Screen] {
        var screens = [NavigationStackLayout.Screen(id: AnyHashable("root"), content: .view(AnyView(root)))]
        for depth in 0...path.count {
            if depth > 0 {
                let value = path.elements[depth - 1]
                screens.append(.init(id: AnyHashable(PathScreenID(index: depth - 1, value: value)), content: .value(value)))
            }
            for push in viewPushes where push.depth == depth {
                screens.append(.init(id: AnyHashable(push.id), content: .view(push.view)))
            }
        }
        return screens
    }

    /// Takes the top screen off: the last view pushed above the whole path, else the path's last value.
    private static func pop(path: Binding<NavigationPath>, viewPushes: Binding<[ViewPush]>) {
        let depth = path.wrappedValue.count
        remove(from: viewPushes) { $0.depth > depth }
        if let last = viewPushes.wrappedValue.last {
            remove(from: viewPushes) { $0.id == last.id }
        } else if depth > 0 {
            path.wrappedValue.removeLast()
        }
    }

    /// Takes the pushes `isRemoved` picks off, then tells each it was popped.
    private static func remove(from viewPushes: Binding<[ViewPush]>, where isRemoved: (ViewPush) -> Bool) {
        let removed = viewPushes.wrappedValue.filter(isRemoved)
        guard !removed.isEmpty else { return }
        viewPushes.wrappedValue.removeAll(where: isRemoved)
        for push in removed { push.onPop?() }
    }

    /// A pushed value's screen is the same screen while the same value stays at the same place in the path.
    private struct PathScreenID: Hashable {
        let index: Int
        let value: AnyHashable
    }
}
