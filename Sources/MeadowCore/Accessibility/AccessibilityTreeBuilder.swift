import Foundation

/// Derives the accessibility tree from the laid-out view graph, as SwiftUI derives what VoiceOver reads:
///
/// - A view that makes an element by itself (`AccessibleNode`: a text, an image, a button, a toggle, a text
///   field, a list row) is one element; its modifiers' label, value, hint, identifier and traits replace or add to
///   what it derives.
/// - Any other view (a stack, a modifier, a view's body) is not an element: it passes on the elements inside it,
///   and its accessibility modifiers apply to each of them (SwiftUI's `accessibilityAddTraits(.isHeader)` on a
///   `VStack` makes each text in it a header). When nothing inside it is an element, a label, value, role, trait
///   or action on it makes it one (a labelled shape).
/// - `accessibilityElement(children:)` makes the view one element whatever it is: `.ignore` drops the elements
///   inside (the element has only what the modifiers give it, and what the view derives itself); `.combine`
///   merges them: their labels and values joined with ", " (as VoiceOver reads a combined element), their traits
///   united less `isStaticText` and `isImage` (kept only when the element has nothing else), one default action
///   kept as the default and several named after their elements; `.contain` keeps them as its children.
/// - `accessibilityChildren(children:)` makes the view's one element (or a new group, when it makes none or
///   several) a container of the elements its undrawn children make.
/// - `accessibilityHidden(true)`, `Image(decorative:)` and screens covered by a pushed screen or another tab
///   make no element.
/// - Where a modal element shows (a sheet, an alert: `isModal`), its siblings that are not modal are left out,
///   as Apple's `isModal` says; the frontmost modal is kept.
/// - Elements are in reading order, view by view: the elements of each view stay together, and the views of
///   one parent are read by line, top to bottom, then leading to trailing, each where its first element is (a
///   line being the views that start above the middle of its first one), so a row of cards is read card by card.
///   In a container (a `.contain` element, the window), higher `accessibilitySortPriority` comes first; one
///   priority keeps that order.
/// - An element's role is the one a control built from views gives itself, else the one its traits name
///   (`isHeader` before `isLink`, `isToggle`, `isButton`, …), else the one its view derives.
/// - Once the tree is whole, the elements of a label / content pair (`accessibilityLabeledPair(role:id:in:)`)
///   learn of each other (`labeledBy`, `labelFor`), and a content element nothing names takes its labels' labels.
@MainActor
struct AccessibilityTreeBuilder {
    /// The tree of the window whose root node is `root`: a window element holding every element in reading order.
    func tree(of root: ViewNode?) -> AccessibilityNode {
        guard let root else {
            return AccessibilityNode(id: AccessibilityElementID(value: 0), role: .window, label: "", frame: .zero)
        }
        var window = AccessibilityNode(
            id: root.accessibilityElementID, role: .window, label: "", frame: root.environment.safeArea?.screen ?? root.frame)
        window.children = Self.byPriority(Self.modalFiltered(elements(of: root)))
        Self.pairLabels(in: &window)
        return window
    }

    /// The elements `node` and its subtree make, in the order of the views.
    func elements(of node: ViewNode) -> [AccessibilityNode] {
        guard !node.isCovered else { return [] }
        let attributes = node.accessibility
        if attributes?.isHidden == true { return [] }
        if let attributes, attributes.hasSyntheticChildren, let synthetic = node.children.last {
            return [container(of: node, holding: elements(inside: [synthetic]), attributes: attributes)]
        }
        let accessible = node as? any AccessibleNode
        let automatic = accessible?.automaticAccessibility
        if automatic?.isHidden == true { return [] }
        let children = accessible?.accessibilityChildren ?? node.children
        guard var behavior = attributes?.childBehavior ?? automatic?.children else {
            return passedOn(elements(inside: children), from: node, attributes: attributes)
        }
        let inner = behavior == .ignore ? [] : elements(inside: children)
        if automatic?.containsSeveralControls == true, attributes?.childBehavior == nil,
            inner.filter(Self.isControl).count > 1 || inner.contains(where: { $0.isTextEditable || !$0.children.isEmpty })
        {
            behavior = .contain
        }
        // A list row standing for the one control it holds (a slider, a stepper, a date picker) is read as that
        // control, with its role, identifier, enabled state and expanded state (a disclosure row), as VoiceOver
        // reads the control of a cell.
        let control = automatic?.containsSeveralControls == true && behavior.rule == .combine ? Self.soleControl(in: inner) : nil
        var element = AccessibilityNode(id: node.accessibilityElementID, role: .group, label: "", frame: node.frame)
        element.isEnabled = node.environment.isEnabled
        var mergedKind = AccessibilityTraits()
        switch behavior.rule {
        // A combined element reads its children in the order VoiceOver would visit them: higher sort priority first.
        case .combine: mergedKind = merge(Self.byPriority(inner), into: &element)
        case .contain: element.children = Self.byPriority(inner)
        case .ignore: break
        }
        if let automatic { apply(automatic, to: &element) }
        if let attributes { apply(attributes, to: &element) }
        // Combined texts with nothing else to say stay a text (or an image).
        if element.traits.isEmpty, automatic == nil, attributes?.role == nil { element.traits = mergedKind }
        element.role = attributes?.role ?? AccessibilityRole(traits: element.traits) ?? control?.role ?? automatic?.role ?? .group
        if let control {
            if element.identifier == nil { element.identifier = control.identifier }
            if element.isExpanded == nil { element.isExpanded = control.isExpanded }
            element.isEnabled = element.isEnabled && control.isEnabled
        }
        return [element]
    }

    /// The element `accessibilityChildren(children:)` makes of `node`: the one element its content makes, else a
    /// new group, holding `synthetic` as its children in place of any it had, with the node's modifiers applied.
    private func container(
        of node: ViewNode, holding synthetic: [AccessibilityNode], attributes: AccessibilityAttributes
    ) -> AccessibilityNode {
        let content = elements(inside: Array(node.children.dropLast()))
        var element: AccessibilityNode
        if content.count == 1 {
            element = content[0]
        } else {
            element = AccessibilityNode(id: node.accessibilityElementID, role: .group, label: "", frame: node.frame)
            element.isEnabled = node.environment.isEnabled
        }
        element.children = Self.byPriority(synthetic)
        apply(attributes, to: &element)
        element.role = attributes.role ?? AccessibilityRole(traits: element.traits) ?? element.role
        return element
    }

    /// The one control of `inner`, if there is exactly one.
    private static func soleControl(in inner: [AccessibilityNode]) -> AccessibilityNode? {
        let controls = inner.filter(isControl)
        return controls.count == 1 ? controls.first : nil
    }

    /// Whether `element` is a control a row stands for: it acts, it adjusts, or it shows progress.
    private static func isControl(_ element: AccessibilityNode) -> Bool {
        !element.actions.isEmpty || element.isAdjustable || element.role == .progressIndicator
    }

    /// The elements of `children`, each child's together, the children in reading order, less those a modal
    /// element hides.
    private func elements(inside children: [ViewNode]) -> [AccessibilityNode] {
        Self.modalFiltered(Self.readingOrder(children.map(elements(of:)).filter { !$0.isEmpty }).flatMap { $0 })
    }

    /// The elements inside a view that is not one itself, each with the view's modifiers applied; the view itself
    /// when nothing inside is an element and its modifiers describe one.
    private func passedOn(_ inner: [AccessibilityNode], from node: ViewNode, attributes: AccessibilityAttributes?) -> [AccessibilityNode] {
        guard let attributes else { return inner }
        guard inner.isEmpty else {
            return inner.map { element in
                var element = element
                apply(attributes, to: &element)
                element.role = attributes.role ?? AccessibilityRole(traits: element.traits) ?? element.role
                return element
            }
        }
        guard attributes.describesElement else { return [] }
        var element = AccessibilityNode(id: node.accessibilityElementID, role: .group, label: "", frame: node.frame)
        element.isEnabled = node.environment.isEnabled
        apply(attributes, to: &element)
        element.role = attributes.role ?? AccessibilityRole(traits: element.traits) ?? .staticText
        return [element]
    }

    /// Merges `inner` into `element`, as `.combine` does, and returns what the merged elements were, static text or
    /// image, for an element with no other trait or role.
    private func merge(_ inner: [AccessibilityNode], into element: inout AccessibilityNode) -> AccessibilityTraits {
        let labels = inner.map(\.label).filter { !$0.isEmpty }
        element.label = labels.joined(separator: ", ")
        let values = inner.compactMap(\.value).filter { !$0.isEmpty }
        element.value = values.isEmpty ? nil : values.joined(separator: ", ")
        let united = inner.reduce(AccessibilityTraits()) { $0.union($1.traits) }
        element.traits = united.subtracting([.isStaticText, .isImage])
        let defaults = inner.filter { $0.actions.contains { $0.kind == .default } }
        for child in inner {
            for action in child.actions {
                let named = action.kind == .default && defaults.count > 1
                element.actions.append(
                    named ? AccessibilityAction(kind: AccessibilityActionKind(named: Text(verbatim: child.label)), handler: action.handler) : action)
            }
        }
        element.adjustment = inner.lazy.compactMap(\.adjustment).first
        element.numericValue = inner.lazy.compactMap(\.numericValue).first
        return united.contains(.isStaticText) ? .isStaticText : united.intersection(.isImage)
    }

    /// What the view derives of itself, over what its children gave: its own label and value replace theirs.
    private func apply(_ automatic: AutomaticAccessibility, to element: inout AccessibilityNode) {
        if let label = automatic.label { element.label = label }
        if let value = automatic.value { element.value = value }
        element.traits.formUnion(automatic.traits)
        for action in automatic.actions { Self.add(action, to: &element) }
        if let adjustment = automatic.adjustment { element.adjustment = adjustment }
        if let textReplacement = automatic.textReplacement { element.textReplacement = textReplacement }
        if let caretOffset = automatic.caretOffset { element.caretOffset = caretOffset }
        if let selectedTextRange = automatic.selectedTextRange { element.selectedTextRange = selectedTextRange }
        if let textSelection = automatic.textSelection { element.textSelection = textSelection }
    }

    /// What the view's modifiers say, over everything else.
    private func apply(_ attributes: AccessibilityAttributes, to element: inout AccessibilityNode) {
        if let label = attributes.label { element.label = label }
        if let value = attributes.value { element.value = value }
        if let hint = attributes.hint { element.hint = hint }
        if let identifier = attributes.identifier { element.identifier = identifier }
        if let sortPriority = attributes.sortPriority { element.sortPriority = sortPriority }
        if let headingLevel = attributes.headingLevel { element.headingLevel = headingLevel }
        element.traits.formUnion(attributes.addedTraits)
        element.traits.subtract(attributes.removedTraits)
        for action in attributes.actions { Self.add(action, to: &element) }
        if let adjust = attributes.adjust { element.adjustment = adjust }
        if let isExpanded = attributes.isExpanded { element.isExpanded = isExpanded }
        if let numericValue = attributes.numericValue { element.numericValue = numericValue }
        if attributes.isValueOfCombined {
            element.value = [element.label, element.value ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
            element.label = ""
        }
        element.labeledPairs += attributes.labeledPairs
    }

    /// Adds `action`, replacing the element's action of the same kind; a default action comes first.
    private static func add(_ action: AccessibilityAction, to element: inout AccessibilityNode) {
        element.actions.removeAll { $0.kind == action.kind }
        if action.kind == .default {
            element.actions.insert(action, at: 0)
        } else {
            element.actions.append(action)
        }
    }

    /// Links the label and content elements of each pair in `tree`: a content element is labelled by the pair's
    /// labels, in reading order, and named by them when nothing else names it; a label is the label for the pair's
    /// contents. A pair whose other side is not in the tree (hidden, covered, merged into a combined element) links
    /// nothing.
    static func pairLabels(in tree: inout AccessibilityNode) {
        var labels: [AccessibilityLabeledPair.Key: [AccessibilityNode]] = [:]
        var contents: [AccessibilityLabeledPair.Key: [AccessibilityElementID]] = [:]
        for node in tree.allNodes {
            for pair in node.labeledPairs {
                switch pair.role {
                case .label: labels[pair.key, default: []].append(node)
                case .content: contents[pair.key, default: []].append(node.id)
                }
            }
        }
        guard !labels.isEmpty, !contents.isEmpty else { return }
        func link(_ node: inout AccessibilityNode) {
            for pair in node.labeledPairs {
                switch pair.role {
                case .label:
                    node.labelFor += (contents[pair.key] ?? []).filter { !node.labelFor.contains($0) && $0 != node.id }
                case .content:
                    let pairedLabels = (labels[pair.key] ?? []).filter { !node.labeledBy.contains($0.id) && $0.id != node.id }
                    node.labeledBy += pairedLabels.map(\.id)
                    if node.label.isEmpty { node.label = pairedLabels.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ") }
                }
            }
            for index in node.children.indices { link(&node.children[index]) }
        }
        link(&tree)
    }

    /// `elements` less those a modal element among them hides: only the last modal one stays when there is one.
    static func modalFiltered(_ elements: [AccessibilityNode]) -> [AccessibilityNode] {
        guard let modal = elements.last(where: { $0.traits.contains(.isModal) }) else { return elements }
        return [modal]
    }

    /// `elements` with higher sort priorities first, in their order otherwise.
    static func byPriority(_ elements: [AccessibilityNode]) -> [AccessibilityNode] {
        elements.enumerated().sorted { ($1.element.sortPriority, $0.offset) < ($0.element.sortPriority, $1.offset) }.map(\.element)
    }

    /// The children's `blocks` of elements in reading order: by line, top to bottom, then leading to trailing,
    /// each block placed where its first element (the first leaf, inside a container) is; a line is the blocks
    /// that start above the middle of its first block. Blocks in the same place keep their order.
    static func readingOrder(_ blocks: [[AccessibilityNode]]) -> [[AccessibilityNode]] {
        let placed = blocks.enumerated().map { (offset: $0.offset, frame: firstLeaf(of: $0.element).frame, block: $0.element) }
        let top = placed.sorted { ($0.frame.minY, $0.offset) < ($1.frame.minY, $1.offset) }
        var lines: [[(offset: Int, frame: CGRect, block: [AccessibilityNode])]] = []
        for entry in top {
            if let first = lines.last?.first, entry.frame.minY < first.frame.midY {
                lines[lines.count - 1].append(entry)
            } else {
                lines.append([entry])
            }
        }
        return lines.flatMap { line in
            line.sorted { ($0.frame.minX, $0.offset) < ($1.frame.minX, $1.offset) }.map(\.block)
        }
    }

    /// Where a block of elements starts: its first element, descending into containers.
    private static func firstLeaf(of block: [AccessibilityNode]) -> AccessibilityNode {
        var node = block[0]
        while let first = node.children.first { node = first }
        return node
    }
}
