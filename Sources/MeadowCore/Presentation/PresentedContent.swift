/// What one kind of presentation shows and how: its backdrop, its panel, its animation and what Escape does.
/// Each kind (`AlertPanel`, `SheetCard`, `ActionSheetPanel`) makes one from its dismisser.
struct PresentedContent {
    /// What covers the window behind the panel, with its transition.
    let backdrop: any View
    /// The panel, with its transition, laid out over the whole screen.
    let panel: any View
    /// How the backdrop and panel come in and go.
    let animation: Animation
    /// What Escape does while it is the frontmost presentation; nil when Escape does nothing.
    let cancel: (() -> Void)?
}
