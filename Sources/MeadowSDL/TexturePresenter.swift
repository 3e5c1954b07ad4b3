import CSDL2
import MeadowCore

/// Presents frames through an SDL renderer (OpenGL where there is a GPU): the damaged rects go into a streaming
/// texture that keeps the frame before, and the texture is drawn to the window.
@MainActor
final class TexturePresenter: FramePresenter {
    private let sdl: SDLLibrary
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (width: 0, height: 0)

    /// A presenter for `window`, synchronised to the display when the renderer can be; nil when SDL has no renderer
    /// for it.
    init?(sdl: SDLLibrary, window: OpaquePointer) {
        guard let renderer = sdl.createRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
            ?? sdl.createRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else { return nil }
        self.sdl = sdl
        self.renderer = renderer
    }

    var pixelHeight: Int32 {
        var width: Int32 = 0, height: Int32 = 0
        _ = sdl.getRendererOutputSize(renderer, &width, &height)
        return height
    }

    func present(_ image: some RenderedImage) {
        var damage = image.damagedRects
        if texture == nil || textureSize != (image.width, image.height) {
            if let texture { sdl.destroyTexture(texture) }
            texture = sdl.createTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                Int32(image.width), Int32(image.height))
            textureSize = (image.width, image.height)
            damage = nil
        }
        // The texture holds the frame before, so only what changed since is uploaded.
        image.withPixels { pixels, stride in
            guard let base = pixels.baseAddress else { return }
            guard let damage else {
                _ = sdl.updateTexture(texture, nil, base, Int32(stride))
                return
            }
            for rect in damage {
                var area = SDL_Rect(rect)
                _ = sdl.updateTexture(texture, &area, base + Int(rect.minY) * stride + Int(rect.minX) * 4, Int32(stride))
            }
        }
        _ = sdl.renderClear(renderer)
        _ = sdl.renderCopy(renderer, texture, nil, nil)
        sdl.renderPresent(renderer)
    }

    /// Every present draws the whole texture, so nothing is lost.
    func invalidate() {}

    func close() {
        if let texture { sdl.destroyTexture(texture) }
        sdl.destroyRenderer(renderer)
    }
}
