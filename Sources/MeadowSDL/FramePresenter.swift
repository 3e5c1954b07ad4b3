import MeadowCore

/// How a window host puts the frames its renderer draws on screen.
@MainActor
protocol FramePresenter: AnyObject {
    /// The window's height in pixels, which the frames are drawn to fill.
    var pixelHeight: Int32 { get }

    /// Shows `image`, sending only its damaged rects when the window still shows the frame before it.
    func present(_ image: some RenderedImage)

    /// Makes the next `present` send the whole frame: the window's pixels were lost (uncovered, resized).
    func invalidate()

    /// Lets go of what the presenter made in SDL, before the window closes.
    func close()
}
