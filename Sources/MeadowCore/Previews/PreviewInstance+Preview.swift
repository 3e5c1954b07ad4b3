extension PreviewInstance {
    /// The preview a `#Preview` block declares: its body's view, named as the block names it (or `fallbackName`),
    /// sized by its layout trait and turned by its orientation trait, on the device a `previewDevice(_:)` in the
    /// body names, as Xcode's canvas shows a `#Preview`.
    public init(_ preview: Preview, fallbackName: String? = nil, textSystem: any TextSystem, assetCatalog: AssetCatalog) {
        let view = preview.body()
        let graph = ViewGraph(rootView: view, device: .iPhone15, textSystem: textSystem, assetCatalog: assetCatalog)
        graph.update()
        let traits = graph.rootNode?.traits ?? ViewTraitCollection()
        self.init(
            view: view, displayName: preview.name ?? traits[PreviewDisplayNameTraitKey.self] ?? fallbackName,
            layout: preview.layoutTrait ?? traits[PreviewLayoutTraitKey.self],
            device: traits[PreviewDeviceTraitKey.self],
            isLandscape: preview.isLandscape || traits[PreviewInterfaceOrientationTraitKey.self].isLandscape)
    }
}

extension Device {
    /// The device turned on its side: width and height swapped, the top inset (the sensor housing) now at both
    /// sides as iOS reports a landscape safe area, the bottom inset (the home indicator) kept.
    var turnedOnItsSide: Device {
        Device(
            name: name, size: CGSize(width: size.height, height: size.width),
            safeAreaInsets: EdgeInsets(top: 0, leading: safeAreaInsets.top, bottom: safeAreaInsets.bottom, trailing: safeAreaInsets.top),
            scale: scale)
    }
}
