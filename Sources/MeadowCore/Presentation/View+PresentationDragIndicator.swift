/// Whether the sheet a view is in shows its drag indicator; the first choice that is not automatic wins.
struct PresentationDragIndicatorKey: PreferenceKey {
    static var defaultValue: Visibility { .automatic }

    static func reduce(value: inout Visibility, nextValue: () -> Visibility) {
        if value == .automatic { value = nextValue() }
    }
}

extension View {
    /// Shows or hides the grabber at the top of the sheet this view is in, as SwiftUI's
    /// `presentationDragIndicator(_:)`; automatically it shows when the sheet has more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        preference(key: PresentationDragIndicatorKey.self, value: visibility)
    }
}
