import Foundation

/// The views a `Layout` arranges, in order, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    public typealias Index = Int
    public typealias SubSequence = LayoutSubviews

    private let elements: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int

    init(_ elements: [LayoutSubview]) {
        self.init(elements, range: elements.indices)
    }

    private init(_ elements: [LayoutSubview], range: Range<Int>) {
        self.elements = elements
        startIndex = range.lowerBound
        endIndex = range.upperBound
    }

    public subscript(index: Int) -> LayoutSubview { elements[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements, range: bounds) }

    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool {
        a.elements == b.elements && a.startIndex == b.startIndex && a.endIndex == b.endIndex
    }
}
