/// How one presentation is taken down (its binding set false, its item nil): kept by the presenting view's node,
/// so its identity stays while each build gives it the current binding's action. `DismissAction` and
/// `PresentationMode` hold it weakly and compare by it.
final class PresentationDismisser {
    var action: () -> Void = {}

    func dismiss() {
        action()
    }
}
