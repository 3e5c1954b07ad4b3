import Foundation

/// What blurring a layer by σ device pixels runs on the layer's grid: the box passes of `GaussianBlur` for σ in
/// the layer's pixels, or, for a layer on a coarser grid than the same blur at rest is drawn on (a radius that
/// animates, `CairoRenderer.animatingBlurGrids`), a sampled Gaussian that blurs as the device grid's passes do.
///
/// On a grid of two, a σ under four device pixels is under two of the layer's pixels, where three box passes
/// (3 and 5 pixels wide) are a rough likeness of a Gaussian and their variance lands up to a third off: painted
/// back, edges of text and icons came out up to 29 levels from the blur drawn at rest, on 0.7% of the Weather
/// home screen's pixels at σ 3.5. A Gaussian sampled at the layer's pixels, with the device passes' variance
/// less the grid's own (`CairoMask.layerSigma`), leaves under 0.1% of them more than 8 levels off (the snapshot
/// tolerance) from σ 1.7, and a hard edge within 7 levels from σ 2.2 (`BlurAccuracyTests`).
enum LayerBlur: Hashable {
    /// Box passes of these widths, on the layer's own grid.
    case boxes([Int])
    /// A sampled Gaussian on a grid reduced by `reduction`, standing for these box passes on the device grid.
    case deviceBoxes([Int], reduction: CGFloat)

    /// The blur of `sigma` device pixels on a layer reduced by `reduction`, matching the device grid's when
    /// `matchesDeviceGrid` (the same blur at rest is drawn on the device grid).
    init(sigma: CGFloat, reduction: CGFloat, matchesDeviceGrid: Bool) {
        if matchesDeviceGrid, reduction > 1 {
            self = .deviceBoxes(GaussianBlur.passes(sigma: Double(sigma)), reduction: reduction)
        } else {
            self = .boxes(GaussianBlur.passes(sigma: CairoMask.layerSigma(sigma, reduction: reduction)))
        }
    }

    /// Whether it changes nothing.
    var isEmpty: Bool {
        switch self {
        case .boxes(let widths), .deviceBoxes(let widths, _): widths.isEmpty
        }
    }

    /// What the pixels depend on, for a layer's cache key: two sigmas with the same blur blur alike, pixel for pixel.
    var key: [Double] {
        switch self {
        case .boxes(let widths): [0] + widths.map(Double.init)
        case .deviceBoxes(let widths, let reduction): [Double(reduction)] + widths.map(Double.init)
        }
    }

    /// Blurs `buffer` (rows of `stride` bytes, `width` × `height` pixels of `channels` bytes) as this says; a
    /// sampled Gaussian only blurs colour (4-byte pixels).
    func apply(_ buffer: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, channels: Int) {
        switch self {
        case .boxes(let widths):
            GaussianBlur.blur(buffer, width: width, height: height, stride: stride, channels: channels, passes: widths)
        case .deviceBoxes(let widths, let reduction):
            precondition(channels == 4, "a sampled Gaussian blurs a colour layer")
            let variance = (GaussianBlur.variance(ofPasses: widths) - Double(reduction * reduction) / 4) / Double(reduction * reduction)
            guard variance > 0 else { return }
            GaussianBlur.blur(buffer, width: width, height: height, stride: stride, kernel: GaussianBlur.kernel(variance: variance))
        }
    }
}
