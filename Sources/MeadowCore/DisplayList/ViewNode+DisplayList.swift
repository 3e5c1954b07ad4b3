import Foundation

extension ViewNode {
    /// Forgets the drawing made here and in every ancestor, whose drawings hold it, after something it shows
    /// changed. An ancestor without one has none above it either: the walk stops there.
    func invalidateDrawing() {
        var node: ViewNode? = self
        while let current = node, current.retainedDrawing != nil {
            current.retainedDrawing = nil
            node = current.parent
        }
    }

    /// Appends what the node draws, in an `.offset` group that places it in its parent's coordinates: itself
    /// through its transition while it is being inserted or removed, then the children that are leaving with a
    /// transition. A node that only passes one child's drawing through adds no group: the child's is moved into
    /// the parent's coordinates instead. The group's list says it is animating while the parent's animation
    /// moves the node within it (`isMovingChildren`).
    func render(into list: inout DisplayList) {
        var content = retainedContent()
        guard !content.items.isEmpty else { return }
        let origin = frame.origin
        let parentOrigin = parent?.frame.origin ?? .zero
        let offset = CGSize(width: Self.steady(origin.x - parentOrigin.x), height: Self.steady(origin.y - parentOrigin.y))
        let isMoving = parent?.isMovingChildren == true
        if content.identity == 0, content.items.count == 1, case .group(.offset(let childOffset), var child) = content.items[0] {
            if isMoving { child.isAnimating = true }
            list.append(.group(.offset(CGSize(width: childOffset.width + offset.width, height: childOffset.height + offset.height)), child))
            return
        }
        if isMoving { content.isAnimating = true }
        list.append(.group(.offset(offset), content))
    }

    /// `distance`, the difference of two nodes' origins, rounded to a millionth of a point (2⁻²⁰): a view riding
    /// inside one that moves is the same distance from it in every frame, though the difference of their moving
    /// origins differs in its last bits from frame to frame, and its drawing keeps its version.
    static func steady(_ distance: CGFloat) -> CGFloat {
        (distance * steadySteps).rounded() / steadySteps
    }

    private static let steadySteps: CGFloat = 1_048_576

    /// The node's drawing in its own coordinates: the one kept from an earlier frame while nothing it shows has
    /// changed (`invalidateDrawing()`), else made now and kept. Debug builds make it again anyway and stop when the
    /// kept one differs, so a change that forgets to invalidate is caught by every test that draws.
    private func retainedContent() -> DisplayList {
        if let retainedDrawing {
            #if DEBUG
            let fresh = makeContent()
            assert(fresh == retainedDrawing, "\(Swift.type(of: self)) kept a drawing that no longer matches what it shows")
            #endif
            return retainedDrawing
        }
        let content = makeContent()
        retainedDrawing = content
        return content
    }

    /// Makes the node's drawing: itself through its transition while it is being inserted or removed, then the
    /// children that are leaving with a transition. A drawing that is just one child's, moved, is left without an
    /// identity, so `render(into:)` moves the child's group into the parent's coordinates instead.
    private func makeContent() -> DisplayList {
        var content = DisplayList()
        if let transitionState, let transition {
            let progress = transitionState.value.value(at: clock.time)
            let effects = transitionState.isRemoval ? transition.removal : transition.insertion
            TransitionEffect.apply(effects, progress: progress, frame: localBounds, to: &content) { drawContent(into: &$0) }
        } else {
            drawContent(into: &content)
        }
        for leaving in exitingChildren { leaving.render(into: &content) }
        if content.items.count == 1, case .group(.offset, let child) = content.items[0], child.identity != 0 {
            return content
        }
        if !content.items.isEmpty { content.identify(as: displayIdentity) }
        return content
    }

    /// The node's own rect in its own coordinates: its drawing's space.
    var localBounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// Appends what the node itself draws: its kind's drawing (`NodeDrawing`), else its children in order.
    func drawContent(into list: inout DisplayList) {
        if let drawing = self as? any NodeDrawing {
            drawing.draw(into: &list)
        } else {
            drawChildren(into: &list)
        }
    }

    /// Appends the children's drawings in their draw order (declaration order unless `zIndex` changes it).
    func drawChildren(into list: inout DisplayList) {
        for child in childrenInDrawOrder { child.render(into: &list) }
    }

    /// The node's identity in display lists: from its parent's, its structural key and its type, so the same view
    /// at the same place has the same identity in every graph of the process (a long-lived renderer reuses its
    /// caches across graphs of one screen). Children without a key of their own are told apart by position, and
    /// the content of an `id(_:)` by the id, as SwiftUI tells views with different explicit ids apart (an id that
    /// changes builds new children, which take the new one).
    func makeDisplayIdentity() -> Int {
        var hasher = Hasher()
        hasher.combine(parent?.displayIdentity ?? 0)
        hasher.combine((parent as? IdentityNode)?.id)
        hasher.combine(key)
        hasher.combine(ObjectIdentifier(Swift.type(of: self)))
        if key.path.isEmpty, let parent { hasher.combine(parent.children.firstIndex { $0 === self }) }
        return hasher.finalize()
    }
}
