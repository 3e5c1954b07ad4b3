import Foundation
import MeadowCairo
import MeadowCore
import MeadowTesting
import Testing

/// An analogue clock: a `Canvas` drawing the face, its hour ticks and hands for `date` (in UTC), with the time in
/// digits under it, as public clock apps draw one.
private struct ClockFace: View {
    let date: Date

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    var body: some View {
        let time = Self.utc.dateComponents([.hour, .minute], from: date)
        let (hour, minute) = (Double(time.hour ?? 0), Double(time.minute ?? 0))
        VStack(spacing: 8) {
            MeadowCore.Canvas { context, size in
                let radius = min(size.width, size.height) / 2
                let center = CGPoint(x: size.width / 2, y: size.height / 2)
                context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(.white))
                context.stroke(Path(ellipseIn: CGRect(x: 2, y: 2, width: size.width - 4, height: size.height - 4)), with: .color(.black), lineWidth: 4)
                context.translateBy(x: center.x, y: center.y)
                for tick in 0..<12 {
                    var face = context
                    face.rotate(by: .degrees(Double(tick) * 30))
                    face.fill(Path(CGRect(x: -1.5, y: -radius + 8, width: 3, height: 10)), with: .color(.black))
                }
                func hand(angle: Angle, length: CGFloat, width: CGFloat, color: Color) {
                    var drawing = context
                    drawing.rotate(by: angle)
                    drawing.fill(Path(roundedRect: CGRect(x: -width / 2, y: -length, width: width, height: length + 6), cornerRadius: width / 2), with: .color(color))
                }
                hand(angle: .degrees((hour.truncatingRemainder(dividingBy: 12) + minute / 60) * 30), length: radius * 0.5, width: 6, color: .black)
                hand(angle: .degrees(minute * 6), length: radius * 0.78, width: 4, color: .black)
                context.fill(Path(ellipseIn: CGRect(x: -4, y: -4, width: 8, height: 8)), with: .color(.orange))
            }
            .frame(width: 100, height: 100)
            Text(String(format: "%02d:%02d", Int(hour), Int(minute))).font(.headline)
        }
    }
}

@MainActor
@Suite("TimelineView, rendered at a fixed date")
struct TimelineViewRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("An every-minute timeline shows the start of the current minute: a clock at 10:09:38 reads 10:09")
    func clockAtFixedDate() {
        let view = ZStack {
            Color.white
            TimelineView(.everyMinute) { context in ClockFace(date: context.date) }
        }
        let harness = ViewHarness(view.frame(width: 140, height: 150), size: CGSize(width: 140, height: 150))
        // 2026-12-06 10:09:38 UTC.
        harness.screen.graph.startDate = Date(timeIntervalSince1970: 1_796_551_778)
        #expect(harness.layoutTree.node(text: "10:09") != nil)
        snapshots.assertMatches(harness.renderImage(), named: "timeline-clock-10-09")
    }
}
