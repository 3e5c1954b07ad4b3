extension View {
    /// Plays `feedback` when `trigger` changes, as SwiftUI's (iOS 17) `sensoryFeedback(_:trigger:)`.
    ///
    /// Linux desktops have no haptic actuator (a laptop's touchpad gives no app-driven taps), so Meadow does
    /// nothing here: the view is unchanged. It logs nothing either: feedback accompanies what the view shows
    /// already, so nothing is missing for the person using the app, and a line per trigger would only be noise.
    /// The same holds for the other forms, whose closures are therefore never called.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        self
    }

    /// Plays `feedback` when `trigger` changes and `condition` of the old and new values holds, as SwiftUI's
    /// `sensoryFeedback(_:trigger:condition:)`; does nothing on Linux (see `sensoryFeedback(_:trigger:)`).
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` makes of the old and new values when `trigger` changes (none when nil), as
    /// SwiftUI's `sensoryFeedback(trigger:_:)`; does nothing on Linux (see `sensoryFeedback(_:trigger:)`).
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        self
    }

    /// Plays the feedback `feedback` makes when `trigger` changes (none when nil), as SwiftUI's
    /// `sensoryFeedback(trigger:_:)`; does nothing on Linux (see `sensoryFeedback(_:trigger:)`).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        self
    }
}
