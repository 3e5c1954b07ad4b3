import Foundation

extension ImageNode: NodeDrawing {
    /// Draws the image, the symbol or a placeholder stretched to the node's bounds; redacted, a box of them.
    func draw(into list: inout DisplayList) {
        if let redactedColor { return list.append(.fill(Path(localBounds), redactedColor, FillStyle())) }
        switch content {
        case .asset(let asset, let tint): list.append(.image(asset, localBounds, tint: tint))
        case .symbol(let name, let weight, let color): list.append(.symbol(name, localBounds, weight: weight, color))
        case .missing: list.append(.placeholder(localBounds))
        }
    }
}
