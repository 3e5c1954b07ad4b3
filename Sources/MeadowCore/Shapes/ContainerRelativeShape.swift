import Foundation

/// A shape that follows the shape of the container it is in, as SwiftUI's `ContainerRelativeShape`: inset from the
/// container's shape by the distance between their frames.
///
/// SwiftUI replaces it by a rectangle where no container shape is defined (a widget's rounded corners and
/// iOS 17's `containerShape(_:)` define one); Meadow draws no widgets and defines no container shapes, so it is
/// always that rectangle, filling its bounds.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}

    public func path(in rect: CGRect) -> Path { Rectangle().path(in: rect) }

    public func inset(by amount: CGFloat) -> Rectangle._Inset { Rectangle().inset(by: amount) }
}
