import Foundation

/// When a window reads its views' tree again after drawing (`WindowHost.onIdleAfterFrames`: an accessibility bridge
/// rebuilding its tree and telling screen readers what changed), so that reading never holds up a frame that
/// something is still moving.
///
/// The tree is read once each time the window goes idle after frames. While frames go on without a pause, it is
/// read only after frames that showed a change (input, or state that changed) and for `settlingTime` after the
/// last one, at most every `busyInterval` seconds: typing into a field whose caret blinks (the window never goes
/// idle while it does) still reaches a screen reader, and so does where the push or sheet the change started comes
/// to rest. Frames of animations alone (the caret's blink, once the change has settled) read nothing.
struct TreeReadSchedule {
    /// How often, at most, the tree is read while the window draws without going idle, in seconds.
    let busyInterval: TimeInterval
    /// How long after the last change frames still read the tree, in seconds: 2, past the springs of a push or a
    /// sheet.
    let settlingTime: TimeInterval = 2
    /// When a frame last showed a change, in seconds.
    private var lastChange = -TimeInterval.infinity
    /// When the tree was last read, in seconds.
    private(set) var lastRead: TimeInterval
    /// Whether a frame drawn since the tree was last read showed a change.
    private var changedSinceRead = false
    /// Whether frames were drawn since the tree was last read.
    private var drewSinceRead = false

    /// A schedule reading at most every `busyInterval` seconds while frames go on, counting from `start`.
    init(busyInterval: TimeInterval, start: TimeInterval) {
        self.busyInterval = busyInterval
        lastRead = start
    }

    /// Records a frame drawn at `time`: `showingChange` when input or a change of state made it, not only the clock.
    mutating func frameDrawn(at time: TimeInterval, showingChange: Bool) {
        drewSinceRead = true
        guard showingChange else { return }
        changedSinceRead = true
        lastChange = time
    }

    /// Whether to read the tree at `time`, just after a frame was presented, in a window that goes on drawing:
    /// when `busyInterval` has passed since the last read and a change was drawn since it, or frames were drawn
    /// within `settlingTime` of the last change. A read counts from then.
    mutating func readsAfterFrame(at time: TimeInterval) -> Bool {
        let settling = drewSinceRead && time - lastChange <= settlingTime
        guard changedSinceRead || settling, time - lastRead >= busyInterval else { return false }
        markRead(at: time)
        return true
    }

    /// Whether to read the tree at `time`, as the window goes idle: when frames were drawn since the last read.
    /// A read counts from then.
    mutating func readsWhenIdle(at time: TimeInterval) -> Bool {
        guard drewSinceRead else { return false }
        markRead(at: time)
        return true
    }

    private mutating func markRead(at time: TimeInterval) {
        lastRead = time
        changedSinceRead = false
        drewSinceRead = false
    }
}
