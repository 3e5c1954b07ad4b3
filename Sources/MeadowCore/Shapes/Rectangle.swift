import Foundation

/// A rectangle filling its bounds, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}
