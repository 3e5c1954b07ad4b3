/// The name a view gives its coordinate space, as SwiftUI's `coordinateSpace(name:)` sets it; kept with the view's
/// traits, where `GeometryReader`s inside find it (`ViewNode.namedCoordinateSpaces`).
enum CoordinateSpaceNameTraitKey: ViewTraitKey {
    static let defaultValue: AnyHashable? = nil
}

extension View {
    /// Names the view's coordinate space, as SwiftUI's `coordinateSpace(name:)`: a `GeometryProxy` inside it
    /// reports `frame(in: .named(name))` from the view's top-left corner.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(ViewTraitModifier<CoordinateSpaceNameTraitKey>(value: AnyHashable(name)))
    }

    /// Names the view's coordinate space, as SwiftUI's `coordinateSpace(_:)` (iOS 17) with `.named(_:)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(ViewTraitModifier<CoordinateSpaceNameTraitKey>(value: name.name))
    }
}

extension ViewNode {
    /// The origins, in root coordinates, of the coordinate spaces named around the node: the nearest view of each
    /// name, where it was placed.
    /// The origins of the coordinate spaces named on the node itself or around it: what a gesture attached to the
    /// node measures in, since the name and the gesture may modify the same view.
    var namedCoordinateSpacesIncludingSelf: [AnyHashable: CGPoint] {
        var origins = namedCoordinateSpaces
        if let name = traits[CoordinateSpaceNameTraitKey.self] { origins[name] = placedFrame.origin }
        return origins
    }

    var namedCoordinateSpaces: [AnyHashable: CGPoint] {
        var origins: [AnyHashable: CGPoint] = [:]
        var ancestor = parent
        while let node = ancestor {
            if let name = node.traits[CoordinateSpaceNameTraitKey.self], origins[name] == nil {
                origins[name] = node.placedFrame.origin
            }
            ancestor = node.parent
        }
        return origins
    }
}
