import MeadowCore

/// The running app, as UIKit's `UIApplication`: what SwiftUI code reaches through `UIApplication.shared` to
/// end text editing.
@MainActor
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    /// The view graph of the app's window, whose focused view is the first responder; the host sets it.
    @_spi(MeadowHost)
    public weak var keyWindowGraph: ViewGraph?

    /// Sends `action` to `target`, or with a nil target to the first responder, as UIKit does.
    ///
    /// The one action Meadow's views answer is `resignFirstResponder`: sent to the first responder it takes focus
    /// from the focused view, so a text field stops editing (the idiom SwiftUI code uses to hide the keyboard).
    /// Returns whether a view took the action: false for any other action or target, or when nothing had focus.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard target == nil, action == Selector("resignFirstResponder"), let graph = keyWindowGraph else { return false }
        return graph.endEditing()
    }
}
