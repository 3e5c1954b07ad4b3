import Foundation

/// Where an `AsyncImage`'s load stands, as SwiftUI's `AsyncImagePhase`: not loaded yet, loaded, or failed.
public enum AsyncImagePhase: Sendable {
    /// No image is loaded yet (the load is under way, or there is no URL).
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed, with the error that stopped it.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// The error that stopped the load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}
