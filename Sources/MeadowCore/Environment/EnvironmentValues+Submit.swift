private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
}

private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
}

/// An action `onSubmit(of:_:)` added, with what triggers it.
struct SubmitAction {
    let triggers: SubmitTriggers
    let action: () -> Void
}

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, outermost first.
    var submitActions: [SubmitAction] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }

    /// The label of the Return key for text fields in this environment, as set by `submitLabel(_:)`.
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Runs `action` when a value is submitted in this view, as SwiftUI's `onSubmit(of:_:)`: with `.text`, when
    /// Return is pressed in a text field or secure field inside it. Every `onSubmit` around the field runs, the
    /// innermost first.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentModifier { $0.submitActions.append(SubmitAction(triggers: triggers, action: action)) })
    }

    /// Sets the label of the software keyboard's Return key for text fields in this view, as SwiftUI's
    /// `submitLabel(_:)`; kept in the environment, it changes nothing drawn on a hardware keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }
}
