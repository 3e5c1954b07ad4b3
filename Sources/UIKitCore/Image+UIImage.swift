import MeadowCore

extension Image {
    /// An image showing a `UIImage`, as SwiftUI's `Image(uiImage:)`: the asset or the symbol it names, drawn as
    /// `Image(_:)` or `Image(systemName:)` draws it, or the pixels it was made from.
    public init(uiImage: UIImage) {
        switch uiImage.content {
        case .asset(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        case .decoded(let asset): self.init(decoded: asset)
        }
    }
}
