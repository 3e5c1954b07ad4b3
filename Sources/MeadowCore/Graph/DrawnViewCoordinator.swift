import Foundation

/// The object behind a `DrawnViewRepresentable`: what sizes, draws and drives the view between builds.
@MainActor
package protocol DrawnViewCoordinator: AnyObject {
    /// The view's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// What the view draws at `size`, in its own coordinates (top-left corner at the origin); the view clips it to
    /// its bounds. `safeAreaInsets` are how far the screen's bars reach into the view, as a UIKit view's
    /// `safeAreaInsets`: what it draws over its content (a map's scale) stays inside them.
    func draw(in size: CGSize, safeAreaInsets: EdgeInsets) -> [DisplayItem]

    /// Where the placed subview at `index` goes in the view of `size`: a point in the view's coordinates, and the
    /// point of the subview (a unit point of its size) that sits on it.
    func placement(ofSubview index: Int, in size: CGSize) -> (position: CGPoint, anchor: UnitPoint)

    /// A drag on the view of `size` moved; `value` is in the view's coordinates. The view's drag wins over its
    /// ancestors' gestures and scroll views, as a map view's pan does.
    func dragChanged(_ value: DragGesture.Value, in size: CGSize)

    /// The drag on the view of `size` ended.
    func dragEnded(_ value: DragGesture.Value, in size: CGSize)

    /// Takes a wheel or trackpad scroll of `delta` points over the view of `size`; false when it does not.
    func scrollWheel(by delta: CGSize, in size: CGSize) -> Bool
}
