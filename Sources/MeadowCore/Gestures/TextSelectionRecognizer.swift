import Foundation

/// A text field's touch, as a desktop text view's mouse: a click places the caret (a second click on the same
/// spot within the multi-tap interval selects the word there); a drag that starts in a field with focus selects
/// from where it went down to the pointer. A drag in a field without focus is left to the views around it, as on
/// iOS, where it scrolls.
final class TextSelectionRecognizer: PanRecognizer<TouchEvent> {
    private weak var field: TextFieldNode?
    private let wasFocused: Bool

    init(field: TextFieldNode) {
        self.field = field
        wasFocused = field.isFocused
        super.init(minimumDistance: GestureThresholds.textSelectionSlop) { $0 }
    }

    /// A field with focus selects; one without waits while the touch could still be a tap.
    override func decide(_ event: TouchEvent) -> PanDecision {
        if wasFocused { return .begin }
        return event.distance < GestureThresholds.tapSlop ? .wait : .fail
    }

    override func isTap(_ event: TouchEvent) -> Bool {
        event.distance < GestureThresholds.tapSlop && field?.frame.contains(event.location) == true
    }

    override func perform() {
        guard hasNewValue, let event = value, let field else { return }
        hasNewValue = false
        if hasBegun {
            field.dragSelect(from: event.startLocation, to: event.location)
        } else {
            field.tapped(at: event.location, time: event.time)
        }
    }
}
