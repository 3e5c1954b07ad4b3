import Foundation
import Meadow
import MeadowCairo

/// Conway's game of life on a 64 × 64 wrapping board, seeded from a fixed pattern, one generation per step.
@MainActor
final class LifeBoard {
    static let side = 64
    private(set) var cells: [Bool]
    private var generationDate: Date?

    init() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        cells = (0..<(Self.side * Self.side)).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 61 < 3
        }
    }

    /// Moves on one generation when `date` is a new timeline entry.
    func advance(to date: Date) {
        guard date != generationDate else { return }
        generationDate = date
        let side = Self.side
        cells = (0..<(side * side)).map { index in
            let (row, column) = index.quotientAndRemainder(dividingBy: side)
            var neighbours = 0
            for dr in -1...1 {
                for dc in -1...1 where dr != 0 || dc != 0 {
                    if cells[((row + dr + side) % side) * side + (column + dc + side) % side] { neighbours += 1 }
                }
            }
            return neighbours == 3 || (neighbours == 2 && cells[index])
        }
    }
}

/// A game of life as the public SwiftUI samples draw one: a `Canvas` in a `TimelineView(.animation)` filling a
/// square per live cell, the board advanced once per entry.
struct GameOfLifeView: View {
    let board: LifeBoard

    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                board.advance(to: timeline.date)
                let cell = min(size.width, size.height) / CGFloat(LifeBoard.side)
                var live = Path()
                for (index, alive) in board.cells.enumerated() where alive {
                    let (row, column) = index.quotientAndRemainder(dividingBy: LifeBoard.side)
                    live.addRect(CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell - 1, height: cell - 1))
                }
                context.fill(live, with: .color(.green))
            }
            .aspectRatio(1, contentMode: .fit)
        }
    }
}

/// The game of life's frames on one long-lived `ScreenRenderer`, as a running app draws them: the clock stepped
/// 1/60 s, then update, layout, display list and raster of what changed. Reports the median and p99 over `frames`
/// frames after 10 untimed ones.
@MainActor
func runGameOfLifeBenchmark(device: Device, frames: Int = 300) {
    let screen = ScreenRenderer(rootView: GameOfLifeView(board: LifeBoard()), device: device, assetCatalog: .empty)
    var times: [Double] = []
    for frame in 0..<(frames + 10) {
        screen.graph.step(by: 1.0 / 60)
        let stopwatch = Stopwatch()
        consume(screen.renderImage())
        if frame >= 10 { times.append(stopwatch.elapsedMilliseconds) }
    }
    report("canvas.game_of_life.frame_p50", times.percentile(50), "ms")
    report("canvas.game_of_life.frame_p99", times.percentile(99), "ms")
}
