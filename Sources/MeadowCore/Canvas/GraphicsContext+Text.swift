import Foundation

extension GraphicsContext {
    /// A text styled in the canvas's environment, ready to measure and draw, as SwiftUI's
    /// `GraphicsContext.ResolvedText`.
    public struct ResolvedText {
        /// What the text is drawn with: its own colour, else the environment's foreground, as resolved. A
        /// gradient draws in its first colour.
        public var shading: Shading
        let run: TextStyleRun
        let textSystem: any TextSystem

        /// The size the text takes laid out in `size`: wrapped at its width, on as many lines as it needs.
        public func measure(in size: CGSize) -> CGSize {
            MainActor.assumeIsolated {
                textSystem.measure(run, width: size.width.isFinite ? size.width : nil, maxLines: run.lineLimit).size
            }
        }

        /// The distance from the top of the text laid out in `size` to its first line's baseline.
        public func firstBaseline(in size: CGSize) -> CGFloat {
            lines(in: size).first?.baseline ?? 0
        }

        /// The distance from the top of the text laid out in `size` to its last line's baseline.
        public func lastBaseline(in size: CGSize) -> CGFloat {
            lines(in: size).last?.baseline ?? 0
        }

        private func lines(in size: CGSize) -> [TextLineMetrics] {
            MainActor.assumeIsolated {
                textSystem.lineMetrics(of: run, width: size.width.isFinite ? size.width : nil, maxLines: run.lineLimit)
            }
        }
    }

    /// `text` styled in the canvas's environment.
    public func resolve(_ text: Text) -> ResolvedText {
        let (run, color) = MainActor.assumeIsolated { (text.run(in: environment), text.resolvedColor(in: environment)) }
        return ResolvedText(shading: Shading(paint: .resolved(color)), run: run, textSystem: recording.textSystem)
    }

    /// Draws `text` on as many lines as it needs, `anchor` of its bounds at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
        let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        record([.text(text.run, CGRect(origin: origin, size: size), color(of: text.shading))])
    }

    /// Draws `text` wrapped at `rect`'s width from its top-leading corner, on the lines that fit its height.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var run = text.run
        let metrics = MainActor.assumeIsolated { text.textSystem.measure(run, width: rect.width, maxLines: run.lineLimit) }
        if metrics.lineHeight > 0, rect.height.isFinite {
            run.lineLimit = min(max(1, Int(rect.height / metrics.lineHeight)), run.lineLimit ?? .max)
        }
        record([.text(run, rect, color(of: text.shading))])
    }

    /// Draws `text`, styled in the canvas's environment, `anchor` of its bounds at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text`, styled in the canvas's environment, in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }
}
