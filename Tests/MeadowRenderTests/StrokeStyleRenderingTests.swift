import Foundation
import MeadowCore
import MeadowTesting
import Testing

/// A zigzag stroked 10 pt wide, as SwiftUI's `StrokeStyle` draws it with `CGLineCap` and `CGLineJoin`.
private struct Zigzag: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.minX + 12, y: rect.maxY - 12))
            path.addLine(to: CGPoint(x: rect.midX - 20, y: rect.minY + 12))
            path.addLine(to: CGPoint(x: rect.midX + 20, y: rect.maxY - 12))
            path.addLine(to: CGPoint(x: rect.maxX - 12, y: rect.minY + 12))
        }
    }
}

@MainActor
@Suite("Stroke styles")
struct StrokeStyleRenderingTests {
    let snapshots = SnapshotAssertion()

    @Test("Butt, round and square caps with miter, round and bevel joins; a miter limit of 1 bevels; dashes shift by their phase")
    func capsJoinsAndDashes() {
        let rows = VStack(spacing: 8) {
            Zigzag().stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .butt, lineJoin: .miter))
            Zigzag().stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
            Zigzag().stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .square, lineJoin: .bevel))
            Zigzag().stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineJoin: .miter, miterLimit: 1))
            Zigzag().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [12, 8]))
            Zigzag().stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [12, 8], dashPhase: 10))
        }
        .padding(8)
        .background(Color.white)
        let harness = ViewHarness(rows, size: CGSize(width: 200, height: 380))
        snapshots.assertMatches(harness.renderImage(), named: "stroke-caps-joins-dashes")
    }
}
