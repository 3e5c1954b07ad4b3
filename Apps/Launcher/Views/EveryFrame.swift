import SwiftUI

/// Runs an action once in each frame the display draws while it is shown, from the frame after it appears: a
/// `TimelineView` on the `.animation` schedule, which SwiftUI updates once a frame, with its date watched. It draws
/// nothing: a clear colour of no size, which changes no pixel as it comes and goes.
///
/// The launcher times the steps of preparing an app by it, rather than by the wall clock: a machine too busy to
/// draw a frame in the time a step was given only takes more time, and a step never comes and goes unseen between
/// two frames.
struct EveryFrame: View {
    let action: () -> Void

    var body: some View {
        TimelineView(.animation) { context in
            Color.clear
                .frame(width: 0, height: 0)
                .onChange(of: context.date) { action() }
        }
    }
}
