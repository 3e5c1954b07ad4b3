import Foundation

extension View {
    /// Draws a border of `width` points in `content` along the inside of the view's frame, as SwiftUI's
    /// `border(_:width:)`: a rectangle's stroke over the view, inset so it stays within the frame, which does not
    /// change the view's size.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
