import Foundation

/// What the content of a sheet asks to have drawn behind it instead of the system background; the first that is
/// set wins.
struct PresentationBackgroundKey: PreferenceKey {
    static var defaultValue: AnyView? { nil }

    static func reduce(value: inout AnyView?, nextValue: () -> AnyView?) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Fills the sheet this view is in with `style` instead of the system background, as SwiftUI's (iOS 16.4)
    /// `presentationBackground(_:)`: the whole card, under its content and its grabber, clipped to its corners. A
    /// translucent colour or a material lets the dimmed screen behind the sheet show through.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        preference(key: PresentationBackgroundKey.self, value: AnyView(Rectangle().fill(style)))
    }

    /// Puts `content` behind the sheet this view is in, as SwiftUI's (iOS 16.4)
    /// `presentationBackground(alignment:content:)`: the content is offered the whole card and placed in it by
    /// `alignment`, in place of the system background.
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        preference(
            key: PresentationBackgroundKey.self,
            value: AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)))
    }
}
