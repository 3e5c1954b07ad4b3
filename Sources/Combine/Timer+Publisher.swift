import Foundation

extension Timer {
    /// A publisher of the date every `interval` seconds on `runLoop` in `mode`, as Foundation's
    /// `Timer.publish(every:tolerance:on:in:options:)` on Apple's platforms: connect it, or `autoconnect()` it, to
    /// start; `onReceive` on `RunLoop.main` updates a view each tick (Meadow's window runs the main run loop).
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// The publisher of a repeating timer, as Foundation's `Timer.TimerPublisher`: it sends the date of each tick
    /// to every subscriber while connected.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: Timer?

        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer on the run loop; cancelling the result stops it.
        public func connect() -> any Cancellable {
            lock.lock()
            defer { lock.unlock() }
            if timer == nil {
                let subject = subject
                let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
                if let tolerance { timer.tolerance = tolerance }
                runLoop.add(timer, forMode: mode)
                self.timer = timer
            }
            return AnyCancellable { [weak self] in self?.disconnect() }
        }

        private func disconnect() {
            lock.lock()
            let timer = self.timer
            self.timer = nil
            lock.unlock()
            timer?.invalidate()
        }
    }
}
