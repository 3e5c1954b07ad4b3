import Foundation

/// A custom view in a `List` or `Form` whose body the list unwraps, as SwiftUI unwraps it: a view whose body is a
/// `Section` shows as one of the list's sections, not as one row
/// (`struct Alerts: View { var body: some View { Section("Alerts") { ... } } }` inside a `Form` is a card with its
/// header), and an `OutlineGroup` (`ListRowsView`) shows its rows as the list's rows.
///
/// A `CompositeNode` owns the view's `@State` and evaluates its body, handing it here instead of building it; when
/// the view's state changes, the node evaluates it again and the list reads its sections and rows again in the
/// same update. A body that is another such custom view is unwrapped by a source of its own.
@MainActor
final class ListBodySource {
    private let node = CompositeNode()
    private var body: (any View)?
    private var inner: ListBodySource?
    private var isUpdating = false

    /// Whether `type` is a custom view whose body is a `Section`, through any number of custom views: told by the
    /// types alone, so no other row's body is evaluated to find out.
    static func unwraps(_ type: any View.Type) -> Bool {
        func bodyIsSection<V: View>(_: V.Type) -> Bool {
            guard V.hasBody else { return false }
            return V.Body.self is any ListSection.Type || bodyIsSection(V.Body.self)
        }
        return bodyIsSection(type)
    }

    /// The section `view`'s body is, evaluated again when the view's inputs changed; `changed` runs when the view
    /// evaluates it again on its own (its state changed), in the transaction of that change.
    func section(
        of view: any View, in context: BuildContext, list: ViewNode, changed: @escaping (Transaction) -> Void
    ) -> (any ListSection)? {
        guard let body = body(of: view, in: context, list: list, changed: changed) else { return nil }
        if let section = body as? any ListSection {
            inner = nil
            return section
        }
        let inner = self.inner ?? ListBodySource()
        self.inner = inner
        return inner.section(of: body, in: context, list: list, changed: changed)
    }

    /// The body of `view`, evaluated as `section(of:in:list:changed:)` evaluates it.
    func body(
        of view: any View, in context: BuildContext, list: ViewNode, changed: @escaping (Transaction) -> Void
    ) -> (any View)? {
        node.parent = list
        node.graph = context.graph
        node.bodyReceiver = { [weak self] body, transaction in
            guard let self else { return }
            self.body = body
            if !self.isUpdating { changed(transaction) }
        }
        isUpdating = true
        node.noteBuilt(in: context)
        node.update(view, in: context)
        isUpdating = false
        return body
    }
}
