import Foundation

/// A completion a transaction carries (`Transaction.addAnimationCompletion(criteria:_:)`), and the animations it
/// waits for.
///
/// As SwiftUI's, it runs exactly once, on the main actor: when the animations that its transaction's changes
/// created have completed by its criteria, or, when those changes created none (nothing changed, or nothing that
/// animates), at the end of the update that applied them. A transaction whose body changed no view at all runs
/// its completions at the next update of any graph.
final class AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    private let body: () -> Void
    private let lock = NSLock()
    /// Whether a state change in the transaction reached a graph, or is on its way to one (an observed model's).
    private var isClaimed = false
    /// Whether a graph's update took it.
    private var isAdopted = false
    /// The animations of the transaction, as started; read and written on the main actor only.
    private var waits: [Wait] = []
    /// Whether the update that applied the transaction has ended (after which no animation joins it).
    private var isSealed = false

    private struct Wait {
        weak var track: (any AnimationTrack)?
        /// When the animation that the transaction started logically completes, on the clock.
        var logicalEnd: Double
        /// Whether it started since the clock last began its new animations (`AnimationClock.beginAnimations`).
        var isNew = true
    }

    init(criteria: AnimationCompletionCriteria, body: @escaping () -> Void) {
        self.criteria = criteria
        self.body = body
    }

    /// Notes that a state change in the transaction will reach a graph.
    func claim() {
        lock.withLock { isClaimed = true }
    }

    /// Claims the completion for a graph's update; true only the first time.
    func adopt() -> Bool {
        lock.withLock {
            isClaimed = true
            defer { isAdopted = true }
            return !isAdopted
        }
    }

    /// Hands the completion to the next update of any graph when nothing claimed it by the end of its
    /// transaction's body.
    func endBody() {
        let unclaimed = lock.withLock {
            defer { isClaimed = true }
            return !isClaimed
        }
        if unclaimed { Self.orphanLock.withLock { Self.orphans.append(self) } }
    }

    /// Completions whose transaction changed nothing, waiting for the next update; guarded by `orphanLock`.
    nonisolated(unsafe) private static var orphans: [AnimationCompletion] = []
    private static let orphanLock = NSLock()

    /// Takes the completions whose transaction changed nothing.
    static func takeOrphans() -> [AnimationCompletion] {
        orphanLock.withLock {
            defer { orphans.removeAll() }
            return orphans
        }
    }

    static var hasOrphans: Bool { orphanLock.withLock { !orphans.isEmpty } }

    /// Adds `track`, whose animation the transaction started now, to what the completion waits for.
    @MainActor
    func wait(for track: any AnimationTrack) {
        guard !isSealed, let end = track.logicalCompletionTime else { return }
        waits.append(Wait(track: track, logicalEnd: end))
    }

    /// Ends the update that applied the transaction: no animation joins it after.
    @MainActor
    func seal() {
        isSealed = true
    }

    /// Starts the animations that joined since the clock last began its new ones `seconds` later, as the clock
    /// started their tracks.
    @MainActor
    func delayNewAnimations(by seconds: Double) {
        for index in waits.indices where waits[index].isNew {
            waits[index].logicalEnd += seconds
        }
        for index in waits.indices { waits[index].isNew = false }
    }

    /// Whether the animations it waits for are complete at `time` by its criteria. A track that is gone (its view
    /// left) has completed either way.
    @MainActor
    func isComplete(at time: Double) -> Bool {
        guard isSealed else { return false }
        return waits.allSatisfy { wait in
            guard let track = wait.track else { return true }
            return criteria.waitsForRemoval ? !track.isAnimating(at: time) : time >= wait.logicalEnd
        }
    }

    /// Runs the completion.
    @MainActor
    func run() {
        body()
    }
}
