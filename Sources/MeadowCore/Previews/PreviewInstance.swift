import Foundation

/// One preview of a `PreviewProvider`: a view of its `previews` with the name, layout and device that its preview
/// modifiers gave it, and the screen it renders on. What `meadow-preview` draws, as Xcode's canvas shows each
/// preview of a provider.
@MainActor
public struct PreviewInstance {
    /// The view to render, with its preview modifiers (which do not change how it draws).
    public let view: any View
    /// The name `previewDisplayName(_:)` gave, if any.
    public let displayName: String?
    /// How the preview is sized, as `previewLayout(_:)` set it (`.device` by default).
    public let layout: PreviewLayout
    /// The device `previewDevice(_:)` named, if any.
    public let device: PreviewDevice?
    /// Whether the device is on its side (`#Preview(traits: .landscapeLeft)`, `previewInterfaceOrientation(_:)`):
    /// its screen wider than tall.
    public var isLandscape = false

    /// The previews of `provider`: each view of its `previews`, so a `Group` or `ForEach` of several gives several,
    /// with the preview traits each carries (read by building the view, as a container reads its children's).
    public static func previews<Provider: PreviewProvider>(
        of provider: Provider.Type, textSystem: any TextSystem, assetCatalog: AssetCatalog
    ) -> [PreviewInstance] {
        ViewList.of(provider.previews).elements.map { element in
            let view = element.view
            let graph = ViewGraph(rootView: view, device: .iPhone15, textSystem: textSystem, assetCatalog: assetCatalog)
            graph.update()
            let traits = graph.rootNode?.traits ?? ViewTraitCollection()
            return PreviewInstance(
                view: view, displayName: traits[PreviewDisplayNameTraitKey.self], layout: traits[PreviewLayoutTraitKey.self],
                device: traits[PreviewDeviceTraitKey.self],
                isLandscape: traits[PreviewInterfaceOrientationTraitKey.self].isLandscape)
        }
    }

    /// The screen the preview renders on. `.device`: the named device (iPhone 15 when none is named or Meadow has
    /// no preset of that name), with its safe area. `.fixed`: a canvas of that size at the device's scale, with no
    /// safe area. `.sizeThatFits`: a canvas of the size the view chooses when offered the device's width and an
    /// unspecified height, rounded up to whole points.
    public func screen(textSystem: any TextSystem, assetCatalog: AssetCatalog) -> Device {
        let upright = device?.device ?? .iPhone15
        let phone = isLandscape ? upright.turnedOnItsSide : upright
        func canvas(_ size: CGSize) -> Device {
            Device(name: phone.name, size: size, safeAreaInsets: EdgeInsets(), scale: phone.scale)
        }
        switch layout {
        case .device:
            return phone
        case .fixed(let width, let height):
            return canvas(CGSize(width: width, height: height))
        case .sizeThatFits:
            let graph = ViewGraph(rootView: view, device: canvas(phone.size), textSystem: textSystem, assetCatalog: assetCatalog)
            graph.update()
            let size = graph.rootNode?.sizeThatFits(ProposedViewSize(width: phone.size.width, height: nil)) ?? .zero
            return canvas(CGSize(width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up))))
        }
    }
}
