/// One view shown over the whole window while the view that presents it says so: an alert, a sheet, a dialog.
///
/// The presenting view hands it up through `PresentationsKey`; the window's `PresentationHostNode` shows its
/// backdrop and its panel above everything else, navigation and tab bars included, as UIKit presents a view
/// controller over the window's root.
struct Presentation {
    /// Which presentation this is: the presenting view's, and the item it presents, if any.
    let id: PresentationID
    /// Which build of the presenting view made it (`nextVersion()`): a new one each time that view is built
    /// again, so the window builds the presentation again only then, not whenever something inside it changes.
    let version: Int
    /// What covers the window behind the panel (a dimming colour), laid out over the whole screen.
    let backdrop: any View
    /// The panel (an alert, a sheet's card), laid out over the whole screen and placing itself in it.
    let panel: any View
    /// The environment of the view that presents it, which the panel's content inherits, as in SwiftUI.
    let environment: EnvironmentValues
    /// How the backdrop and the panel come in and go: presentations animate whether or not the change that
    /// presents them does.
    let animation: Animation
    /// What Escape does while this is the frontmost presentation; nil when it does nothing.
    let cancel: (() -> Void)?

    /// A version no presentation had before.
    @MainActor static func nextVersion() -> Int {
        lastVersion += 1
        return lastVersion
    }

    @MainActor private static var lastVersion = 0
}
