import Foundation

/// One cell of a `List`: a row, or a section's header or footer.
///
/// A row is at least `defaultMinListRowHeight` (44) tall and its content sits inside the row insets
/// (`listRowInsets`, else the style's), leading-aligned and centred vertically, on the row background (white, or
/// `listRowBackground`), with a hairline separator along its bottom from its text's leading edge, except under
/// its section's last row (swiftui-system-metrics.md §2). A row that is a navigation link shows a trailing
/// `chevron.right`; a row that holds a button or link can be pressed anywhere: it shows systemGray4 while
/// pressed and acts as its control does when tapped. A row with `swipeActions` slides sideways under the finger to
/// reveal them (`ListRowNode+SwipeActions.swift`). In edit mode a row of a `ForEach` with `onDelete` or
/// `onMove` shows its delete and reorder controls (`ListRowNode+Editing.swift`). In a list with a selection, a
/// row with a selection value is selected by a tap and drawn in the pressed row's grey while selected
/// (`ListSelection`; in edit mode with a multiple selection it shows a check circle instead of the delete
/// control). Headers and footers are footnote text in the secondary colour with the row's side insets, headers
/// uppercase.
final class ListRowNode: ViewNode, TapControl {
    private(set) var role = ListItem.Role.row
    /// The key of the row's section, whose card (in the grouped styles) the list draws behind it.
    private(set) var section = ViewKey()
    private(set) var appearance = ListAppearance(DefaultListStyle())
    private var isFirstRow = false {
        didSet { invalidateDrawing() }
    }
    private var isLastRow = false {
        didSet { invalidateDrawing() }
    }
    private(set) var insets = EdgeInsets()
    private(set) var content: ViewNode?
    private(set) var background: ViewNode?
    private(set) var chevron: ViewNode?
    /// The row's `badge`, at its trailing edge before the chevron, in the secondary colour.
    private(set) var badge: ViewNode?
    var showsSeparator = false {
        didSet { invalidateDrawing() }
    }
    var isPressed = false {
        didSet { invalidateDrawing() }
    }
    /// The row's swipe actions on each edge, as its view set them, and their built buttons, nearest the edge first.
    var swipeActionSets: [HorizontalEdge: SwipeActionSet] = [:]
    var swipeActionNodes: [HorizontalEdge: [ViewNode]] = [:]
    /// How far the row's content is moved sideways: positive reveals the leading actions, negative the trailing.
    let swipeOffset = AnimatedProperty<CGFloat>(0)
    /// The offset when the current swipe began.
    var swipeStart: CGFloat = 0
    /// What the row can do in edit mode (`onDelete`, `onMove`), and whether its list is in edit mode.
    private(set) var editActions: ListRowEditActions?
    private(set) var isEditing = false
    /// The selection of the row's list, and the row's value in it, when the list has one and the row a value of
    /// its type.
    private(set) var selection: ListSelection?
    private(set) var selectionValue: AnyHashable?
    /// Whether the row is selected, drawn in the selected row's grey.
    private(set) var isSelected = false {
        didSet { invalidateDrawing() }
    }
    /// The edit mode's delete control (leading) and reorder control (trailing), while they show.
    var deleteControl: ViewNode?
    /// The check circle of a multiple selection in edit mode, in the delete control's place.
    var selectionControl: ViewNode?
    var reorderControl: ViewNode?
    /// How far the row is moved out of the way of a row being reordered, and how far the reordered row is lifted.
    let reorderShift = AnimatedProperty<CGFloat>(0)
    var reorderLift: CGFloat = 0 {
        didSet { invalidateDrawing() }
    }

    override init() {
        super.init()
        swipeOffset.onSettle = { [unowned self] in self.showRevealedActions() }
    }

    override var kind: LayoutNode.Kind { .listRow }

    func configure(_ item: ListItem, appearance: ListAppearance, context: BuildContext) {
        resetTraits()
        noteBuilt(in: context)
        role = item.role
        section = item.section
        self.appearance = appearance
        isFirstRow = item.isFirstRow
        isLastRow = item.isLastRow
        let contentContext = role == .row
            ? context.with { $0.isListRowContent = true }
            : context.with { appearance.headerEnvironment(&$0, isHeader: item.role == .header) }
        let content = contentContext.build(item.view, reusing: self.content)
        self.content = content
        traits = content.traits
        if transition == nil { transition = .opacity }
        let styleInsets = appearance.defaultRowInsets
        switch role {
        case .row: insets = traits[ListRowInsetsTraitKey.self] ?? styleInsets
        case .header: insets = appearance.headerInsets
        case .footer: insets = EdgeInsets(top: 0, leading: styleInsets.leading, bottom: 0, trailing: styleInsets.trailing)
        }
        background = traits[ListRowBackgroundTraitKey.self].map { context.build($0, reusing: background) }
        editActions = role == .row ? traits[ListRowEditActionsTraitKey.self] : nil
        isEditing = role == .row && context.environment.editMode?.wrappedValue.isEditing == true
        configureSelection(key: item.key, in: context)
        chevron = role == .row && !isEditing && traits[ShowsDisclosureIndicatorTraitKey.self]
            ? context.build(Self.disclosureIndicator, reusing: chevron) : nil
        badge = role == .row ? traits[BadgeTraitKey.self].map { context.build($0.foregroundStyle(.secondary), reusing: badge) } : nil
        buildEditControls(in: context)
        buildSwipeActions(swipeActionSetsWithDelete, in: context)
        children = baseChildren + revealedActionNodes
        environment = context.environment
        hasEnvironment = true
    }

    /// Reads the list's selection and the row's value in it: its `tag`, else its `ForEach` id, when of the
    /// selection's type. It is selected while the selection is active (`ListSelection.isActive`) and holds it.
    private func configureSelection(key: ViewKey, in context: BuildContext) {
        let listSelection = role == .row ? context.environment.listSelection : nil
        let value = listSelection.flatMap { listSelection in
            (traits[TagTraitKey.self] ?? key.explicitID).flatMap { listSelection.accepts($0) ? $0 : nil }
        }
        selection = value == nil ? nil : listSelection
        selectionValue = value
        isSelected = value.map { value in
            listSelection?.isActive(editing: isEditing) == true && listSelection?.selected.contains(value) == true
        } ?? false
    }

    /// Whether a tap on the row selects it: it has a selection value and its list selects rows in this mode.
    var selectsOnTap: Bool { selection?.isActive(editing: isEditing) == true }

    /// Whether the row shows the check circle of a multiple selection in edit mode.
    var showsSelectionControl: Bool { isEditing && selection?.allowsMultiple == true }

    /// The disclosure indicator: `chevron.right`, semibold, in tertiaryLabel (§2 "Disclosure chevron").
    private static var disclosureIndicator: some View {
        Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold))
            .foregroundColor(ListAppearance.disclosureColor)
    }

    /// Whether the row's separator on `edge` shows, as `listRowSeparator` leaves it.
    func separatorShows(on edge: VerticalEdge.Set) -> Bool {
        let separator = traits[ListRowSeparatorTraitKey.self]
        return separator.visibility != .hidden || !separator.edges.contains(edge)
    }

    /// The width the chevron and its spacing take from the content.
    private var disclosureWidth: CGFloat {
        guard let chevron else { return 0 }
        return chevron.sizeThatFits(.unspecified).width + ListAppearance.disclosureSpacing
    }

    /// The width the badge and its spacing take from the content.
    private var badgeWidth: CGFloat {
        guard let badge else { return 0 }
        return badge.sizeThatFits(.unspecified).width + ListAppearance.disclosureSpacing
    }

    /// The width of everything after the content: the badge, the chevron and the reorder control.
    private var trailingAccessoriesWidth: CGFloat { badgeWidth + disclosureWidth + reorderControlWidth }

    private func contentWidth(in width: CGFloat) -> CGFloat {
        max(0, width - insets.horizontal - editingIndent - trailingAccessoriesWidth)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let content else { return .zero }
        let size = content.sizeThatFits(ProposedViewSize(width: proposal.width.map(contentWidth), height: nil))
        let width = proposal.width ?? size.width + insets.horizontal + editingIndent + trailingAccessoriesWidth
        let minimum = role == .row ? environment.defaultMinListRowHeight : 0
        let vertical = verticalInsets
        return CGSize(width: width, height: max(minimum, size.height + vertical.top + vertical.bottom))
    }

    /// The insets above and below the content: the row's, except that a row holding more than text keeps the
    /// style's compact inset where its default insets apply (`ListAppearance.compactRowInset`), as iOS pads text
    /// rows more than rows of images and controls.
    private var verticalInsets: (top: CGFloat, bottom: CGFloat) {
        let usesStyleInsets = role == .row && traits[ListRowInsetsTraitKey.self] == nil
        guard usesStyleInsets, let content, !Self.holdsOnlyText(content) else { return (insets.top, insets.bottom) }
        return (ListAppearance.compactRowInset, ListAppearance.compactRowInset)
    }

    /// Whether every view `node` draws is text: its leaves are texts and spacers, and no node above them draws
    /// something of its own (a segmented control's segments, a field's box).
    private static func holdsOnlyText(_ node: ViewNode) -> Bool {
        if node is TextNode { return true }
        if node is any NodeDrawing { return false }
        if node.children.isEmpty { return node is SpacerNode }
        return node.children.allSatisfy(holdsOnlyText)
    }

    override func placeChildren(in slot: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        // A row being inserted or removed expands or collapses: its list grows or shrinks its slot, and its content
        // keeps its size at the top, clipped by the row (see the drawing).
        var rect = slot
        if transitionState != nil { rect.size.height = max(slot.height, sizeThatFits(ProposedViewSize(width: slot.width, height: nil)).height) }
        background?.place(in: rect, proposal: ProposedViewSize(rect.size), context: context)
        if let content {
            let vertical = verticalInsets
            let bounds = CGRect(
                x: rect.minX + insets.leading + editingIndent, y: rect.minY + vertical.top, width: contentWidth(in: rect.width),
                height: max(0, rect.height - vertical.top - vertical.bottom))
            place(content, proposal: ProposedViewSize(bounds.size), alignment: .leading, in: bounds, context: context)
        }
        if let chevron {
            let size = chevron.sizeThatFits(.unspecified)
            let origin = CGPoint(x: rect.maxX - insets.trailing - size.width, y: rect.midY - size.height / 2)
            chevron.place(in: CGRect(origin: origin, size: size), proposal: .unspecified, context: context)
        }
        if let badge {
            let size = badge.sizeThatFits(.unspecified)
            let x = rect.maxX - insets.trailing - disclosureWidth - reorderControlWidth - size.width
            badge.place(in: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height), proposal: .unspecified, context: context)
        }
        placeEditControls(in: rect, context: context)
        placeSwipeActions(in: rect, context: context)
    }

    /// The control a tap on the row acts as: the first button or link in the row, not counting those in a scroll
    /// view inside it (a category row's pictures are links of their own, not the row's).
    private var control: (any TapControl)? {
        var stack = content.map { [$0] } ?? []
        while let node = stack.popLast() {
            if let control = node as? any TapControl { return control }
            if node is ScrollViewNode { continue }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    /// A row is pressed and tapped as a whole when it holds a control or is a navigation link, and swiped when it
    /// has swipe actions; while they show, a touch on it only swipes it or closes it. A row its list selects by
    /// tapping is tapped as a whole too. In edit mode a touch on its controls deletes or moves it, and a tap on it
    /// only selects it.
    func gestureRecognizers() -> [any GestureRecognizer] {
        guard role == .row else { return [] }
        var swipe: [any GestureRecognizer] = swipeActionSets.isEmpty ? [] : [ListRowSwipeRecognizer(row: self)]
        if deleteControl != nil || reorderControl != nil { swipe.append(ListRowEditingRecognizer(row: self)) }
        guard revealedEdge == nil else { return swipe }
        guard selectsOnTap || (!isEditing && (control != nil || traits[ShowsDisclosureIndicatorTraitKey.self])) else {
            return swipe
        }
        return swipe + [ControlTapRecognizer(control: self)]
    }

    /// While swipe actions show, touches land on the row itself, not on its content or the actions.
    override var childrenFrontToBack: [ViewNode] { revealedEdge == nil ? children.reversed() : [] }

    /// A tap acts as the row's control does, outside edit mode; else, or without a control, it selects the row.
    func tapped(at point: CGPoint) {
        if !isEditing, let control {
            control.tapped(at: point)
        } else if selectsOnTap, let selectionValue {
            selection?.toggle(selectionValue)
        }
    }

    /// Whether the row is entering its list with its transition.
    var isExpanding: Bool { transitionState?.isRemoval == false }

    override func drawsContent(at point: CGPoint) -> Bool { role == .row && frame.contains(point) }

    // MARK: Drawing geometry

    /// Where the separator starts, in the row's coordinates: at the row's first text, as SwiftUI's
    /// `listRowSeparatorLeading` guide defaults to (an icon before the text is not underlined), else at the
    /// content's leading inset.
    private var separatorLeading: CGFloat {
        var stack = content.map { [$0] } ?? []
        while let node = stack.popLast() {
            if node is TextNode { return node.frame.minX - frame.minX }
            stack.append(contentsOf: node.children.reversed())
        }
        return insets.leading
    }

    /// The separator's colour: its `listRowSeparatorTint` when that covers the bottom edge, else the style's.
    var separatorColor: Color {
        guard let tint = traits[ListRowSeparatorTintTraitKey.self], tint.edges.contains(.bottom) else { return ListAppearance.separatorColor }
        return tint.color
    }

    /// The separator's rect in the row's coordinates: one pixel tall along the bottom, from `separatorLeading` to
    /// the cell's trailing edge.
    var separatorRect: CGRect {
        let pixel = 1 / max(environment.displayScale, 1)
        let size = frame.size
        let leading = separatorLeading
        return CGRect(x: leading, y: size.height - pixel, width: max(0, size.width - leading), height: pixel)
    }

    /// The shape the row is clipped to: its section's card, rounded at the section's first and last rows (nil in
    /// styles without cards).
    var cardClip: Path? {
        let radius = appearance.cornerRadius
        guard role == .row, radius > 0 else { return nil }
        let bounds = localBounds
        let top = isFirstRow ? 0 : -radius
        let bottom = isLastRow ? bounds.height : bounds.height + radius
        return Path(roundedRect: CGRect(x: 0, y: top, width: bounds.width, height: bottom - top), cornerRadius: radius, style: .circular)
    }
}

extension LayoutNode.Kind {
    /// One row, header or footer of a `List`.
    public static let listRow = Self("ListRow")
}
