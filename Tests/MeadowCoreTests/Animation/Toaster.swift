import Foundation
import MeadowTestSupport

@testable import MeadowCore

/// A 60×40 toast, tagged "toast", shown under a 50-point header while `show` is true, with `transition`. On a
/// 400-point canvas the stack of both is 60×90 and centred: the toast is at (170, 205).
struct Toaster: View {
    let probe: StateProbe<Bool>
    let transition: AnyTransition
    @State var show: Bool

    init(probe: StateProbe<Bool>, transition: AnyTransition, showing: Bool) {
        self.probe = probe
        self.transition = transition
        _show = State(initialValue: showing)
    }

    var body: some View {
        let _ = probe.binding = $show
        VStack(spacing: 0) {
            Color.blue.frame(width: 50, height: 50).accessibilityIdentifier("header")
            if show {
                Color.red.frame(width: 60, height: 40).accessibilityIdentifier("toast").transition(transition)
            }
        }
    }
}

/// A suite that toggles a `Toaster`'s toast in and out and watches its transition.
@MainActor
protocol ToasterSuite {}

extension ToasterSuite {
    /// The toast's size, to find its fill in the display list.
    var toastSize: CGSize { CGSize(width: 60, height: 40) }

    /// A toaster on a 400-point canvas, showing the toast or not.
    func makeDriver(_ transition: AnyTransition, showing: Bool) -> (InteractionDriver, StateProbe<Bool>) {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(
            Toaster(probe: probe, transition: transition, showing: showing), device: canvas(400, 400))
        return (driver, probe)
    }

    /// Toggles the toast inside `withAnimation(.linear(duration: 1))` and lays out the change.
    func toggle(_ probe: StateProbe<Bool>, in driver: InteractionDriver, to show: Bool) {
        withAnimation(.linear(duration: 1)) { probe.set(show) }
        _ = driver.layoutTree
    }
}
