extension View {
    /// Sets the title the enclosing navigation stack's bar shows, as SwiftUI's `navigationTitle(_:)`.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return navigationBar(input: AnyHashable(["title", title])) { $0.title = title }
    }

    /// Sets the bar's title, as SwiftUI's older `navigationBarTitle(_:)`; the title is large at the root.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the bar's title and how it shows, as SwiftUI's `navigationBarTitle(_:displayMode:)`.
    public func navigationBarTitle<S: StringProtocol>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the bar's title to `title`'s string, as SwiftUI's `navigationTitle(_:)` for a `Text`.
    public func navigationTitle(_ title: Text) -> some View {
        navigationTitle(title.string)
    }

    /// Sets the bar's title to `title`'s string, as SwiftUI's older `navigationBarTitle(_:)` for a `Text`.
    public func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title.string)
    }

    /// Sets the bar's title to `title`'s string and how it shows, as SwiftUI's `navigationBarTitle(_:displayMode:)`
    /// for a `Text`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(title.string, displayMode: displayMode)
    }

    /// Sets how the bar shows the title: large below the bar items, or inline between them.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBar(input: displayMode) { $0.titleDisplayMode = displayMode }
            .transformPreference(NavigationTitleDisplayModeKey.self, input: displayMode) {
                if displayMode != .automatic { $0 = displayMode }
            }
    }

    /// Puts `leading` at the leading edge of the bar and `trailing` at its trailing edge, as SwiftUI's
    /// `navigationBarItems(leading:trailing:)`.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBar {
            $0.leading = [AnyView(leading)]
            $0.trailing = [AnyView(trailing)]
        }
    }

    /// Puts `leading` at the leading edge of the bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBar { $0.leading = [AnyView(leading)] }
    }

    /// Puts `trailing` at the trailing edge of the bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBar { $0.trailing = [AnyView(trailing)] }
    }

    /// Puts toolbar items in the enclosing navigation stack's bars at their placements, as SwiftUI's `toolbar`:
    /// the navigation bar's edges and centre, or the toolbar at the bottom of the screen.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()._toolbarItems
        let hasBottomItems = items.contains { $0.placement.slot == .bottom }
        return navigationBar { bar in
            let leading = items.filter { $0.placement.slot == .leading }.map(\.view)
            let trailing = items.filter { $0.placement.slot == .trailing }.map(\.view)
            if !leading.isEmpty { bar.leading = leading }
            if !trailing.isEmpty { bar.trailing = trailing }
            let bottom = items.filter { $0.placement.slot == .bottom }.map(\.view)
            if !bottom.isEmpty { bar.bottom = bottom }
            if let principal = items.last(where: { $0.placement.slot == .principal }) { bar.principal = principal.view }
        }
        .transformPreference(NavigationBottomBarKey.self) { $0.hasItems = $0.hasItems || hasBottomItems }
    }

    /// Puts the views `content` builds in the enclosing navigation stack's bar at the automatic placement, its
    /// trailing edge on iPhone, as SwiftUI's `toolbar(content:)` taking views: `.toolbar { EditButton() }`.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return navigationBar { $0.trailing = [view] }
    }

    /// Declares the view the enclosing navigation stack shows for a pushed value of type `data`, as SwiftUI's
    /// `navigationDestination(for:destination:)`; it serves values pushed by `NavigationLink(value:)` or appended
    /// to the stack's path, above the screen that declares it.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        transformPreference(NavigationDestinationsKey.self) { destinations in
            destinations[ObjectIdentifier(D.self)] = { value in (value.base as? D).map { AnyView(destination($0)) } }
        }
    }

    /// Sets what `update` sets of the bar, over what the views inside set; `input`, when not nil, says all
    /// `update` sets (a title), so a view built again with an equal one leaves the bar as it was.
    func navigationBar(
        input: AnyHashable? = nil, _ update: @escaping (inout NavigationBarContent) -> Void
    ) -> some View {
        transformPreference(NavigationBarPreferenceKey.self, input: input) { bar in
            var own = NavigationBarContent()
            update(&own)
            bar = own.overridden(by: bar)
        }
    }
}
