import Foundation

/// The node of a view that has a `body` (or a custom `ViewModifier`): it owns the view's `@State` and hosts the
/// node its body builds.
///
/// A body is evaluated only when the node is new, a state it owns changed, or its inputs (the view's stored
/// properties, the values its bindings read, its environment) differ from the last evaluation.
@MainActor
final class CompositeNode: ViewNode {
    private var stateBoxes: [AnyObject] = []
    /// The view's type, or the custom modifier's, which names the node in a layout tree.
    private var describedType: Any.Type = Never.self
    private var view: (any View)?
    private var modifier: (any ViewModifier, content: any View)?
    /// Animates the modifier's `animatableData` when it is `Animatable` (see `AnimatableModifier`).
    private var modifierMorph: (any ModifierPresenting)?
    private var context: BuildContext?
    private var bindingValues: [Any] = []
    private(set) var isDirty = true
    /// How many times the body was evaluated; observation ignores changes to what an older evaluation read.
    private(set) var evaluationCount = 0
    /// Where the body goes instead of being built as this node's child, with the transaction it was evaluated
    /// in: set for a view its container unwraps (a list reading a custom view's `Section` or an `OutlineGroup`'s rows, `ListBodySource`).
    var bodyReceiver: ((any View, Transaction) -> Void)?

    override var kind: LayoutNode.Kind { .custom(String(describing: describedType)) }

    /// The body's guides are the view's: it has the body's frame (§1.5).
    override func computeExplicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        childExplicitAlignment(key, childProposal: proposal, childOrigin: .zero)
    }

    func update(_ view: any View, in context: BuildContext) {
        let unchanged = !isDirty && self.view.map { ViewInputs.equal($0, view, bindingValues: bindingValues) } == true
            && self.context.map { ViewInputs.environmentsEqual($0.environment, context.environment) } == true
        self.view = view
        self.modifier = nil
        self.context = context
        if !unchanged {
            describedType = type(of: view)
            evaluate()
        }
        takeBodyTraits()
    }

    /// Takes the traits at the root of the body, which belong to the view itself: after every update (which
    /// cleared them and is followed by the modifiers around the view writing theirs).
    private func takeBodyTraits() {
        if let child = children.first { traits = child.traits.takenFromBody() }
    }

    /// Evaluates a custom modifier's `body(content:)` with the content it modifies.
    func update<Modifier: ViewModifier>(_ modifier: Modifier, content: any View, in context: BuildContext) {
        describedType = Modifier.self
        self.view = nil
        self.modifier = (modifier, content)
        self.context = context
        if let animatable = modifier as? any (ViewModifier & Animatable) {
            retargetMorph(animatable)
        } else {
            modifierMorph = nil
        }
        evaluate()
    }

    /// Moves the modifier's presented data toward `modifier`'s, with the animation of the change that built it.
    private func retargetMorph<Modifier: ViewModifier & Animatable>(_ modifier: Modifier) {
        guard Modifier.AnimatableData.self != EmptyAnimatableData.self else { return }
        let morph = modifierMorph as? ModifierMorph<Modifier> ?? ModifierMorph(modifier)
        morph.retarget(modifier, animation: hasBeenPlaced ? animation : nil, for: self)
        modifierMorph = morph
    }

    /// Evaluates the body again because its own state changed, in the transaction of that change.
    func reevaluate(transaction: Transaction) {
        guard isDirty, var context else { return }
        context.transaction = transaction
        self.context = context
        noteBuilt(in: context)
        evaluate()
        // The body's traits may have changed; the modifiers around the view are not applied again, so what they
        // wrote stays over them.
        if let child = children.first { traits = traits.rebased(on: child.traits) }
        invalidateLayout()
    }

    private func evaluate() {
        guard let context else { return }
        isDirty = false
        evaluationCount += 1
        context.graph.bodyEvaluations += 1
        let body: any View
        if let (latest, content) = modifier {
            let modifier = modifierMorph?.presentedModifier(at: clock.time) ?? latest
            link(modifier, in: context)
            body = observation.tracking(for: self, in: context.graph.observations) { Self.body(of: modifier, content: content) }
        } else if let view {
            link(view, in: context)
            bindingValues = ViewInputs.bindingValues(of: view)
            body = observation.tracking(for: self, in: context.graph.observations) { Self.body(of: view) }
        } else {
            return
        }
        if let bodyReceiver {
            bodyReceiver(body, context.transaction)
            return
        }
        var bodyContext = context
        bodyContext.owner = self
        children = [bodyContext.build(body, reusing: children.first)]
    }

    /// Connects the view's `@State`, `@StateObject`, `@ObservedObject` and `@Environment` properties to this
    /// node's storage.
    private func link(_ value: Any, in context: BuildContext) {
        var slot = 0
        for property in ViewInputs.dynamicProperties(of: value) {
            property.link(to: self, slot: &slot, environment: context.environment)
        }
    }

    /// Where changes to the objects this view observes wait for the next update.
    var observationInbox: ObservationInbox? { context?.graph.observations }

    /// The graph the node is built in, already while its first evaluation runs, before it is attached.
    var buildingGraph: ViewGraph? { context?.graph }

    /// The storage of the state property at `slot`, created with `initial` the first time.
    func stateBox<Value>(at slot: Int, initial: () -> Value) -> StateBox<Value> {
        storage(at: slot) { StateBox(initial(), owner: self) }
    }

    /// The storage of the dynamic property at `slot` (`@State`, `@FocusState`), made by `make` the first time.
    func storage<Box: AnyObject>(at slot: Int, make: () -> Box) -> Box {
        if slot < stateBoxes.count, let box = stateBoxes[slot] as? Box { return box }
        let box = make()
        if slot < stateBoxes.count { stateBoxes[slot] = box } else { stateBoxes.append(box) }
        return box
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    private static func body<M: ViewModifier>(of modifier: M, content: any View) -> any View {
        modifier.body(content: _ViewModifier_Content(view: content))
    }

    /// Marks this node's body as needing evaluation, in the current transaction, and asks for an update.
    func invalidate(transaction: Transaction = Transaction.current) {
        isDirty = true
        graph?.setNeedsUpdate(self, transaction: transaction)
    }
}
