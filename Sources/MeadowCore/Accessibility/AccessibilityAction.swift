/// One action an accessibility element offers: its kind and what it runs.
struct AccessibilityAction {
    let kind: AccessibilityActionKind
    let handler: () -> Void
}
