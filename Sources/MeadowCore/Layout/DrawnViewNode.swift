import Foundation

/// The node of a `DrawnViewRepresentable`: sizes as its coordinator says, places its subviews at their ideal
/// sizes where the coordinator says, is hit wherever it is (its subviews first, inside its bounds only), and
/// offers a drag and takes wheel scrolls for it.
final class DrawnViewNode<Coordinator: DrawnViewCoordinator>: ViewNode, GestureProvider {
    let coordinator: Coordinator
    /// The representable view's type name, which the laid-out tree reports as the node's kind.
    var kindName = ""

    init(coordinator: Coordinator) {
        self.coordinator = coordinator
    }

    override var kind: LayoutNode.Kind { .custom(kindName) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        coordinator.sizeThatFits(proposal)
    }

    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        for (index, child) in children.enumerated() {
            let size = child.sizeThatFits(.unspecified)
            let placement = coordinator.placement(ofSubview: index, in: rect.size)
            let origin = CGPoint(
                x: rect.minX + placement.position.x - placement.anchor.x * size.width,
                y: rect.minY + placement.position.y - placement.anchor.y * size.height)
            child.place(in: CGRect(origin: origin, size: size), proposal: .unspecified, context: context)
        }
    }

    override func drawsContent(at point: CGPoint) -> Bool { frame.contains(point) }

    override func clipsHit(at point: CGPoint) -> Bool { !frame.contains(point) }

    func gestureRecognizers() -> [any GestureRecognizer] {
        let drag = DragGesture(minimumDistance: GestureThresholds.scrollSlop)
            .onChanged { [weak self] value in
                guard let self else { return }
                coordinator.dragChanged(value, in: frame.size)
                invalidateDrawing()
            }
            .onEnded { [weak self] value in
                guard let self else { return }
                coordinator.dragEnded(value, in: frame.size)
                invalidateDrawing()
            }
        return [AttachedGestureRecognizer(drag._makeRecognizer(), priority: .high, node: self)]
    }

    func scrollWheel(by delta: CGSize) -> Bool {
        let took = coordinator.scrollWheel(by: delta, in: frame.size)
        if took { invalidateDrawing() }
        return took
    }
}
