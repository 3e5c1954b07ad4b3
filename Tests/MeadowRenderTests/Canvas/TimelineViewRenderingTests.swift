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

/// A game of life on a 12 × 12 torus, as public apps draw one in a `Canvas` inside a `TimelineView`.
private struct LifeBoard {
    var alive: Set<Int>
    static let side = 12

    /// A glider in the top-leading corner and a blinker on the right.
    static let seed = LifeBoard(alive: [1, 14, 24, 25, 26, 5 * side + 8, 5 * side + 9, 5 * side + 10])

    /// The board after one generation: a cell lives with three neighbours, or two when it lived.
    func next() -> LifeBoard {
        var counts: [Int: Int] = [:]
        for cell in alive {
            let (row, column) = (cell / Self.side, cell % Self.side)
            for dr in -1...1 {
                for dc in -1...1 where dr != 0 || dc != 0 {
                    let neighbour = ((row + dr + Self.side) % Self.side) * Self.side + (column + dc + Self.side) % Self.side
                    counts[neighbour, default: 0] += 1
                }
            }
        }
        return LifeBoard(alive: Set(counts.filter { $0.value == 3 || ($0.value == 2 && alive.contains($0.key)) }.keys))
    }

    func after(_ generations: Int) -> LifeBoard {
        (0..<generations).reduce(self) { board, _ in board.next() }
    }
}

extension TimelineViewRenderingTests {
    @Test("A game of life in a Canvas inside a periodic TimelineView draws the generation of the date it shows")
    func gameOfLife() {
        let start = Date(timeIntervalSince1970: 1_796_551_778)
        let view = TimelineView(.periodic(from: start, by: 1)) { context in
            let board = LifeBoard.seed.after(Int(context.date.timeIntervalSince(start)))
            MeadowCore.Canvas { graphics, size in
                graphics.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
                let cell = size.width / CGFloat(LifeBoard.side)
                for index in board.alive {
                    let rect = CGRect(
                        x: CGFloat(index % LifeBoard.side) * cell, y: CGFloat(index / LifeBoard.side) * cell, width: cell, height: cell)
                    graphics.fill(Path(roundedRect: rect.insetBy(dx: 1, dy: 1), cornerRadius: 2), with: .color(.green))
                }
            }
        }
        let harness = ViewHarness(view.frame(width: 96, height: 96), size: CGSize(width: 96, height: 96))
        // Four generations after the seed: the glider has moved one cell down and one right.
        harness.screen.graph.startDate = start.addingTimeInterval(4.5)
        let image = harness.renderImage()
        snapshots.assertMatches(image, named: "timeline-game-of-life-generation-4")
        let expected: Set<Int> = [14, 27, 37, 38, 39, 68, 69, 70]
        #expect(LifeBoard.seed.after(4).alive == expected)
        // A live cell's centre (row 2, column 3) is green, a dead one's black (cells are 8 points, 16 pixels).
        #expect(image.color(x: 56, y: 40).green > 150)
        #expect(image.color(x: 8, y: 8).green < 10)
    }
}
