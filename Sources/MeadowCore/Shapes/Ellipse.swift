import Foundation

/// An ellipse filling its bounds, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
