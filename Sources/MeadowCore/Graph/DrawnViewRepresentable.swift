import Foundation

/// A view that another module of Meadow's package draws itself, as SwiftUI hosts a platform view through a
/// representable (MapKit's `Map` wraps an MKMapView). Package API: such a module cannot subclass `ViewNode`.
///
/// The view's node keeps one `Coordinator` for as long as the view keeps its identity; every build brings it up
/// to date, and between builds it sizes the view, draws it, places its subviews (a map's annotations) over the
/// drawing and takes the drags and wheel scrolls on it.
@MainActor
package protocol DrawnViewRepresentable: View where Body == Never {
    associatedtype Coordinator: DrawnViewCoordinator

    /// Makes the coordinator, when the view is first built.
    func makeCoordinator() -> Coordinator

    /// Brings `coordinator` up to date with this view and its environment, at every build.
    func updateCoordinator(_ coordinator: Coordinator, environment: EnvironmentValues)

    /// The views the coordinator places over its drawing, in order, each at its ideal size.
    var placedSubviews: [any View] { get }
}

extension DrawnViewRepresentable {
    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let drawn = node as? DrawnViewNode<Coordinator> ?? DrawnViewNode(coordinator: makeCoordinator())
        drawn.kindName = String(String(describing: Self.self).prefix { $0 != "<" })
        updateCoordinator(drawn.coordinator, environment: context.environment)
        let previous = drawn.children
        drawn.children = placedSubviews.enumerated().map { index, view in
            context.build(view, reusing: index < previous.count ? previous[index] : nil)
        }
        return drawn
    }
}
