import Foundation

/// A rectangle filling its bounds, as SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }

    public func inset(by amount: CGFloat) -> _Inset { _Inset(amount: amount) }

    /// A rectangle `amount` points in from each edge of its bounds, as SwiftUI's `Rectangle._Inset`.
    public struct _Inset: InsettableShape {
        public var amount: CGFloat

        public func path(in rect: CGRect) -> Path { rect.shapeInset(by: amount).map { Path($0) } ?? Path() }
        public func inset(by amount: CGFloat) -> Self { Self(amount: self.amount + amount) }

        public nonisolated var animatableData: CGFloat {
            get { amount }
            set { amount = newValue }
        }
    }
}
