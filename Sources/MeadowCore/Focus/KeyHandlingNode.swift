/// A node that handles the key events that reach it along the focus path: an `onKeyPress` handler, a text field.
@MainActor
protocol KeyHandlingNode: ViewNode {
    /// Offers `press` to the node; true when it handled it, which stops the event.
    func handle(_ press: KeyPress) -> Bool
}

/// A node told when focus comes to it or leaves it, as a text field begins and ends editing.
@MainActor
protocol FocusChangeObserving: ViewNode {
    func focusChanged(to isFocused: Bool)
}
