import Foundation

extension Image {
    /// Which way up an image's pixels are, as SwiftUI's `Image.Orientation`. Meadow draws every image as `.up`.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image of a Core Graphics image, `scale` pixels to a point, as SwiftUI's `init(_:scale:orientation:label:)`
    /// (the first Landmarks tutorial's `ImageStore` makes its pictures so); `label` is what a screen reader says.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(cgImage, scale: scale)
        self.label = label.plainString
    }

    /// An image of a Core Graphics image that assistive technologies ignore, as SwiftUI's
    /// `init(decorative:scale:orientation:)`.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(cgImage, scale: scale)
        isDecorative = true
    }

    private init(_ cgImage: CGImage, scale: CGFloat) {
        let asset = ImageDataStore.asset(for: cgImage.encoded, scale: scale)
            ?? AssetCatalog.ImageAsset(files: [:], pointSize: ImageNode.missingAssetSize, problem: "its bytes could not be kept")
        self.init(decoded: asset)
    }
}
