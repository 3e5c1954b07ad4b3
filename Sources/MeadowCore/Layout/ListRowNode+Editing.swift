import Foundation

/// A list row in edit mode, as a table view cell in editing: a row its `ForEach` can delete shows UIKit's delete
/// control, a red circle with a white bar, at its leading content inset and its content moves right to make room;
/// a row its `ForEach` can move shows the reorder control, three grey lines, at its trailing content inset, the
/// content narrowing before it. Tapping the delete control slides the row open on its Delete button, as a swipe
/// does; dragging the reorder control moves the row (`ListContentNode+Reordering.swift`). In a list with a
/// multiple selection the delete control gives way to the selection's check circle: an empty grey ring, or the
/// accent colour filled with a white check mark while the row is selected, as a table view's multiple-selection
/// editing control.
extension ListRowNode {
    /// The delete control's diameter: 22 points (est., UITableViewCell's editing control image).
    static let deleteControlDiameter: CGFloat = 22
    /// How far the content moves right to make room for the delete control: the control and 16 points after it
    /// (est., as a cell's content view indents by 38 points in editing).
    static let deleteControlIndent: CGFloat = 38
    /// The reorder control's lines: 18 points wide, 2 thick, 4 apart (est., UITableViewCellReorderControl).
    static let reorderLineSize = CGSize(width: 18, height: 2)
    static let reorderLineGap: CGFloat = 4
    /// The reorder control's colour: systemGray2, #AEAEB2 (#636366 in dark mode) (est.).
    static let reorderColor = Color(light: RGBA(hex: 0xAEAEB2), dark: RGBA(hex: 0x636366))
    /// The check circle's ring while its row is not selected: 1.5 points of systemGray3, #C7C7CC (#48484A in
    /// dark mode) (est.).
    static let selectionRingColor = Color(light: RGBA(hex: 0xC7C7CC), dark: RGBA(hex: 0x48484A))
    static let selectionRingWidth: CGFloat = 1.5

    /// Which edit control a touch is on.
    enum EditControl {
        case delete, reorder
    }

    /// The children the row always shows (its swipe actions come after them while revealed).
    var baseChildren: [ViewNode] {
        [background, content, badge, chevron, deleteControl, selectionControl, reorderControl].compactMap { $0 }
    }

    /// How far the content moves right for the delete control or the check circle.
    var editingIndent: CGFloat { deleteControl == nil && selectionControl == nil ? 0 : Self.deleteControlIndent }

    /// The width the reorder control and its spacing take from the content.
    var reorderControlWidth: CGFloat {
        reorderControl == nil ? 0 : Self.reorderLineSize.width + ListAppearance.disclosureSpacing
    }

    /// The row's swipe actions, with the Delete action of `onDelete` on the trailing edge when the row has no
    /// trailing actions of its own and is not `deleteDisabled`, as SwiftUI's.
    var swipeActionSetsWithDelete: [HorizontalEdge: SwipeActionSet] {
        guard role == .row else { return [:] }
        var sets = traits[SwipeActionsTraitKey.self]
        if sets[.trailing] == nil, let delete = editActions?.delete, let offset = editActions?.offset,
            !traits[DeleteDisabledTraitKey.self]
        {
            sets[.trailing] = SwipeActionSet(allowsFullSwipe: true, content: Button("Delete", role: .destructive) {
                delete(IndexSet(integer: offset))
            })
        }
        return sets
    }

    /// Builds the edit controls the row shows: none outside edit mode.
    func buildEditControls(in context: BuildContext) {
        let deletes = isEditing && editActions?.delete != nil && !traits[DeleteDisabledTraitKey.self] && !showsSelectionControl
        let moves = isEditing && editActions?.move != nil && !traits[MoveDisabledTraitKey.self]
        deleteControl = deletes ? context.build(Self.deleteControlView, reusing: deleteControl) : nil
        selectionControl = showsSelectionControl
            ? context.build(Self.selectionControlView(isSelected: isSelected), reusing: selectionControl) : nil
        reorderControl = moves ? context.build(Self.reorderControlView, reusing: reorderControl) : nil
        if !isEditing { reorderShift.set(0, animation: nil, for: self) }
    }

    private static var deleteControlView: some View {
        ZStack {
            Circle().fill(Color.red)
            Rectangle().fill(Color.white).frame(width: 12, height: 2.5)
        }
        .frame(width: deleteControlDiameter, height: deleteControlDiameter)
    }

    /// The check circle, 22 points across as the delete control.
    private static func selectionControlView(isSelected: Bool) -> some View {
        ZStack {
            if isSelected {
                Circle().fill(Color.accentColor)
                Image(systemName: "checkmark").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.white)
            } else {
                Circle().strokeBorder(selectionRingColor, lineWidth: selectionRingWidth)
            }
        }
        .frame(width: deleteControlDiameter, height: deleteControlDiameter)
    }

    private static var reorderControlView: some View {
        VStack(spacing: reorderLineGap) {
            Rectangle().fill(reorderColor).frame(width: reorderLineSize.width, height: reorderLineSize.height)
            Rectangle().fill(reorderColor).frame(width: reorderLineSize.width, height: reorderLineSize.height)
            Rectangle().fill(reorderColor).frame(width: reorderLineSize.width, height: reorderLineSize.height)
        }
    }

    /// Places the delete control or the check circle at the content's leading inset and the reorder control at
    /// its trailing inset, all centred vertically.
    func placeEditControls(in rect: CGRect, context: PlacementContext) {
        if let deleteControl = deleteControl ?? selectionControl {
            let side = Self.deleteControlDiameter
            let slot = CGRect(x: rect.minX + insets.leading, y: rect.minY, width: side, height: rect.height)
            place(deleteControl, proposal: .unspecified, alignment: .center, in: slot, context: context)
        }
        if let reorderControl {
            let width = Self.reorderLineSize.width
            let slot = CGRect(x: rect.maxX - insets.trailing - width, y: rect.minY, width: width, height: rect.height)
            place(reorderControl, proposal: .unspecified, alignment: .center, in: slot, context: context)
        }
    }

    /// The edit control a touch at `point` (root coordinates) is on: the delete control's part of the row up to
    /// the content, or the reorder control's from the content's end to the row's trailing edge. None while the
    /// row shows its Delete button: a tap anywhere then is the swipe's, which deletes or closes the row.
    func editControl(at point: CGPoint) -> EditControl? {
        guard frame.contains(point), revealedEdge == nil else { return nil }
        if deleteControl != nil, point.x < frame.minX + insets.leading + editingIndent { return .delete }
        if reorderControl != nil, point.x >= frame.maxX - insets.trailing - reorderControlWidth { return .reorder }
        return nil
    }

    /// The delete control was tapped: slides the row open on its Delete button.
    func revealDeleteButton() {
        let width = swipeActionsWidth(.trailing)
        guard width > 0 else { return }
        closeOtherRows()
        swipeOffset.set(-width, animation: Self.swipeAnimation, for: self)
        showRevealedActions()
    }

    /// How far the row is drawn from its place while rows are reordered.
    var presentedReorderOffset: CGFloat { reorderShift.value(at: clock.time) + reorderLift }
}
