import Foundation
import Testing

@testable import MeadowSDL

/// When a window reads its accessibility tree again: never for frames that only move the clock on, at most twice a
/// second after frames that showed a change, and once whenever it goes idle.
@Suite("Tree read schedule")
struct TreeReadScheduleTests {
    /// Frames at 60 Hz from `from` for `seconds`, those at the times in `changes` showing a change; the times, in
    /// milliseconds from 0, after which the tree was read.
    private func reads(
        _ schedule: inout TreeReadSchedule, from: TimeInterval, seconds: TimeInterval, changes: Set<Int> = []
    ) -> [Int] {
        var read: [Int] = []
        for frame in 0..<Int(seconds * 60) {
            let time = from + Double(frame) / 60
            let milliseconds = Int((time * 1000).rounded())
            schedule.frameDrawn(at: time, showingChange: changes.contains(milliseconds))
            if schedule.readsAfterFrame(at: time) { read.append(milliseconds) }
        }
        return read
    }

    @Test("A caret blinking for ten seconds of frames reads nothing; going idle reads once, and idle again nothing")
    func blinkingReadsNothing() {
        var schedule = TreeReadSchedule(busyInterval: 0.5, start: 0)
        #expect(reads(&schedule, from: 1, seconds: 10) == [])
        let goingIdle = schedule.readsWhenIdle(at: 11)
        let idleAgain = schedule.readsWhenIdle(at: 12)
        #expect(goingIdle)
        #expect(!idleAgain)
    }

    @Test("Keys typed every 100 ms while the caret blinks are read at once, then every half second until two seconds after the last")
    func typingIsReadTwiceASecond() {
        var schedule = TreeReadSchedule(busyInterval: 0.5, start: 0)
        // Frames at 1000 ms + n × 16.67 ms; the keys land on the frames at 1000, 1100 ... 1500 ms.
        let keys: Set<Int> = [1000, 1100, 1200, 1300, 1400, 1500]
        #expect(reads(&schedule, from: 1, seconds: 4, changes: keys) == [1000, 1500, 2000, 2500, 3000, 3500])
        #expect(schedule.lastRead == 3.5)
        let goingIdle = schedule.readsWhenIdle(at: 5)
        #expect(goingIdle)
    }

    @Test("A change drawn less than half a second after a read is read on the first frame after that half second")
    func lateChangeWaitsForTheInterval() {
        var schedule = TreeReadSchedule(busyInterval: 0.5, start: 0)
        #expect(reads(&schedule, from: 1, seconds: 0.75, changes: [1000, 1200]) == [1000, 1500])
    }
}
