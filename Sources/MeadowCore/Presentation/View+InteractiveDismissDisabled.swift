/// Whether a view in a sheet keeps it from being dragged down (or Escape) to dismiss it.
struct InteractiveDismissDisabledKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}

extension View {
    /// Keeps the sheet this view is in from being dismissed by dragging it down or by Escape, as SwiftUI's
    /// `interactiveDismissDisabled(_:)`; its binding and `dismiss` still dismiss it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        preference(key: InteractiveDismissDisabledKey.self, value: isDisabled)
    }
}
