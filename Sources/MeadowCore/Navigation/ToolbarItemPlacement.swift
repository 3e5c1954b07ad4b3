/// Where a toolbar item goes in the navigation bar, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable, Hashable {
    enum Slot: Sendable, Hashable {
        case leading, trailing, principal
        /// The toolbar at the bottom of the screen.
        case bottom
        /// Above the software keyboard, which Meadow does not show: such items are not drawn.
        case keyboard
    }

    let slot: Slot

    /// The placement SwiftUI picks: the trailing end of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The centre of the bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading edge of the top bar: iOS 17's name for `navigationBarLeading`.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing edge of the top bar: iOS 17's name for `navigationBarTrailing`.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// A confirming action (Done, Save): the trailing edge of the navigation bar on iOS.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A cancelling action: the leading edge of the navigation bar on iOS.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The main action of the screen: the trailing edge of the navigation bar on iOS.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A secondary action: the trailing edge of the navigation bar (iOS 16 gathers them in a menu there).
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A destructive action: the trailing edge of the navigation bar on iOS.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// A navigation control: the leading edge of the navigation bar on iOS.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The toolbar at the bottom of the screen, as a view controller's toolbar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Status information: the middle of the bottom toolbar on iOS.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// The bar above the software keyboard, while a text field has focus; Meadow shows no software keyboard
    /// (typing comes from the hardware one), so it draws nothing there.
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}
