extension View {
    /// Draws this control's label in the tertiary label colour inside `disabled(true)`, as iOS greys the label of a
    /// disabled control (a `Stepper`'s, a compact `DatePicker`'s) as it greys a disabled button's; enabled, the
    /// label keeps the colour around it.
    func dimmedWhenDisabled() -> some View {
        modifier(EnvironmentModifier { environment in
            if !environment.isEnabled { environment.foregroundColor = .placeholderText }
        })
    }
}
