/// Several pieces of map content drawn in order: what a `MapContentBuilder` closure builds.
public struct MapContentGroup: MapContent, MapContentItems {
    let contents: [any MapContent]

    var markers: [MapMarker] { contents.flatMap(\.markers) }

    var annotations: [MapAnnotationItem] { contents.flatMap(\.annotations) }
}
