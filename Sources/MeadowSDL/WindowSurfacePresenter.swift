import CSDL2
import Foundation
import MeadowCore

/// Presents frames in the window's own surface, where there is no GPU (X11's shared-memory image): the damaged
/// rects are copied straight into it and only they are sent to the display server.
///
/// SDL's software renderer would clear that surface, copy the whole texture into it and send the whole window
/// every frame: three passes over 5 MB where a frame changed one card.
@MainActor
final class WindowSurfacePresenter: FramePresenter {
    private let sdl: SDLLibrary
    private let window: OpaquePointer
    /// The surface the last frame went into; SDL makes a new one when the window is resized.
    private var shown: UnsafeMutablePointer<SDL_Surface>?

    /// A presenter for `window`; nil when its surface does not hold 32-bit pixels in the frames' order (red, green,
    /// blue from the high byte down), which the texture presenter then converts.
    init?(sdl: SDLLibrary, window: OpaquePointer) {
        guard let surface = sdl.getWindowSurface(window), let format = surface.pointee.format?.pointee,
            format.BytesPerPixel == 4, format.Rmask == 0x00FF_0000, format.Gmask == 0x0000_FF00, format.Bmask == 0x0000_00FF
        else { return nil }
        self.sdl = sdl
        self.window = window
    }

    var pixelHeight: Int32 {
        sdl.getWindowSurface(window)?.pointee.h ?? 0
    }

    func present(_ image: some RenderedImage) {
        guard let surface = sdl.getWindowSurface(window), let target = surface.pointee.pixels else { return }
        let width = min(Int(surface.pointee.w), image.width)
        let height = min(Int(surface.pointee.h), image.height)
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        let damage = surface == shown ? image.damagedRects ?? [whole] : [whole]
        shown = surface
        let rects = damage.map { $0.intersection(whole) }.filter { !$0.isNull && !$0.isEmpty }
        guard !rects.isEmpty else { return }
        let pitch = Int(surface.pointee.pitch)
        image.withPixels { pixels, stride in
            guard let source = pixels.baseAddress else { return }
            for rect in rects {
                let x = Int(rect.minX) * 4
                let bytes = Int(rect.width) * 4
                for row in Int(rect.minY)..<Int(rect.maxY) {
                    memcpy(target + row * pitch + x, source + row * stride + x, bytes)
                }
            }
        }
        let areas = rects.map(SDL_Rect.init)
        _ = sdl.updateWindowSurfaceRects(window, areas, Int32(areas.count))
    }

    func invalidate() {
        shown = nil
    }

    /// The surface is the window's; SDL frees it with the window.
    func close() {}
}
