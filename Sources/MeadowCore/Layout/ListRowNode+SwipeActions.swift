import Foundation

/// A list row's swipe actions, as iOS's table view cell shows them: the row's content follows the finger sideways
/// and the buttons fill the space it uncovers, each as wide as its label needs, sharing the uncovered space in
/// proportion while the row is partly open. Released past half the buttons' width the row springs open, else
/// closed; past the buttons' width a row without full swipe follows the finger with resistance, one with full swipe
/// follows it freely and, past half the row, shows only its first action across the whole space and runs it when
/// released. Opening a row closes the list's other open row.
extension ListRowNode {
    /// The narrowest a swipe action is: 74 points (est., as iOS's Delete button measures).
    static let swipeActionMinimumWidth: CGFloat = 74
    /// The space on each side of a swipe action's label: 16 points (est.).
    static let swipeActionPadding: CGFloat = 16
    /// How much of the finger's travel past the buttons a row without full swipe follows: 0.55 (Ionic's sliding
    /// item, `ELASTIC_FACTOR`).
    static let swipeElasticity: CGFloat = 0.55
    /// How far past its buttons a row must be swiped, at least, to run its first action: 30 points (Ionic's
    /// sliding item, `SWIPE_MARGIN`); and at least half the row.
    static let fullSwipeMargin: CGFloat = 30
    /// How the row springs open or closed: critically damped, settling in about a third of a second (est., as the
    /// switch's knob).
    static let swipeAnimation = Animation.spring(response: 0.3, dampingFraction: 1)
    /// A swipe action's title: 15-point medium (est.).
    static let swipeActionFont = Font.system(size: 15, weight: .medium)
    /// A swipe action without a tint or role: systemGray (est., UIContextualAction's normal style).
    static let swipeActionGray = RGBA(hex: 0x8E8E93)

    /// Builds the buttons of `sets`, labelled in white (a `Label` by its icon only); an edge whose content makes no
    /// button (an `if` that is false) has no actions.
    func buildSwipeActions(_ sets: [HorizontalEdge: SwipeActionSet], in context: BuildContext) {
        var sets = sets
        let actionContext = context.with { environment in
            environment.foregroundColor = .white
            environment.font = Self.swipeActionFont
            environment.labelStyle = IconOnlyLabelStyle()
        }
        for edge in HorizontalEdge.allCases {
            guard let set = sets[edge] else {
                swipeActionNodes[edge] = nil
                continue
            }
            var list = ViewList()
            list.appendFlattening(set.content, key: ViewKey())
            let old = swipeActionNodes[edge] ?? []
            let nodes = list.elements.enumerated().map { index, element in
                actionContext.build(element.view, reusing: index < old.count ? old[index] : nil)
            }
            swipeActionNodes[edge] = nodes.isEmpty ? nil : nodes
            if nodes.isEmpty { sets[edge] = nil }
        }
        swipeActionSets = sets
        if revealedEdge.map({ sets[$0] == nil }) == true { swipeOffset.set(0, animation: nil, for: self) }
    }

    /// The offset the row shows now.
    var presentedSwipeOffset: CGFloat { swipeOffset.value(at: clock.time) }

    /// The edge whose actions show (or are about to, or are closing).
    var revealedEdge: HorizontalEdge? {
        let offset = swipeOffset.target != 0 ? swipeOffset.target : presentedSwipeOffset
        return offset > 0 ? .leading : offset < 0 ? .trailing : nil
    }

    /// Whether the row rests open on `edge`'s actions.
    func isOpen(on edge: HorizontalEdge) -> Bool {
        let width = swipeActionsWidth(edge)
        return width > 0 && swipeOffset.target == (edge == .leading ? width : -width)
    }

    /// The built buttons of the revealed edge: the row's children while they show.
    var revealedActionNodes: [ViewNode] { revealedEdge.flatMap { swipeActionNodes[$0] } ?? [] }

    /// Each button's width on `edge`, nearest the edge first.
    func swipeActionWidths(_ edge: HorizontalEdge) -> [CGFloat] {
        (swipeActionNodes[edge] ?? []).map { node in
            max(Self.swipeActionMinimumWidth, node.sizeThatFits(.unspecified).width + 2 * Self.swipeActionPadding)
        }
    }

    /// How wide `edge`'s buttons are together: how far the row moves to open.
    func swipeActionsWidth(_ edge: HorizontalEdge) -> CGFloat { swipeActionWidths(edge).reduce(0, +) }

    /// How far the row must be swiped to run `edge`'s first action.
    func fullSwipeDistance(_ edge: HorizontalEdge) -> CGFloat {
        max(swipeActionsWidth(edge) + Self.fullSwipeMargin, frame.width / 2)
    }

    /// Whether a swipe as far as `offset` runs the first action of its edge when released.
    func isFullSwipe(_ offset: CGFloat) -> Bool {
        let edge: HorizontalEdge = offset > 0 ? .leading : .trailing
        return offset != 0 && swipeActionSets[edge]?.allowsFullSwipe == true && abs(offset) >= fullSwipeDistance(edge)
    }

    /// Where each of `edge`'s buttons is when the row is open, in root coordinates, nearest the edge first.
    func openActionRects(_ edge: HorizontalEdge, in rect: CGRect) -> [CGRect] {
        var edgeDistance: CGFloat = 0
        return swipeActionWidths(edge).map { width in
            defer { edgeDistance += width }
            let x = edge == .leading ? rect.minX + edgeDistance : rect.maxX - edgeDistance - width
            return CGRect(x: x, y: rect.minY, width: width, height: rect.height)
        }
    }

    /// Places the showing buttons' labels centred in their places on the open row.
    func placeSwipeActions(in rect: CGRect, context: PlacementContext) {
        guard let edge = revealedEdge, let nodes = swipeActionNodes[edge] else { return }
        for (node, slot) in zip(nodes, openActionRects(edge, in: rect)) {
            place(node, proposal: .unspecified, alignment: .center, in: slot, context: context)
        }
    }

    /// Makes the buttons of the revealed edge the row's children (none once it has closed), placed.
    func showRevealedActions() {
        let shown = baseChildren + revealedActionNodes
        guard shown.map(ObjectIdentifier.init) != children.map(ObjectIdentifier.init) else { return }
        children = shown
        if hasBeenPlaced { placeSwipeActions(in: frame, context: PlacementContext()) }
        invalidatePreferences()
    }

    // MARK: The swipe

    func beginSwipe() {
        swipeStart = presentedSwipeOffset
        swipeOffset.set(swipeStart, animation: nil, for: self)
        closeOtherRows()
    }

    /// Moves the row `translation` points from where the swipe began.
    func trackSwipe(_ translation: CGFloat) {
        var offset = swipeStart + translation
        let edge: HorizontalEdge = offset > 0 ? .leading : .trailing
        guard let set = swipeActionSets[edge] else {
            swipeOffset.set(0, animation: nil, for: self)
            return showRevealedActions()
        }
        let width = swipeActionsWidth(edge)
        if abs(offset) > width, !set.allowsFullSwipe {
            offset = (width + (abs(offset) - width) * Self.swipeElasticity) * (offset > 0 ? 1 : -1)
        }
        swipeOffset.set(offset, animation: nil, for: self)
        showRevealedActions()
    }

    /// The finger lifted: runs the first action of a full swipe, else springs open or closed.
    func endSwipe() {
        let offset = presentedSwipeOffset
        guard let edge = revealedEdge else { return }
        if isFullSwipe(offset) {
            performSwipeAction(on: edge, at: 0)
        } else if abs(offset) >= swipeActionsWidth(edge) / 2 {
            let width = swipeActionsWidth(edge)
            swipeOffset.set(edge == .leading ? width : -width, animation: Self.swipeAnimation, for: self)
        } else {
            closeSwipe()
        }
    }

    /// Springs the row closed.
    func closeSwipe() {
        swipeOffset.set(0, animation: Self.swipeAnimation, for: self)
    }

    /// A tap on the row while its actions show: runs the button at `point` and closes the row; elsewhere only
    /// closes it.
    func tappedWhileRevealed(at point: CGPoint) {
        guard let edge = revealedEdge else { return }
        let index = openActionRects(edge, in: frame).firstIndex { $0.contains(point) }
        if let index, isOpen(on: edge) {
            performSwipeAction(on: edge, at: index)
        } else {
            closeSwipe()
        }
    }

    /// Closes the row and runs the action of `edge`'s button at `index`.
    private func performSwipeAction(on edge: HorizontalEdge, at index: Int) {
        closeSwipe()
        guard let node = swipeActionNodes[edge]?[index] else { return }
        var stack = [node]
        while let next = stack.popLast() {
            if let button = next as? ButtonNode { return button.action() }
            stack.append(contentsOf: next.children.reversed())
        }
    }

    /// Closes the other rows of the list, so one is open at a time.
    func closeOtherRows() {
        for case let row as ListRowNode in parent?.children ?? [] where row !== self && row.revealedEdge != nil {
            row.closeSwipe()
        }
    }

    /// What a button fills its space with: its tint, red for a destructive role, else gray.
    func swipeActionFill(_ node: ViewNode) -> RGBA {
        var stack = [node]
        while let next = stack.popLast() {
            if let button = next as? ButtonNode {
                if let tint = button.tint { return tint.resolve(in: environment) }
                return button.role == .destructive ? Color.red.resolve(in: environment) : Self.swipeActionGray
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return Self.swipeActionGray
    }
}
