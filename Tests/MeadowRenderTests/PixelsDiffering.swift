import MeadowCairo

/// How many pixels of `a` and `b`, images of the same size, differ by more than `levels` in some channel.
@MainActor
func pixelsDiffering(_ a: CairoImage, _ b: CairoImage, byMoreThan levels: Int) -> Int {
    precondition(a.width == b.width && a.height == b.height)
    return a.withPixels { pa, _ in
        b.withPixels { pb, _ in
            var count = 0
            for pixel in stride(from: 0, to: pa.count, by: 4) {
                if (0..<4).contains(where: { abs(Int(pa[pixel + $0]) - Int(pb[pixel + $0])) > levels }) { count += 1 }
            }
            return count
        }
    }
}
