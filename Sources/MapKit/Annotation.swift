import Foundation
import CoreLocation
import MeadowCore

/// A view of the app's own at a coordinate, with its label under it, as MapKit's `Annotation`: the `anchor` point
/// of the content sits on the coordinate and moves with the map.
public struct Annotation<Label: View, Content: View>: MapContent, MapContentItems {
    let item: MapAnnotationItem

    /// `content` at `coordinate`, titled `title` in semibold 12-point text under it.
    public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center,
        @ViewBuilder content: () -> Content
    ) where Label == Text {
        self.init(coordinate: coordinate, anchor: anchor, content: content) {
            Text(String(title)).font(.system(size: 12, weight: .semibold))
        }
    }

    /// `content` at `coordinate`, with `label` under it.
    public init(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        let label = label()
        let view = content().overlay(alignment: .bottom) {
            label.fixedSize().alignmentGuide(.bottom) { $0[.top] - Self.labelSpacing }
        }
        item = MapAnnotationItem(coordinate: coordinate, anchor: anchor, view: view)
    }

    /// The gap between the content and its label.
    static var labelSpacing: CGFloat { 2 }

    var annotations: [MapAnnotationItem] { [item] }
}
