import Foundation

/// A run of text: `Text`.
///
/// Its ideal size is one line per paragraph; a narrower proposal wraps at word boundaries and grows the height,
/// up to the line limit or the lines that fit a proposed height; a proposal of zero width gives zero size (§3).
/// With `minimumScaleFactor` below 1 the font shrinks, no further than the factor, until the text fits; before
/// that, with `allowsTightening`, a line a little too wide is set tighter. `lineLimit(_:reservesSpace:)` makes
/// it as tall as its limit's lines.
final class TextNode: ViewNode {
    var run = TextStyleRun(string: "", font: .body, lineLimit: nil, alignment: .leading)
    var color = RGBA.placeholder
    /// The gradient the glyphs are filled with across the bounds, its stops resolved (`foregroundStyle(_:)` of a
    /// gradient); nil for `color`.
    var gradient: (style: any GradientShapeStyle, stops: [GradientFill.Stop])?
    var minimumScaleFactor: CGFloat = 1
    /// Whether a line a little too wide for its width is set tighter instead of truncated (`allowsTightening`).
    var allowsTightening = false
    /// The lines whose height the text takes however few it shows (`lineLimit(_:reservesSpace:)`); nil for none.
    var reservedLines: Int?
    /// Whether the text is drawn as placeholder bars (`redacted(reason:)`).
    var isRedacted = false
    unowned var textSystem: (any TextSystem)?
    /// The change of string running as a content transition, drawn until it finishes.
    private(set) var contentChange: TextContentChange?
    /// The value the last `numericText(value:)` transition named, to tell whether the next counts down.
    private var numericValue: Double?

    override var kind: LayoutNode.Kind { .text }

    override var text: String? { run.string }

    /// How far, in points, a single word may overrun the proposed width and still count as fitting: measurements
    /// of the same text at the same width can differ in the last bits, and a word must not shrink for that.
    static let widthTolerance: CGFloat = 0.01
    /// How far, in points, text may overrun the proposed height and still count as fitting: half a point, so a
    /// height rounded to the pixel grid still holds the line it was computed from.
    static let heightTolerance: CGFloat = 0.5
    /// How much wider than its width a line may be and still be tightened to fit it: UIKit's default tightening
    /// factor for truncation (`NSParagraphStyle.tighteningFactorForTruncation`).
    static let tighteningFactor: CGFloat = 0.05
    /// Points each character of a tightened line gives up beyond what fitting needs, so a renderer rounding the
    /// spacing to its own units (Pango's are 1/1024 point) cannot push the last character past the width.
    static let tighteningMargin: CGFloat = 0.001
    /// Halvings of the range between `minimumScaleFactor` and 1 when searching for the largest scale that fits:
    /// seven narrow it to under 1 % of the range.
    static let scaleSearchSteps = 7

    /// The font scale chosen for each proposal, so drawing uses what sizing chose.
    private var scales = ProposalMemo<ProposedViewSize, CGFloat>()
    private var drawnScale: CGFloat = 1
    /// The points taken from each character's spacing for each proposal that tightened the text.
    private var tightenings = ProposalMemo<ProposedViewSize, CGFloat>()
    private var drawnTightening: CGFloat = 0

    /// Shows `newRun`, through the environment's content transition when its string changed in an animated
    /// transaction, as SwiftUI runs a `Text`'s content transition: from the string shown now, along the
    /// transaction's animation.
    func show(_ newRun: TextStyleRun, transition: ContentTransition) {
        defer { run = newRun }
        var countsDown = false
        if case .numericText(let down, let value) = transition.kind {
            countsDown = down
            if let value {
                if let numericValue { countsDown = value < numericValue }
                numericValue = value
            }
        }
        guard newRun.string != run.string, transition.kind != .identity, hasBeenPlaced, let animation else { return }
        let change = TextContentChange(from: run, size: frame.size, kind: transition.kind, countsDown: countsDown)
        change.progress.onSettle = { [weak self, weak change] in
            guard let self, let change, self.contentChange === change else { return }
            self.contentChange = nil
            self.invalidateDrawing()
        }
        contentChange = change
        change.progress.set(1, animation: animation, for: self)
    }

    override func resetTraits() {
        super.resetTraits()
        scales.removeAll()
        tightenings.removeAll()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if proposal.width == 0 || run.string.isEmpty { return .zero }
        if allowsTightening, let tightened = tightened(proposal) {
            tightenings[proposal] = tightened.tightening
            scales[proposal] = 1
            return reserving(tightened.size, scale: 1)
        }
        tightenings[proposal] = 0
        let (size, scale) = fit(proposal)
        scales[proposal] = scale
        return reserving(size, scale: scale)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        _ = sizeThatFits(proposal)
        drawnScale = scales[proposal] ?? 1
        drawnTightening = tightenings[proposal] ?? 0
    }

    /// `size` made as tall as the reserved lines at `scale`: n lines and the n - 1 line spacings between them.
    private func reserving(_ size: CGSize, scale: CGFloat) -> CGSize {
        guard let reservedLines, reservedLines > 1 else { return size }
        let lineHeight = measure(scale == 1 ? run : run.scaled(by: scale), width: nil, maxLines: nil).lineHeight
        let lines = CGFloat(reservedLines)
        let height = lines * lineHeight + (lines - 1) * max(run.lineSpacing, 0)
        return CGSize(width: size.width, height: max(size.height, height))
    }

    /// The size of the text tightened to fit the proposed width, and the points each character's spacing gives
    /// up, when it would otherwise be truncated to one line (its line limit or the proposed height allows no
    /// more) and is at most `tighteningFactor` wider than the width; nil otherwise.
    private func tightened(_ proposal: ProposedViewSize) -> (size: CGSize, tightening: CGFloat)? {
        guard let width = proposal.width, width.isFinite, width > 0 else { return nil }
        let natural = measure(run, width: nil, maxLines: nil)
        guard natural.lineCount == 1, natural.size.width > width + Self.widthTolerance,
            natural.size.width <= width * (1 + Self.tighteningFactor)
        else { return nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        guard lines(for: height, metrics: natural) == 1 else { return nil }
        let tightening = (natural.size.width - width) / CGFloat(run.string.count) + Self.tighteningMargin
        var tight = run
        tight.characterSpacing -= tightening
        let metrics = measure(tight, width: width, maxLines: 1)
        return (CGSize(width: min(metrics.size.width, width), height: metrics.size.height), tightening)
    }

    /// The spacing for `run` at a pixel length, kept while both stay the same.
    private var spacingCache: (run: TextStyleRun, pixelLength: CGFloat, spacing: ViewSpacing)?

    /// Spacing from the font's metrics and the baselines of the text set one line per paragraph (§1.6); none
    /// across its leading and trailing edges, so beside other views a text is the default 8 points away.
    override var viewSpacing: ViewSpacing {
        guard let textSystem else { return ViewSpacing() }
        let pixelLength = environment.pixelLength
        if let spacingCache, spacingCache.run == run, spacingCache.pixelLength == pixelLength {
            return spacingCache.spacing
        }
        let font = textSystem.fontMetrics(of: run)
        let lines = textSystem.lineMetrics(of: run, width: nil, maxLines: run.lineLimit)
        // The last baseline from the bottom is minus the last line's descent: the text ends where that line does.
        let spacing = ViewSpacing.text(
            font, firstBaseline: lines.first?.baseline ?? font.ascender,
            lastBaselineFromBottom: -(lines.last?.descent ?? -font.descender), pixelLength: pixelLength)
        spacingCache = (run, pixelLength, spacing)
        return spacing
    }

    override func definesExplicitAlignment(_ key: AlignmentKey) -> Bool {
        key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    }

    /// The first and last text baselines are the baselines of the first and last line shown, from the text
    /// system's line metrics (§1.5).
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let isFirst = key == VerticalAlignment.firstTextBaseline.key
        guard isFirst || key == VerticalAlignment.lastTextBaseline.key, let textSystem else { return nil }
        let size = sizeThatFits(proposal)
        guard size != .zero else { return nil }
        let scaled = run.scaled(by: scales[proposal] ?? 1)
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let lines = textSystem.lineMetrics(of: scaled, width: width, maxLines: run.lineLimit)
        let shown = lines.prefix { $0.baseline - $0.ascent < size.height }
        return isFirst ? shown.first?.baseline : shown.last?.baseline
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    /// The run as laid out in the node's frame: at the font scale sizing chose, limited to the lines that fit.
    var laidOutRun: TextStyleRun {
        var laidOut = drawnScale == 1 ? run : run.scaled(by: drawnScale)
        laidOut.characterSpacing -= drawnTightening
        laidOut.lineLimit = lines(for: frame.height, metrics: measure(laidOut, width: frame.width, maxLines: run.lineLimit))
        return laidOut
    }

    private func measure(_ run: TextStyleRun, width: CGFloat?, maxLines: Int?) -> TextMetrics {
        guard let textSystem else { preconditionFailure("Text laid out without a text system") }
        return textSystem.measure(run, width: width, maxLines: maxLines)
    }

    /// The most lines that fit `height`, never fewer than one, within the line limit: n lines and the n - 1
    /// line spacings between them.
    private func lines(for height: CGFloat?, metrics: TextMetrics) -> Int? {
        guard let height, height.isFinite, metrics.lineHeight > 0 else { return run.lineLimit }
        let spacing = max(run.lineSpacing, 0)
        let fitting = max(1, Int((height + spacing + Self.heightTolerance) / (metrics.lineHeight + spacing)))
        return min(fitting, run.lineLimit ?? .max)
    }

    private func fit(_ proposal: ProposedViewSize) -> (CGSize, CGFloat) {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        // A single word never breaks inside: it must fit the width on its own.
        let isOneWord = !Self.hasWhitespace(run.string)
        func attempt(_ scale: CGFloat) -> (size: CGSize, fits: Bool) {
            let scaled = scale == 1 ? run : run.scaled(by: scale)
            let unlimited = measure(scaled, width: width, maxLines: run.lineLimit)
            let maxLines = lines(for: height, metrics: unlimited)
            let metrics = maxLines == run.lineLimit ? unlimited : measure(scaled, width: width, maxLines: maxLines)
            let wordsFit = !isOneWord || width.map { measure(scaled, width: nil, maxLines: nil).size.width <= $0 + Self.widthTolerance } ?? true
            let allLines = metrics.lineCount >= unlimited.lineCount && unlimited.lineCount <= (run.lineLimit ?? .max)
            let fits = wordsFit && allLines && (height.map { unlimited.size.height <= $0 + Self.heightTolerance } ?? true)
            var size = metrics.size
            if let width { size.width = min(size.width, width) }
            return (size, fits)
        }
        let full = attempt(1)
        guard minimumScaleFactor < 1, !full.fits else { return (full.size, 1) }
        // A line's width and height grow with its font's size: the search's steps are first taken against the
        // scale that makes the natural size the proposed one, and the two scales it ends between are then tried.
        // When the smaller fits and the larger does not, every step would have gone the same way, and the answer
        // is the search's, after two attempts instead of eight. Each scale is a font size of its own, which Pango
        // loads the first time (half a millisecond or more).
        if let guess = proportionalScale(width: width, height: height) {
            let (low, high) = Self.searchBounds(from: minimumScaleFactor) { $0 <= guess }
            let found = attempt(low)
            if found.fits, high == 1 || !attempt(high).fits { return (found.size, low) }
        }
        let least = attempt(minimumScaleFactor)
        guard least.fits else { return (least.size, minimumScaleFactor) }
        var best = least
        let (low, _) = Self.searchBounds(from: minimumScaleFactor) { scale in
            let result = attempt(scale)
            if result.fits { best = result }
            return result.fits
        }
        return (best.size, low)
    }

    /// Whether `string` has a space or another whitespace character: a place a line may break.
    private static func hasWhitespace(_ string: String) -> Bool {
        string.unicodeScalars.contains { scalar in
            scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
        }
    }

    /// The largest scale at which the run's natural size fits `width` and `height` (and the tolerances text may
    /// overrun them by), for a run on one line too large for them; `nil` otherwise.
    private func proportionalScale(width: CGFloat?, height: CGFloat?) -> CGFloat? {
        let natural = measure(run, width: nil, maxLines: nil)
        guard natural.lineCount == 1 else { return nil }
        var scale: CGFloat = 1
        if let width, natural.size.width > width { scale = (width + Self.widthTolerance) / natural.size.width }
        if let height, natural.size.height > height {
            scale = min(scale, (height + Self.heightTolerance) / natural.size.height)
        }
        return scale < 1 ? scale : nil
    }

    /// The bisection of the scales from `least` to 1 in `scaleSearchSteps` halvings, `fits` telling at each
    /// midpoint which half holds the largest scale that fits: the last scale found to fit (or `least`) and the
    /// last found not to (or 1).
    private static func searchBounds(from least: CGFloat, fits: (CGFloat) -> Bool) -> (low: CGFloat, high: CGFloat) {
        var (low, high) = (least, CGFloat(1))
        for _ in 0..<scaleSearchSteps {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return (low, high)
    }
}

extension LayoutNode.Kind {
    /// A `Text` node of the laid-out tree.
    public static let text = Self("Text")
}
