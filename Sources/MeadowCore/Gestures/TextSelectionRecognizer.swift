import Foundation

/// A text field's touch, as a desktop text view's mouse: a click places the caret (a second click on the same
/// spot within the multi-tap interval selects the word there); a drag that starts in a field with focus selects
/// from where it went down to the pointer. A drag in a field without focus is left to the views around it, as on
/// iOS, where it scrolls.
final class TextSelectionRecognizer: GestureRecognizer {
    private weak var field: TextFieldNode?
    private(set) var state = GestureRecognizerState.possible
    private let wasFocused: Bool
    private var event: TouchEvent?
    private var isSelecting = false

    init(field: TextFieldNode) {
        self.field = field
        wasFocused = field.isFocused
    }

    var priority: GesturePriority { .normal }

    func handle(_ event: TouchEvent) {
        guard state.isLive, let field else { return }
        switch (state, event.phase) {
        case (.possible, .moved):
            guard event.distance >= GestureThresholds.textSelectionSlop else { return }
            guard wasFocused else {
                state = event.distance < GestureThresholds.tapSlop ? .possible : .failed
                return
            }
            state = .began
            isSelecting = true
            self.event = event
        case (.possible, .up):
            let isTap = event.distance < GestureThresholds.tapSlop && field.frame.contains(event.location)
            state = isTap ? .ended : .failed
            self.event = isTap ? event : nil
        case (.began, .moved), (.changed, .moved):
            state = .changed
            self.event = event
        case (.began, .up), (.changed, .up):
            state = .ended
            self.event = event
        default:
            break
        }
    }

    func perform() {
        guard let event, let field else { return }
        self.event = nil
        if isSelecting {
            field.dragSelect(from: event.startLocation, to: event.location)
        } else {
            field.tapped(at: event.location, time: event.time)
        }
    }

    func cancel() {
        state = .failed
        event = nil
    }
}
