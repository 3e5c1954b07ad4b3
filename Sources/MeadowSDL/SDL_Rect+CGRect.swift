import CSDL2
import Foundation

extension SDL_Rect {
    /// `rect`, in whole pixels, as SDL takes an area of a texture or a window.
    init(_ rect: CGRect) {
        self.init(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
    }
}
