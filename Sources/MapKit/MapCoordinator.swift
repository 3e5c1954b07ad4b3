import CoreLocation
import Foundation
import MeadowCore

/// What keeps a `Map`'s camera between builds, as an `MKMapView` does: the region it shows, the data of that
/// place, the markers, and the user's pans and zooms.
@MainActor
package final class MapCoordinator: DrawnViewCoordinator {
    let catalog: MapDataCatalog
    var markers: [MapMarker] = [] {
        didSet { drawn = nil }
    }
    /// Where the map's annotations go; their views are the map's subviews, in the same order.
    var annotations: [MapAnnotationItem] = []
    var interactionModes = MapInteractionModes.all
    var locale = Locale(identifier: "en_US") {
        didSet { if locale != oldValue { drawn = nil } }
    }
    /// Called with the region the camera moved to, when the user moved it (a region binding's write-back).
    var onRegionChange: ((MKCoordinateRegion) -> Void)?
    /// The region the camera fits to the view: the position's, or where the user moved it.
    private(set) var region: MKCoordinateRegion?
    /// The data of the camera's place, found when a position is set; nil where MapKit has none.
    private(set) var data: MapData?
    /// The last position the map was given, to tell a new one from the same one given again.
    private var requested: MapCameraPosition?
    /// The projection and span when the current drag began.
    private var dragStart: (projection: MapProjection, span: MKCoordinateSpan)?
    /// The last drawing, for the view's size then: a frame where the map did not move (the page around it
    /// scrolled) draws the same items.
    private var drawn: (size: CGSize, insets: EdgeInsets, items: [DisplayItem])?

    /// The narrowest latitude span a zoom reaches: about 200 metres.
    static let minimumSpan = 0.002
    /// The span `.automatic` shows around a single marker, and the most it widens to around several.
    static let markerSpan = 0.2
    /// How much one point of wheel scroll zooms: 80 points down doubles the span.
    static let wheelPointsPerDoubling: CGFloat = 80

    init(catalog: MapDataCatalog) {
        self.catalog = catalog
    }

    /// Moves the camera to `position` unless the map was last given the same position; with `initialOnly`, only
    /// the first time.
    func request(_ position: MapCameraPosition, initialOnly: Bool) {
        if initialOnly, requested != nil { return }
        guard requested != position else { return }
        requested = position
        let region = position.region ?? automaticRegion
        self.region = region
        drawn = nil
        // A region of no extent (an iOS 14 map's `MKCoordinateRegion()` before `onAppear` sets it) shows nothing yet.
        let isEmpty = region.span.latitudeDelta <= 0 && region.span.longitudeDelta <= 0
        data = isEmpty ? nil : catalog.data(around: region.center)
    }

    /// The region `.automatic` frames: the markers, or the whole Mercator world without any.
    private var automaticRegion: MKCoordinateRegion {
        guard let first = markers.first else {
            return MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 170, longitudeDelta: 360))
        }
        var south = first.coordinate.latitude, north = south
        var west = first.coordinate.longitude, east = west
        for marker in markers {
            south = min(south, marker.coordinate.latitude)
            north = max(north, marker.coordinate.latitude)
            west = min(west, marker.coordinate.longitude)
            east = max(east, marker.coordinate.longitude)
        }
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
            span: MKCoordinateSpan(
                latitudeDelta: max((north - south) * 1.5, Self.markerSpan),
                longitudeDelta: max((east - west) * 1.5, Self.markerSpan)))
    }

    package func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    package func draw(in size: CGSize, safeAreaInsets: EdgeInsets) -> [DisplayItem] {
        if let drawn, drawn.size == size, drawn.insets == safeAreaInsets { return drawn.items }
        let items = MapDrawing(
            projection: region.map { MapProjection(region: $0, size: size) }, size: size, insets: safeAreaInsets,
            data: data, markers: markers, metric: locale.usesMetricSystem
        ).items()
        drawn = (size, safeAreaInsets, items)
        return items
    }

    package func placement(ofSubview index: Int, in size: CGSize) -> (position: CGPoint, anchor: UnitPoint) {
        guard let region, index < annotations.count else { return (.zero, .topLeading) }
        let annotation = annotations[index]
        return (MapProjection(region: region, size: size).point(for: annotation.coordinate), annotation.anchor)
    }

    package func dragChanged(_ value: DragGesture.Value, in size: CGSize) {
        guard interactionModes.contains(.pan), let region else { return }
        let start = dragStart ?? (MapProjection(region: region, size: size), region.span)
        dragStart = start
        let center = MapProjection.coordinate(CGPoint(
            x: start.projection.center.x - value.translation.width / start.projection.scale,
            y: start.projection.center.y - value.translation.height / start.projection.scale))
        // The map moves with the finger at the same zoom: a degree of latitude spans more points nearer a pole.
        let span = Self.span(start.span, at: center, showing: start.projection.scale, in: size)
        move(to: MKCoordinateRegion(center: center, span: span), in: size)
    }

    /// `span` grown or shrunk so that, centred on `center` in a view of `size`, it shows `scale` points per world
    /// unit (a few steps of scaling by the ratio, which is almost exactly proportional).
    static func span(
        _ span: MKCoordinateSpan, at center: CLLocationCoordinate2D, showing scale: CGFloat, in size: CGSize
    ) -> MKCoordinateSpan {
        var result = span
        for _ in 0..<4 {
            let ratio = Double(MapProjection(region: MKCoordinateRegion(center: center, span: result), size: size).scale / scale)
            guard ratio.isFinite, ratio > 0 else { return span }
            result.latitudeDelta *= ratio
            result.longitudeDelta *= ratio
        }
        return result
    }

    package func dragEnded(_ value: DragGesture.Value, in size: CGSize) {
        dragChanged(value, in: size)
        dragStart = nil
    }

    package func scrollWheel(by delta: CGSize, in size: CGSize) -> Bool {
        guard interactionModes.contains(.zoom), let region, delta.height != 0 else { return false }
        let factor = pow(2, Double(delta.height / Self.wheelPointsPerDoubling))
        let latitudeDelta = max(region.span.latitudeDelta * factor, Self.minimumSpan)
        let applied = latitudeDelta / region.span.latitudeDelta
        let span = MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: region.span.longitudeDelta * applied)
        move(to: MKCoordinateRegion(center: region.center, span: span), in: size)
        return true
    }

    /// Shows `target`, kept inside the data's box (zoomed in until the view fits in it, then moved into it), and
    /// tells the region binding.
    private func move(to target: MKCoordinateRegion, in size: CGSize) {
        var target = target
        if let data, size.width > 0, size.height > 0 {
            let box = data.box.world
            var projection = MapProjection(region: target, size: size)
            let visible = projection.visibleWorld
            let excess = max(visible.width / box.width, visible.height / box.height)
            if excess > 1 {
                target.span.latitudeDelta /= excess
                target.span.longitudeDelta /= excess
                projection = MapProjection(region: target, size: size)
            }
            let half = CGSize(width: projection.visibleWorld.width / 2, height: projection.visibleWorld.height / 2)
            let center = CGPoint(
                x: min(max(projection.center.x, box.minX + half.width), box.maxX - half.width),
                y: min(max(projection.center.y, box.minY + half.height), box.maxY - half.height))
            target.center = MapProjection.coordinate(center)
        }
        region = target
        drawn = nil
        if let onRegionChange {
            requested = .region(target)
            onRegionChange(target)
        }
    }
}
