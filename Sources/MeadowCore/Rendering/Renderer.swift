import Foundation

/// The backend's half of a frame's last phase: draws a display list into a surface of pixels.
///
/// MeadowCore builds display lists; a backend (MeadowCairo's `CairoRenderer`) implements this protocol to raster
/// them, and hosts (the window, the snapshot host, the test harness) reach the backend only through it.
@MainActor
public protocol Renderer<Image>: AnyObject {
    associatedtype Image: RenderedImage

    /// Draws `list` on a canvas of `size` points at `scale` pixels per point, first filled with `background`
    /// (transparent when nil).
    func render(_ list: DisplayList, size: CGSize, scale: CGFloat, background: RGBA?) -> Image

    /// Told by the host when it has stopped drawing and waits for input (an animation settled, input paused): the
    /// moment to give back memory that frames used and freed, which costs a frame nothing then.
    func didBecomeIdle()

    /// Whether the renderer has work left that its next frames do a part at a time (a group drawn ahead, a band
    /// of its pixels a frame), so the host draws frames while it has, even when nothing changed.
    var hasPendingWork: Bool { get }
}

extension Renderer {
    /// A renderer that keeps no memory between frames has nothing to give back.
    public func didBecomeIdle() {}

    /// A renderer that draws each frame whole has no work left for the next.
    public var hasPendingWork: Bool { false }

    /// Draws `list` on a white canvas of `size` points at `scale` pixels per point, as a hosting window shows
    /// white behind its views.
    public func render(_ list: DisplayList, size: CGSize, scale: CGFloat) -> Image {
        render(list, size: size, scale: scale, background: RGBA(red: 1, green: 1, blue: 1, alpha: 1))
    }
}
