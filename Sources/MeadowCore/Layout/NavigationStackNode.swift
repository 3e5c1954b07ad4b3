import Foundation

/// Lays out a navigation stack's screens and animates pushes and pops as UIKit's navigation controller does: the
/// pushed screen slides in from the trailing edge over the one below, which moves a third of the width toward the
/// leading edge and dims; popping runs the same backwards. Only the top screen takes touches.
///
/// Each screen's place is its `position`: 0 on screen, 1 off the trailing edge, -1 covered (a third of the width
/// to the left, dimmed). A popped screen stays in the tree, above the others, until it has slid out; then it
/// leaves the graph and its state goes.
final class NavigationStackNode: ViewNode {
    /// Pops the top screen, as the view that made the node asks.
    var pop: () -> Void = {}
    /// The screens the stack shows, bottom to top (without those sliding out).
    private(set) var screens: [NavigationScreenNode] = []
    /// Popped screens still sliding out, drawn above the others.
    private var leaving: [NavigationScreenNode] = []
    /// Screens taken back from `leaving` by the build in progress: not new, so they move on from where they are.
    private var returning: [NavigationScreenNode] = []
    /// Whether an edge swipe moves the screens (so a rebuild leaves them where the finger put them).
    private var isSwiping = false
    /// The speed (in widths per second) at which a swipe let go of a screen it pops.
    private var releaseVelocity: CGFloat?

    /// UIKit's push and pop curve, a spring of mass 3, stiffness 1000 and damping 500 (reference/swiftui-system-
    /// metrics.md §1, "Push / pop animation"), as the critically damped spring of the same natural frequency
    /// (√(1000/3) ≈ 18.3 rad/s) the reference recommends for a look-alike: a response of 0.344 s, so the screen
    /// is within 1.5 % of its place after 0.35 s, settling like an ease-out.
    static let animation = Animation.spring(response: 2 * .pi / (1000.0 / 3).squareRoot(), dampingFraction: 1)
    /// How far a covered screen moves toward the leading edge: a third of the width (Flutter's 1/3; React
    /// Navigation 30 %).
    static let parallax: CGFloat = 1.0 / 3

    override var kind: LayoutNode.Kind { .navigationStack }

    /// While a push or pop animates the screens, as a navigation controller's transition moves its views' layers:
    /// their drawings are slid on whole pixels from pixels kept (`DisplayList.isAnimating`), not drawn again at
    /// each new fraction of a pixel, where every picture would be resampled in every frame.
    override var isMovingChildren: Bool {
        children.contains { ($0 as? NavigationScreenNode)?.position.isAnimating(at: clock.time) == true }
    }

    /// The node for the screen `id`: the one showing it now, else one sliding out (which comes back from where it
    /// is), else a new one.
    func screenNode(for id: AnyHashable, in context: BuildContext) -> NavigationScreenNode {
        let node: NavigationScreenNode
        if let shown = screens.first(where: { $0.id == id }) {
            node = shown
        } else if let index = leaving.firstIndex(where: { $0.id == id }) {
            node = leaving.remove(at: index)
            node.position.onSettle = nil
            returning.append(node)
        } else {
            node = NavigationScreenNode(id: id)
            node.key = ViewKey().appending(id)
        }
        node.resetTraits()
        node.noteBuilt(in: context)
        node.environment = context.environment
        node.hasEnvironment = true
        return node
    }

    /// Shows `built` as the stack's screens: a new top screen slides in, a popped top screen slides out, and the
    /// others move to their places; without `animated`, or the first time, everything is at once in place.
    func show(_ built: [NavigationScreenNode], animated: Bool) {
        let animation = animated && hasBeenPlaced ? Self.animation : nil
        let oldTop = screens.last
        let velocity = releaseVelocity
        releaseVelocity = nil
        for node in screens where !built.contains(where: { $0 === node }) {
            guard node === oldTop, let animation, !built.isEmpty else { continue }
            node.position.onSettle = { [weak self, weak node] in
                guard let self, let node else { return }
                self.leaving.removeAll { $0 === node }
                self.children = self.screens + self.leaving
                self.invalidateLayout()
            }
            node.position.set(1, animation: animation, for: node, velocity: velocity)
            leaving.append(node)
        }
        let isNew = built.map { node in !screens.contains { $0 === node } && !returning.contains { $0 === node } }
        returning = []
        cover(built, animated: animation != nil)
        screens = built
        children = screens + leaving
        guard !isSwiping else { return }
        for (index, node) in built.enumerated() {
            let isTop = index == built.count - 1
            if isNew[index] {
                node.position.set(isTop && animation != nil && oldTop != nil ? 1 : -1, animation: nil, for: node)
            }
            node.position.set(isTop ? 0 : -1, animation: animation, for: node, velocity: isTop ? nil : velocity)
        }
    }

    /// Shows the top screen of `built` at once, and the one below it while an edge swipe reveals it, and covers
    /// the others, as SwiftUI calls `onAppear` on a screen a pop reveals and `onDisappear` on the screen a push
    /// covers once the push has finished; covered screens keep their state.
    private func cover(_ built: [NavigationScreenNode], animated: Bool) {
        for (index, node) in built.enumerated() {
            if index == built.count - 1 || isSwiping && index == built.count - 2 {
                node.position.onSettle = nil
                node.setCovered(false)
            } else if animated && node.position.target == 0 && node.isOnScreen {
                node.position.onSettle = { [weak node] in node?.setCovered(true) }
            } else {
                node.setCovered(true)
            }
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Places each screen at its position; a screen larger than the stack (a background image filling past the
    /// screen's edges) is centred on it, as a hosting controller centres its root view.
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        for screen in screens + leaving {
            let position = screen.position.value(at: clock.time)
            let shift = position > 0 ? position * rect.width : position * rect.width * Self.parallax
            let slot = rect.offsetBy(dx: shift, dy: 0)
            let size = screen.sizeThatFits(proposal)
            let width = max(size.width, slot.width)
            let height = max(size.height, slot.height)
            let frame = CGRect(x: slot.midX - width / 2, y: slot.midY - height / 2, width: width, height: height)
            screen.place(in: frame, proposal: proposal, context: context)
        }
    }

    /// Only the top screen takes touches.
    override var childrenFrontToBack: [ViewNode] { screens.last.map { [$0] } ?? [] }

    // MARK: Edge swipe

    /// Whether there is a screen to swipe back to.
    var canPop: Bool { screens.count > 1 }

    /// Moves the top screen with a finger `translation` points from where the swipe began, the one below with it.
    /// As the swipe begins the screen below shows, as UIKit's interactive pop calls its `viewWillAppear` and
    /// SwiftUI its `onAppear`.
    func trackSwipe(_ translation: CGFloat) {
        guard canPop, frame.width > 0 else { return }
        if !isSwiping {
            isSwiping = true
            let revealed = screens[screens.count - 2]
            revealed.position.onSettle = nil
            revealed.setCovered(false)
        }
        let progress = min(max(translation / frame.width, 0), 1)
        screens[screens.count - 1].position.set(progress, animation: nil, for: screens[screens.count - 1])
        screens[screens.count - 2].position.set(progress - 1, animation: nil, for: screens[screens.count - 2])
    }

    /// Ends a swipe: pops when the finger let go past half the width or flung toward the trailing edge at a
    /// width per second or more (reference/swiftui-system-metrics.md §1, "Swipe completion"), else springs back.
    func endSwipe(translation: CGFloat, velocity: CGFloat) {
        guard isSwiping, canPop, frame.width > 0 else { return }
        isSwiping = false
        let speed = velocity / frame.width
        let pops = abs(speed) >= 1 ? speed > 0 : translation / frame.width > 0.5
        if pops {
            releaseVelocity = speed
            pop()
        } else {
            springBack(velocity: speed)
        }
    }

    /// Puts the screens a swipe moved back in place.
    func cancelSwipe() {
        guard isSwiping else { return }
        isSwiping = false
        springBack(velocity: 0)
    }

    /// Puts the screens back; once they are, the screen the swipe revealed is covered again (its `onDisappear`
    /// runs, as after a push).
    private func springBack(velocity: CGFloat) {
        guard canPop else { return }
        let revealed = screens[screens.count - 2]
        screens[screens.count - 1].position.set(0, animation: Self.animation, for: screens[screens.count - 1], velocity: velocity)
        revealed.position.set(-1, animation: Self.animation, for: revealed, velocity: velocity)
        if revealed.position.isAnimating(at: clock.time) {
            revealed.position.onSettle = { [weak revealed] in revealed?.setCovered(true) }
        } else {
            revealed.setCovered(true)
        }
    }
}

extension NavigationStackNode: GestureProvider {
    /// The edge swipe back, when there is a screen to go back to.
    func gestureRecognizers() -> [any GestureRecognizer] {
        canPop ? [NavigationSwipeBackRecognizer(stack: self)] : []
    }
}

extension LayoutNode.Kind {
    /// The screens of a `NavigationStack` (or `NavigationView`, compact `NavigationSplitView`).
    public static let navigationStack = Self("NavigationStack")
}
