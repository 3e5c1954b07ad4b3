import Foundation

extension Image {
    /// How an image's pixels are sampled when it is drawn at another size, as SwiftUI's `Image.Interpolation`.
    public enum Interpolation: Hashable, Sendable {
        /// Each point takes the nearest pixel's colour: pixel art stays crisp, its pixels grown into squares.
        case none
        case low
        case medium
        case high
    }

    /// This image sampled with `interpolation` when drawn at another size than its pixels', as SwiftUI's
    /// `interpolation(_:)`: `.none` draws each pixel as a hard-edged block (Cairo's nearest filter), as iOS
    /// magnifies pixel art; the others blend neighbouring pixels, `.high` the most carefully.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var image = self
        image.interpolation = interpolation
        return image
    }

    /// This image drawn with its edges smoothed or not, as SwiftUI's `antialiased(_:)`: unantialiased, the
    /// pixels its edges cross are filled wholly or not at all.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        var image = self
        image.isAntialiased = isAntialiased
        return image
    }
}
