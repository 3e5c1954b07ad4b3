/// The name a preview shows under, set by `previewDisplayName(_:)`.
enum PreviewDisplayNameTraitKey: ViewTraitKey {
    static let defaultValue: String? = nil
}

/// How a preview is sized, set by `previewLayout(_:)`.
enum PreviewLayoutTraitKey: ViewTraitKey {
    static let defaultValue = PreviewLayout.device
}

/// The device a preview shows on, set by `previewDevice(_:)`.
enum PreviewDeviceTraitKey: ViewTraitKey {
    static let defaultValue: PreviewDevice? = nil
}

/// The way up a preview shows, set by `previewInterfaceOrientation(_:)`.
enum PreviewInterfaceOrientationTraitKey: ViewTraitKey {
    static let defaultValue = InterfaceOrientation.portrait
}
