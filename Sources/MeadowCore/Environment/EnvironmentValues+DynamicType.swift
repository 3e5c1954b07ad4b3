import Foundation

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The size the user chose for text, as SwiftUI's `dynamicTypeSize`: `large` unless a view sets another.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// The size the user chose for text as a content size category, as SwiftUI's older `sizeCategory`: the same
    /// setting as `dynamicTypeSize`, so setting either changes both.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
}

extension View {
    /// Sets the Dynamic Type size of this view, as SwiftUI's `dynamicTypeSize(_:)`.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the Dynamic Type size of this view within `range`, as SwiftUI's `dynamicTypeSize(_:)` taking a range:
    /// a size outside it becomes the nearest size inside.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        modifier(EnvironmentModifier { $0.dynamicTypeSize = $0.dynamicTypeSize.clamped(to: range) })
    }
}

extension DynamicTypeSize {
    /// This size, or the nearest size in `range` when it is outside.
    fileprivate func clamped<T: RangeExpression>(to range: T) -> DynamicTypeSize where T.Bound == DynamicTypeSize {
        let inside = Self.allCases.filter { range.contains($0) }
        guard !range.contains(self), let smallest = inside.first, let largest = inside.last else { return self }
        return self < smallest ? smallest : largest
    }
}
