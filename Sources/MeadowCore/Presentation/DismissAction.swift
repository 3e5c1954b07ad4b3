/// Dismisses the presentation a view is in, as SwiftUI's `DismissAction`, read as `@Environment(\.dismiss)` and
/// called as a function: inside a sheet or a full-screen cover it sets the binding that presents it false (or its
/// item nil); outside any presentation it does nothing.
///
/// It holds its presentation weakly and two actions are equal when they dismiss the same presentation, so the views
/// inside see the same environment from one update to the next.
public struct DismissAction: Equatable {
    weak var dismisser: PresentationDismisser?

    /// Dismisses the presentation.
    @MainActor
    public func callAsFunction() {
        dismisser?.dismiss()
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.dismisser === rhs.dismisser }
}
