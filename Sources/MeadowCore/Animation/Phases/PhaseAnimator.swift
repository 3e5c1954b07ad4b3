import Foundation

/// Shows content for each of a sequence of phases in turn, animating from one to the next, as SwiftUI's
/// `PhaseAnimator`.
///
/// As in SwiftUI: the content first shows the first phase; without a trigger the animator moves to the next phase
/// as soon as it appears and on to the next each time an animation finishes, looping forever; with a trigger it
/// runs through every phase and back to the first each time the trigger changes. `animation` gives the animation
/// that moves to each phase (`.default` unless it says otherwise; nil moves at once).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let player: PhasePlayer<Phase>

    /// Runs through the phases once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        player = PhasePlayer(phases: Array(phases), trigger: AnimatorTrigger(trigger), content: content, animation: animation)
    }

    /// Cycles through the phases for as long as it shows.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        player = PhasePlayer(phases: Array(phases), trigger: nil, content: content, animation: animation)
    }

    public var body: some View { player }
}

extension View {
    /// Draws this view through `content` for each phase in turn, looping forever.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Draws this view through `content` for each phase in turn, once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        PhaseAnimator(
            phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}
