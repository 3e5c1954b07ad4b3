import Foundation

/// A picker's options drawn side by side in a segmented control: what `Picker` shows in the segmented style.
///
/// Each option is a child view with a `tag(_:)` or, in a `ForEach` whose ids are selection values, its id (as
/// `PickerOption` reads the other styles' options); the option whose tag equals the selection is on the thumb. The
/// picker's label is not shown, but names the control for assistive technologies (`title`).
struct SegmentedPicker<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let content: Content
    /// The picker's label, when it is a text; empty otherwise.
    let title: String

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let picker = node.reused { SegmentedPickerNode() }
        picker.title = title
        let selected = AnyHashable(selection.wrappedValue)
        let options = picker.observation.tracking(for: context.owner, in: context.graph.observations) { ViewList.of(content).elements }
        let previous = Dictionary(picker.children.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var segments: [ViewNode] = []
        var tags: [AnyHashable?] = []
        for option in options {
            // Build once to read the tag, then again in the weight its selection state calls for.
            let probe = context.build(option.view, reusing: previous[option.key])
            let tag = probe.tag ?? option.key.explicitID.flatMap { $0.base is SelectionValue ? $0 : nil }
            let isSelected = tag == selected
            let styled = context.with {
                $0.font = .system(size: SegmentedPickerNode.titleFontSize, weight: isSelected ? .semibold : .medium)
                $0.lineLimit = 1
            }
            let segment = styled.build(option.view, reusing: probe)
            segment.key = option.key
            segment.accessibilityAttributes.addedTraits.formUnion(isSelected ? [.isButton, .isSelected] : .isButton)
            segments.append(segment)
            tags.append(tag)
        }
        picker.children = segments
        picker.tags = tags
        picker.setSelectedIndex(tags.firstIndex { $0 == selected })
        let selection = selection
        picker.select = { tag in
            if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
        }
        return picker
    }
}
