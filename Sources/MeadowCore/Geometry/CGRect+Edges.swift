import Foundation

extension CGRect {
    /// The rect with the edges given moved there. A dimension whose two edges stay keeps its size exactly, not
    /// the difference of its edges, which for a rect far from the origin differs in its last bits: a view moving
    /// across the screen keeps its size from frame to frame.
    func with(minX: CGFloat? = nil, minY: CGFloat? = nil, maxX: CGFloat? = nil, maxY: CGFloat? = nil) -> CGRect {
        let x0 = minX ?? self.minX
        let y0 = minY ?? self.minY
        let x1 = maxX ?? self.maxX
        let y1 = maxY ?? self.maxY
        let width = x0 == self.minX && x1 == self.maxX ? self.width : x1 - x0
        let height = y0 == self.minY && y1 == self.maxY ? self.height : y1 - y0
        return CGRect(x: x0, y: y0, width: width, height: height)
    }
}
