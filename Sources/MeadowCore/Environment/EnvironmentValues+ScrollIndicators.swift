import Foundation

private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// The visibility of the indicators of horizontally scrolling content, as SwiftUI's
    /// `horizontalScrollIndicatorVisibility` (`.automatic` unless `scrollIndicators` says otherwise).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// The visibility of the indicators of vertically scrolling content, as SwiftUI's
    /// `verticalScrollIndicatorVisibility`.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of the scroll indicators of the scrollable views inside, along `axes`, as SwiftUI's
    /// `scrollIndicators(_:axes:)` (iOS 16): it writes the environment's vertical and horizontal visibilities, each
    /// only for an axis named.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        modifier(EnvironmentModifier { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        })
    }
}
