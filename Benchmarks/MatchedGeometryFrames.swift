import Foundation
import Meadow
import MeadowCairo

/// A card game's deal as public SwiftUI apps write it: five cards move between a pile and a hand, each with one
/// `matchedGeometryEffect` id in a `@Namespace`, switched by a tap in `withAnimation`.
struct MatchedDealView: View {
    @Namespace private var namespace
    @State private var dealt = false

    var body: some View {
        VStack {
            ZStack {
                if !dealt {
                    ForEach(0..<5) { card in
                        RoundedRectangle(cornerRadius: 8).fill(Color.blue)
                            .matchedGeometryEffect(id: card, in: namespace)
                            .frame(width: 60, height: 90)
                            .offset(x: CGFloat(card) * 2, y: CGFloat(card) * 2)
                    }
                }
            }
            .frame(height: 300)
            HStack {
                if dealt {
                    ForEach(0..<5) { card in
                        RoundedRectangle(cornerRadius: 8).fill(Color.orange)
                            .matchedGeometryEffect(id: card, in: namespace)
                            .frame(width: 60, height: 90)
                    }
                }
            }
            .frame(height: 300)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.spring(duration: 0.5)) { dealt.toggle() } }
    }
}

/// The deal's animation frames, dealt and gathered again `cycles` times, on one long-lived `ScreenRenderer`: each
/// frame the clock stepped 1/60 s, then update, layout, display list and raster. Reports the median and p99.
@MainActor
func runMatchedGeometryBenchmark(device: Device, cycles: Int = 10) {
    let screen = ScreenRenderer(rootView: MatchedDealView(), device: device, assetCatalog: .empty)
    let graph = screen.graph
    consume(screen.renderImage())
    let centre = CGPoint(x: device.size.width / 2, y: device.size.height / 2)
    var times: [Double] = []
    for _ in 0..<(cycles * 2) {
        graph.pointerDown(at: centre)
        graph.step(by: 0.05)
        graph.pointerUp(at: centre)
        repeat {
            graph.step(by: 1.0 / 60)
            let stopwatch = Stopwatch()
            consume(screen.renderImage())
            times.append(stopwatch.elapsedMilliseconds)
        } while graph.isAnimating && times.count < 10_000
    }
    report("matched_geometry.deal.frames", Double(times.count), "frames")
    report("matched_geometry.deal.frame_p50", times.percentile(50), "ms")
    report("matched_geometry.deal.frame_p99", times.percentile(99), "ms")
}
