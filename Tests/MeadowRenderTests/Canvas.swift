import Foundation
import MeadowCairo
import MeadowCore

/// Renders hand-made display lists for pixel tests.
@MainActor
enum Canvas {
    nonisolated static let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    nonisolated static let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)

    /// `items` rendered at `scale` on a canvas of `size` points, transparent unless a background is given, so
    /// that a pixel's alpha is the coverage of what was drawn.
    static func render(
        _ items: [DisplayItem], size: CGSize = CGSize(width: 40, height: 40), scale: CGFloat = 2,
        background: RGBA? = nil
    ) -> CairoImage {
        render(DisplayList(items: items), size: size, scale: scale, background: background)
    }

    /// `list` rendered at `scale` on a canvas of `size` points, transparent unless a background is given.
    static func render(
        _ list: DisplayList, size: CGSize = CGSize(width: 40, height: 40), scale: CGFloat = 2, background: RGBA? = nil
    ) -> CairoImage {
        CairoRenderer(textSystem: PangoTextSystem.shared).render(list, size: size, scale: scale, background: background)
    }
}
