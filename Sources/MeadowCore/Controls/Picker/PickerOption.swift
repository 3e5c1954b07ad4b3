/// One option of a picker drawn as a list of choices (a menu): its label and the tag it selects.
struct PickerOption {
    let label: AnyView
    let tag: AnyHashable?
    /// The colour the option is, when it is one (a palette of `Color` views), which names it to a screen reader.
    var color: Color?

    /// The options among `content`, in order. An option's tag is its `tag(_:)` or, as SwiftUI tags the views of a
    /// `ForEach` whose ids are selection values, its id.
    @MainActor
    static func options<SelectionValue: Hashable>(in content: any View, selecting: SelectionValue.Type) -> [PickerOption] {
        ViewList.of(content).elements.map { element in
            let implicit = element.key.explicitID.flatMap { $0.base is SelectionValue ? $0 : nil }
            return PickerOption(
                label: AnyView(element.view), tag: (element.view as? TaggedView)?.tagTrait ?? implicit,
                color: (element.view as? ColoredView)?.viewColor)
        }
    }
}

/// A view whose `tag(_:)` can be read without building it: a view with modifiers, one of them the tag.
@MainActor
protocol TaggedView {
    var tagTrait: AnyHashable? { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier: ViewModifier {
    var tagTrait: AnyHashable? {
        if let tag = modifier as? ViewTraitModifier<TagTraitKey> { return tag.value }
        return (content as? TaggedView)?.tagTrait
    }
}

/// A view that is a colour under its modifiers (`Color.red.tag(…)`), whose colour can be read without building it.
@MainActor
protocol ColoredView {
    var viewColor: Color? { get }
}

extension Color: ColoredView {
    var viewColor: Color? { self }
}

extension ModifiedContent: ColoredView where Content: View, Modifier: ViewModifier {
    var viewColor: Color? { (content as? ColoredView)?.viewColor }
}
