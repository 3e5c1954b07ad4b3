/// A scene showing one window of its content, as SwiftUI's `WindowGroup`.
///
/// The content reads colours and images from the asset catalog of the module that declares the scene, as SwiftUI
/// reads them from the app's bundle, wherever the scene is shown (alone, or inside the launcher).
public struct WindowGroup<Content: View>: Scene {
    let content: Content
    /// The module that declared the scene: the first component of `#fileID`.
    public let module: String

    public init(@ViewBuilder content: () -> Content, fileID: String = #fileID) {
        self.content = content()
        module = String(fileID.split(separator: "/").first ?? "")
    }

    public var rootView: any View {
        content.environment(\.assetCatalog, AssetCatalog.bundled(module: module))
    }
}
