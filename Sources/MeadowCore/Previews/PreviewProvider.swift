/// A type that gives the previews of a view, as SwiftUI's `PreviewProvider`: `meadow-preview TARGET` renders each
/// view of `previews` (each child of a `Group` or `ForEach` is a preview of its own, as Xcode's canvas shows them).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View

    /// The views to preview, each laid out as its `previewLayout` says.
    @ViewBuilder static var previews: Previews { get }

    /// The platform the previews are for; nil, the default, lets the tool choose (Meadow renders every preview on
    /// an iPhone screen whatever the platform).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}
