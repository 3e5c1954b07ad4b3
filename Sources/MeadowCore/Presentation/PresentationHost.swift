import Foundation

/// The root of every window: the app's view, and above it, over the whole screen, what its views present (alerts,
/// sheets, dialogs), as UIKit presents view controllers over a window's root view controller, above its navigation
/// and tab bars. `ViewGraph` wraps every root view in one.
struct PresentationHost: View, PrimitiveView {
    let content: any View

    typealias Body = Never

    func makeNode(reusing node: ViewNode?, in context: BuildContext) -> ViewNode {
        let host = node.reused { PresentationHostNode() }
        host.build(content, in: context)
        return host
    }
}

/// The node of `PresentationHost`: its first child is the app's view, laid out as the root; after it come a backdrop
/// and a panel for each presentation, front to back in the order they were presented (a sheet's own presentations
/// above it), each laid out over the whole screen.
///
/// It reads the presentations from its children's preferences after every update, so a presentation shows in the
/// frame of the change that asked for it, and goes, with its transition, in the frame of the change that ends it.
/// While a presentation shows, Escape cancels the frontmost one.
final class PresentationHostNode: ViewNode, PreferenceReader, KeyHandlingNode {
    private var context: BuildContext?
    /// The presentations shown, in order, with their backdrop and panel nodes.
    private var shown: [(presentation: Presentation, backdrop: ViewNode, panel: ViewNode)] = []
    /// The writes that made the presentations last built.
    private var readWrites: [Int]?

    override var kind: LayoutNode.Kind { .presentationHost }

    override func didAppear() { graph?.addPreferenceReader(self) }

    override func didDisappear() { graph?.removePreferenceReader(self) }

    /// Builds the app's view, then what it presents.
    func build(_ content: any View, in context: BuildContext) {
        self.context = context
        let contentNode = context.build(content, reusing: children.first)
        // The window's traits are its view's (a preview's layout and name).
        traits = contentNode.traits
        buildPresentations(content: contentNode, in: context)
    }

    /// Builds the presentations again when a view presenting one was built again (or one came or went); a change
    /// anywhere else in the window (a button pressed in a sheet, a sheet's own state) builds none again, as SwiftUI
    /// evaluates a sheet's content only with the view that presents it.
    func readPreferences() {
        guard var context, let content = children.first else { return }
        let writes = preferenceValues().writes(of: PresentationsKey.self)
        guard writes != readWrites else { return }
        readWrites = writes
        guard !isShowingRequested(by: content) else { return }
        context.transaction = Transaction()
        buildPresentations(content: content, in: context)
        invalidateLayout()
        graph?.preferenceReaderRebuilt(self)
    }

    /// Whether the presentations shown are, in order, those asked for now in the versions asked for, reading them
    /// as `buildPresentations` does: the content's, then those each panel shown asks for.
    private func isShowingRequested(by content: ViewNode) -> Bool {
        var requested = content.preferenceValues()[PresentationsKey.self]
        var seen = Set<PresentationID>()
        var matched = 0
        var index = 0
        while index < requested.count {
            let presentation = requested[index]
            index += 1
            guard seen.insert(presentation.id).inserted else { continue }
            guard matched < shown.count, shown[matched].presentation.id == presentation.id,
                shown[matched].presentation.version == presentation.version
            else { return false }
            requested += shown[matched].panel.preferenceValues()[PresentationsKey.self]
            matched += 1
        }
        return matched == shown.count
    }

    /// Builds the backdrop and panel of each presentation the content asks for, then of each the panels built ask
    /// for, reusing the nodes of those already shown; new ones come in and gone ones leave with their transitions.
    private func buildPresentations(content: ViewNode, in context: BuildContext) {
        var previous = Dictionary(shown.map { ($0.presentation.id, $0) }, uniquingKeysWith: { first, _ in first })
        var requested = content.preferenceValues()[PresentationsKey.self]
        var built: [(presentation: Presentation, backdrop: ViewNode, panel: ViewNode)] = []
        var index = 0
        while index < requested.count {
            let presentation = requested[index]
            index += 1
            guard !built.contains(where: { $0.presentation.id == presentation.id }) else { continue }
            let old = previous.removeValue(forKey: presentation.id)
            let layerContext = layerContext(for: presentation, in: context)
            let backdrop = layerContext.build(presentation.backdrop, reusing: old?.backdrop)
            let panel = layerContext.build(presentation.panel, reusing: old?.panel)
            backdrop.key = ViewKey().appending(presentation.id).appending(0)
            panel.key = ViewKey().appending(presentation.id).appending(1)
            if old == nil, hasBeenPlaced {
                backdrop.beginInsertion(animation: presentation.animation)
                panel.beginInsertion(animation: presentation.animation)
            }
            built.append((presentation, backdrop, panel))
            requested += panel.preferenceValues()[PresentationsKey.self]
        }
        for gone in previous.values {
            for node in [gone.backdrop, gone.panel] where node.beginRemoval(animation: gone.presentation.animation) {
                exitingChildren.append(node)
            }
        }
        shown = built
        children = [content] + built.flatMap { [$0.backdrop, $0.panel] }
        readWrites = preferenceValues().writes(of: PresentationsKey.self)
    }

    /// The presenting view's environment, less what only made sense where it was (its stack, its list row, its
    /// navigation stack, its scroll view, its place in the safe area, a toolbar's label style): a presentation
    /// starts afresh over the window.
    private func layerContext(for presentation: Presentation, in context: BuildContext) -> BuildContext {
        var layerContext = context
        var environment = presentation.environment
        environment.safeArea = context.environment.safeArea
        environment.stackAxis = nil
        environment.isListRowContent = false
        environment.navigationPushAction = nil
        environment.navigationLargeTitleInset = 0
        environment.scrollPosition = nil
        environment.scrollTargetBehavior = nil
        environment.submitActions = []
        if let outside = environment.labelStyleOutsideToolbar {
            environment.labelStyle = outside
            environment.labelStyleOutsideToolbar = nil
        }
        layerContext.environment = environment
        return layerContext
    }

    /// The app's view's size: the presentations take no part in it.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        children.first?.sizeThatFits(proposal) ?? .zero
    }

    /// The app's view where the window puts it; each backdrop and panel over the whole screen.
    override func placeChildren(in rect: CGRect, proposal: ProposedViewSize, context: PlacementContext) {
        guard let content = children.first else { return }
        content.place(in: rect, proposal: proposal, context: context)
        let screen = environment.safeArea?.screen ?? rect
        for layer in children.dropFirst() { layer.place(in: screen, proposal: ProposedViewSize(screen.size), context: context) }
    }

    /// Escape cancels the frontmost presentation, as the Escape key runs an alert's cancel action on iOS, unless
    /// its content disables interactive dismissal (`interactiveDismissDisabled`).
    func handle(_ press: KeyPress) -> Bool {
        guard press.key == .escape, let frontmost = shown.last else { return false }
        guard press.phase != .up, let cancel = frontmost.presentation.cancel,
            !frontmost.panel.preferenceValues()[InteractiveDismissDisabledKey.self]
        else { return true }
        cancel()
        return true
    }

    /// The app's view's tree while nothing is presented, so a window reads as its view; else the window with the
    /// app's view and each backdrop and panel.
    override func snapshot() -> LayoutNode {
        guard children.count > 1 else {
            return children.first?.snapshot()
                ?? LayoutNode(kind: kind, frame: frame, text: nil, accessibilityIdentifier: nil, children: [])
        }
        let screen = environment.safeArea?.screen ?? frame
        return LayoutNode(
            kind: kind, frame: screen, text: nil, accessibilityIdentifier: nil, children: children.map { $0.snapshot() })
    }
}

extension LayoutNode.Kind {
    /// A window showing presentations over its view.
    public static let presentationHost = Self("PresentationHost")
}
