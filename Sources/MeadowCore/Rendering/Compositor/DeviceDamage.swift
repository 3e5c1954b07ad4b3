import Foundation

/// A frame's damage in device pixels: the rects a compositor clips a frame's drawing to, copies the rest of the
/// frame before around, and a host uploads.
public enum DeviceDamage {
    /// How many damaged rects a frame clips to and a host uploads before they become one.
    public static let maximumRects = 8
    /// How many damaged rects a frame merges where they overlap; more become one.
    public static let mergedRects = 32

    /// `damage` in points as whole device pixels within `canvas`, grown by a point and a pixel for antialiasing
    /// and glyphs that reach past their boxes, overlapping ones merged (`merged`); more than `maximumRects` become
    /// their union, as do more than `mergedRects` at once (merging costs the cube of their count, on every frame).
    public static func rects(_ damage: [CGRect], scale: CGFloat, within canvas: CGRect) -> [CGRect] {
        let margin = scale + 1
        var rects = damage.map {
            CGRect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale)
                .insetBy(dx: -margin, dy: -margin).integral.intersection(canvas)
        }.filter { !$0.isNull && !$0.isEmpty }
        if rects.count <= mergedRects { rects = merged(rects) }
        guard rects.count > maximumRects else { return rects }
        return [rects.reduce(CGRect.null) { $0.union($1) }]
    }

    /// `rects` with every two whose union is no larger than their areas together replaced by that union, until
    /// no two are: the old and new place of a sheet that moved a little, or a blurred layer under a sheet, are one
    /// rect, whose pixels the frame copies, draws and uploads once, not twice.
    public static func merged(_ rects: [CGRect]) -> [CGRect] {
        var rects = rects
        func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
        var index = 0
        while index < rects.count {
            let pair = rects.indices.first { other in
                other != index && area(rects[index].union(rects[other])) <= area(rects[index]) + area(rects[other])
            }
            if let other = pair {
                rects[index] = rects[index].union(rects[other])
                rects.remove(at: other)
                index = 0
            } else {
                index += 1
            }
        }
        return rects
    }

    /// The parts of `rects` that lie outside every rect of `cuts`, as rects: each rect loses what a cut covers, and
    /// keeps up to four bands around it (above and below it whole, beside it the cut's height).
    public static func parts(of rects: [CGRect], outside cuts: [CGRect]) -> [CGRect] {
        cuts.reduce(rects) { pieces, cut in
            pieces.flatMap { piece -> [CGRect] in
                let covered = piece.intersection(cut)
                guard !covered.isNull, !covered.isEmpty else { return [piece] }
                return [
                    CGRect(x: piece.minX, y: piece.minY, width: piece.width, height: covered.minY - piece.minY),
                    CGRect(x: piece.minX, y: covered.maxY, width: piece.width, height: piece.maxY - covered.maxY),
                    CGRect(x: piece.minX, y: covered.minY, width: covered.minX - piece.minX, height: covered.height),
                    CGRect(x: covered.maxX, y: covered.minY, width: piece.maxX - covered.maxX, height: covered.height),
                ].filter { $0.width > 0 && $0.height > 0 }
            }
        }
    }
}
