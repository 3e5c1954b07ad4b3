/// Presents what `makeContent` makes while `isPresented` is true: what `alert`, `sheet`, `fullScreenCover`,
/// `popover`, `confirmationDialog` and `actionSheet` build.
///
/// The modified view lays out as it is; the presentation goes up to the window (see `PresentationHostNode`), with
/// the environment of the view that presents it. As in SwiftUI, `onDismiss` runs once the presentation goes, and a
/// new item dismisses the old one's presentation before presenting its own.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let isPresented: Bool
    /// The id of the item presented, for the `item:` variants.
    var item: AnyHashable?
    /// Sets the binding that presents it to false (or its item to nil).
    let dismiss: () -> Void
    var onDismiss: (() -> Void)?
    /// Makes what is shown, given how to take it down.
    let makeContent: (PresentationDismisser) -> PresentedContent

    typealias Body = Never

    func makeNode(content: any View, reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let presenter = node.reused { PresentationNode() }
        context.buildContent(content, of: presenter)
        presenter.dismisser.action = dismiss
        let previous = presenter.presentation?.id
        if isPresented {
            let shown = makeContent(presenter.dismisser)
            presenter.presentation = Presentation(
                id: PresentationID(presenter: ObjectIdentifier(presenter), item: item), version: Presentation.nextVersion(),
                backdrop: shown.backdrop, panel: shown.panel, environment: context.environment, animation: shown.animation,
                cancel: shown.cancel)
        } else {
            presenter.presentation = nil
        }
        if let previous, previous != presenter.presentation?.id, let onDismiss { context.graph.enqueue(onDismiss) }
        return presenter
    }
}

/// A view that presents something: it lays out as the view it modifies and hands its presentation up.
final class PresentationNode: ViewNode {
    var presentation: Presentation?
    let dismisser = PresentationDismisser()

    override var kind: LayoutNode.Kind { .presentation }

    override func writePreferences(_ values: inout PreferenceValues) {
        if let presentation { values[PresentationsKey.self].append(presentation) }
    }
}

extension LayoutNode.Kind {
    /// A view with `alert`, `sheet` or another presentation modifier.
    public static let presentation = Self("Presentation")
}
