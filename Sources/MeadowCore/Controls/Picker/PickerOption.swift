/// One option of a picker drawn as a list of choices (a menu): its label and the tag it selects.
struct PickerOption {
    let label: AnyView
    let tag: AnyHashable?

    /// The options among `content`, in order. An option's tag is its `tag(_:)` or, as SwiftUI tags the views of a
    /// `ForEach` whose ids are selection values, its id.
    @MainActor
    static func options<SelectionValue: Hashable>(in content: any View, selecting: SelectionValue.Type) -> [PickerOption] {
        ViewList.of(content).elements.map { element in
            let implicit = element.key.explicitID.flatMap { $0.base is SelectionValue ? $0 : nil }
            return PickerOption(label: AnyView(element.view), tag: (element.view as? TaggedView)?.tagTrait ?? implicit)
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
