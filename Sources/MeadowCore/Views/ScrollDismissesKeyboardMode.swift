/// The ways scrolling can end text editing, as SwiftUI's `ScrollDismissesKeyboardMode`: set with
/// `scrollDismissesKeyboard(_:)`.
///
/// Meadow's window takes text from a hardware keyboard and shows no software keyboard, so "dismissing the
/// keyboard" is what it does on iOS to the text being edited: the field loses focus and stops editing.
public struct ScrollDismissesKeyboardMode: Sendable {
    enum Mode {
        case automatic, immediately, interactively, never
    }

    let mode: Mode

    /// By context, as iOS 16 chooses it: a `List` (and so a `Form`) ends editing as a drag scrolls it, as
    /// `immediately` does; a `ScrollView` leaves it, as `never` does.
    public static var automatic: ScrollDismissesKeyboardMode { Self(mode: .automatic) }

    /// Ends editing as soon as a drag starts to scroll.
    public static var immediately: ScrollDismissesKeyboardMode { Self(mode: .immediately) }

    /// On iOS the software keyboard follows a scrolling drag that crosses into it and goes when dragged off the
    /// screen. With no software keyboard on screen there is nothing for the drag to cross, as on iOS with a
    /// hardware keyboard attached, so editing goes on.
    public static var interactively: ScrollDismissesKeyboardMode { Self(mode: .interactively) }

    /// Scrolling never ends editing.
    public static var never: ScrollDismissesKeyboardMode { Self(mode: .never) }

    /// Whether a drag that starts to scroll a scroll view ends editing; `inList` when the scroll view is a
    /// `List`'s.
    func endsEditingOnDrag(inList: Bool) -> Bool {
        switch mode {
        case .automatic: inList
        case .immediately: true
        case .interactively, .never: false
        }
    }
}
