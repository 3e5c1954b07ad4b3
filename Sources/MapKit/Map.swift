import CoreLocation
import MeadowCore

/// A map of the earth drawn from GSHHG's shorelines, lakes and rivers and DCW's borders, as MapKit's `Map`: water
/// light blue, land light beige, rivers thin blue lines, borders dashed grey, and the content's markers and
/// annotations on top.
///
/// It fills the space proposed to it (10 points where a dimension is unspecified, as any flexible view) and shows
/// its position's region widened to its aspect ratio. Dragging pans it and the scroll wheel zooms it; the map then
/// keeps its own camera until the position it was given changes, as SwiftUI's does. Where MapKit ships no data
/// (it has a box around each Landmarks place) the map is plain land, and says so once in the log.
public struct Map<Content: MapContent>: View {
    enum Camera {
        /// Follows a binding; the user's moves are not written back (`positionedByUser` positions are not kept).
        case position(Binding<MapCameraPosition>)
        /// Starts here and then belongs to the map.
        case initial(MapCameraPosition)
        /// Follows a region binding and writes the user's moves back to it (the iOS 14 API).
        case region(Binding<MKCoordinateRegion>)
    }

    let camera: Camera
    let interactionModes: MapInteractionModes
    let content: Content

    /// A map is drawn by MapKit itself; it has no body.
    public typealias Body = Never

    /// A map showing `position`, with the markers `content` lists.
    public init(
        position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> Content
    ) {
        camera = .position(position)
        self.interactionModes = interactionModes
        self.content = content()
    }

    /// A map that starts at `initialPosition` and then moves only as the user moves it.
    public init(
        initialPosition: MapCameraPosition, interactionModes: MapInteractionModes = .all,
        @MapContentBuilder content: () -> Content
    ) {
        camera = .initial(initialPosition)
        self.interactionModes = interactionModes
        self.content = content()
    }
}

extension Map where Content == EmptyMapContent {
    /// A map showing `position`.
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {
        camera = .position(position)
        self.interactionModes = interactionModes
        content = EmptyMapContent()
    }

    /// A map that starts at `initialPosition`.
    public init(initialPosition: MapCameraPosition, interactionModes: MapInteractionModes = .all) {
        camera = .initial(initialPosition)
        self.interactionModes = interactionModes
        content = EmptyMapContent()
    }

    /// A map showing the region `coordinateRegion` binds to; panning and zooming write the region shown back to
    /// it, as iOS 14's `Map(coordinateRegion:interactionModes:)`.
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all) {
        camera = .region(coordinateRegion)
        self.interactionModes = interactionModes
        content = EmptyMapContent()
    }
}

extension Map: DrawnViewRepresentable {
    package func makeCoordinator() -> MapCoordinator {
        MapCoordinator(catalog: .shared)
    }

    package func updateCoordinator(_ coordinator: MapCoordinator, environment: EnvironmentValues) {
        coordinator.markers = content.markers
        coordinator.annotations = content.annotations
        coordinator.interactionModes = interactionModes
        coordinator.locale = environment.locale
        switch camera {
        case .position(let binding):
            coordinator.request(binding.wrappedValue, initialOnly: false)
            coordinator.onRegionChange = nil
        case .initial(let position):
            coordinator.request(position, initialOnly: true)
            coordinator.onRegionChange = nil
        case .region(let binding):
            coordinator.request(.region(binding.wrappedValue), initialOnly: false)
            coordinator.onRegionChange = { binding.wrappedValue = $0 }
        }
    }

    package var placedSubviews: [any View] { content.annotations.map(\.view) }
}
