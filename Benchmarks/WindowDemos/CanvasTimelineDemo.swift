import Foundation
import Meadow

/// A `Canvas` inside a `TimelineView(.animation)`: twelve dots circling the middle of the screen, drawn again for
/// every frame the display shows, as a SwiftUI clock or loading animation is.
struct CanvasTimelineDemo: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let turn = timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 2) / 2
                let centre = CGPoint(x: size.width / 2, y: size.height / 2)
                for dot in 0..<12 {
                    let angle = (Double(dot) / 12 + turn) * 2 * .pi
                    let point = CGPoint(x: centre.x + 120 * cos(angle), y: centre.y + 120 * sin(angle))
                    let rect = CGRect(x: point.x - 12, y: point.y - 12, width: 24, height: 24)
                    context.fill(Path(ellipseIn: rect), with: .color(.blue.opacity(Double(dot + 1) / 12)))
                }
            }
        }
    }
}
