/// Whether a view is presented and how to dismiss it, as SwiftUI's older `PresentationMode`, read through
/// `@Environment(\.presentationMode)` as a binding: `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
    let action: DismissAction

    /// Whether the view is inside a presentation (a sheet or a full-screen cover).
    public var isPresented: Bool { action.dismisser != nil }

    /// Dismisses the presentation the view is in; outside one, nothing happens.
    @MainActor
    public mutating func dismiss() {
        action()
    }
}
