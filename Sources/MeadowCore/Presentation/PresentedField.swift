/// A view among an alert's actions that is not a button (a `TextField`, as SwiftUI's iOS 16 alerts take), shown
/// under the alert's message. The list of actions is fixed for one alert, so each field's node is the previous
/// one's: a field keeps its text and focus while the alert shows.
struct PresentedField: View, PrimitiveView {
    let view: any View

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        context.buildUnchecked(view, reusing: node)
    }

    /// The views among `actions` that are not buttons, in order.
    @MainActor
    static func fields(in actions: any View) -> [PresentedField] {
        ViewList.of(actions).elements
            .filter { !($0.view is PresentationActionConvertible) }
            .map { PresentedField(view: $0.view) }
    }
}
