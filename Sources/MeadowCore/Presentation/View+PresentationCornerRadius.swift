import Foundation

/// The corner radius the content of a sheet asks for; the first that is not nil wins.
struct PresentationCornerRadiusKey: PreferenceKey {
    static var defaultValue: CGFloat? { nil }

    static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Sets the radius of the top corners of the sheet this view is in, as SwiftUI's (iOS 16.4)
    /// `presentationCornerRadius(_:)`; nil keeps the system's (10 points on iPhone). A full-screen cover has no
    /// corners to round, as on iOS.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        preference(key: PresentationCornerRadiusKey.self, value: cornerRadius)
    }
}
