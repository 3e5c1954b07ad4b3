import Combine
import Foundation
import Testing

/// A thread running a run loop of its own, for the run-loop schedulers: the test runner on Linux drains the main
/// queue from a worker thread, so `RunLoop.main` does not run while a test does.
private final class RunLoopThread: @unchecked Sendable {
    private let ready = DispatchSemaphore(value: 0)
    private(set) var runLoop: RunLoop!
    private var stopped = false
    private let lock = NSLock()

    init() {
        Thread.detachNewThread { [self] in
            runLoop = RunLoop.current
            // A timer far off keeps the run loop from returning at once for want of sources.
            runLoop.add(Timer(timeInterval: 3600, repeats: true) { _ in }, forMode: .default)
            ready.signal()
            while !lock.withLock({ stopped }) {
                _ = runLoop.run(mode: .default, before: Date().addingTimeInterval(0.01))
            }
        }
        ready.wait()
    }

    func stop() { lock.withLock { stopped = true } }
}

/// Values received on another thread.
private final class Received<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value] = []

    func append(_ value: Value) { lock.withLock { storage.append(value) } }
    var values: [Value] { lock.withLock { storage } }
}

/// Waits, letting the main queue run, until `done` or `limit` seconds pass.
private func wait(limit: TimeInterval = 2, until done: () -> Bool) async {
    let deadline = Date().addingTimeInterval(limit)
    while !done(), Date() < deadline {
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
}

private struct Item: Codable, Equatable {
    let name: String
}

private enum Failure: Error, Equatable {
    case broke
}

@MainActor
@Suite("Combine operators apps chain", .serialized)
struct OperatorTests {
    @Test("dropFirst leaves out a @Published property's value on subscribing, as apps use it to watch changes only")
    func dropFirstOfPublished() {
        final class Model: ObservableObject { @Published var query = "" }
        let model = Model()
        var received: [String] = []
        let cancellable = model.$query.dropFirst().sink { received.append($0) }
        model.query = "a"
        model.query = "ab"
        #expect(received == ["a", "ab"])
        _ = cancellable
    }

    @Test("buffer passes every value and the completion on in order to a sink, which asks for all of them")
    func bufferToSink() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var finished = false
        let cancellable = subject.buffer(size: 2, prefetch: .byRequest, whenFull: .dropOldest)
            .sink(receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
        for value in 1...5 { subject.send(value) }
        subject.send(completion: .finished)
        #expect(received == [1, 2, 3, 4, 5])
        #expect(finished)
        _ = cancellable
    }

    @Test("debounce on a run loop sends the last value of a burst once the burst pauses")
    func debounce() async {
        let thread = RunLoopThread()
        defer { thread.stop() }
        let subject = PassthroughSubject<String, Never>()
        let received = Received<String>()
        let cancellable = subject.debounce(for: .milliseconds(50), scheduler: thread.runLoop).sink { received.append($0) }
        subject.send("s")
        subject.send("sw")
        subject.send("swi")
        await wait { !received.values.isEmpty }
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(received.values == ["swi"])
        _ = cancellable
    }

    @Test("debounce on DispatchQueue.main takes a dispatch stride")
    func debounceOnDispatchQueue() async {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.debounce(for: .seconds(0.05), scheduler: DispatchQueue.main).sink { received.append($0) }
        subject.send(1)
        subject.send(2)
        await wait { !received.isEmpty }
        #expect(received == [2])
        _ = cancellable
    }

    @Test("Timer.publish(every:on:in:).autoconnect() ticks on its run loop and stops when cancelled")
    func timerPublisher() async {
        let thread = RunLoopThread()
        defer { thread.stop() }
        let ticks = Received<Date>()
        let cancellable = Timer.publish(every: 0.02, on: thread.runLoop, in: .common).autoconnect().sink { ticks.append($0) }
        await wait { ticks.values.count >= 3 }
        #expect(ticks.values.count >= 3)
        cancellable.cancel()
        try? await Task.sleep(nanoseconds: 50_000_000)
        let count = ticks.values.count
        try? await Task.sleep(nanoseconds: 100_000_000)
        #expect(ticks.values.count == count)
    }

    @Test("NotificationCenter's publisher sends each posted notification of its name")
    func notificationPublisher() {
        let name = Notification.Name("MeadowTestNotification")
        var received = 0
        let cancellable = NotificationCenter.default.publisher(for: name).sink { _ in received += 1 }
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: Notification.Name("Other"), object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(received == 2)
        cancellable.cancel()
        NotificationCenter.default.post(name: name, object: nil)
        #expect(received == 2)
    }

    @Test("merge, combineLatest and zip combine two subjects as Combine does")
    func combining() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        var merged: [Int] = []
        var latest: [String] = []
        var zipped: [String] = []
        let cancellables = [
            a.merge(with: b).sink { merged.append($0) },
            a.combineLatest(b).sink { latest.append("\($0)\($1)") },
            a.zip(b).sink { zipped.append("\($0)\($1)") },
        ]
        a.send(1)
        a.send(2)
        b.send(7)
        b.send(8)
        a.send(3)
        #expect(merged == [1, 2, 7, 8, 3])
        #expect(latest == ["27", "28", "38"])
        #expect(zipped == ["17", "28"])
        _ = cancellables
    }

    @Test("CombineLatest3 sends the latest of three publishers once each has sent, and finishes when all three have")
    func combiningThree() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let c = PassthroughSubject<Bool, Never>()
        var latest: [String] = []
        var finished = false
        let cancellables = [
            Publishers.CombineLatest3(a, b, c).sink(receiveCompletion: { _ in finished = true }) { latest.append("\($0)\($1)\($2)") },
            a.combineLatest(b, c).sink { _ in },
        ]
        a.send(1)
        b.send("x")
        #expect(latest.isEmpty)
        c.send(true)
        a.send(2)
        b.send("y")
        #expect(latest == ["1xtrue", "2xtrue", "2ytrue"])
        a.send(completion: .finished)
        b.send(completion: .finished)
        #expect(!finished)
        c.send(completion: .finished)
        #expect(finished)
        _ = cancellables
    }

    @Test("subscribe(on:) subscribes to its upstream on the scheduler; the values arrive there too when the upstream sends at once")
    func subscribeOn() {
        let queue = DispatchQueue(label: "org.meadow.tests.subscribe-on")
        let key = DispatchSpecificKey<Bool>()
        queue.setSpecific(key: key, value: true)
        let lock = NSLock()
        var received: [(Int, Bool)] = []
        let cancellable = Just(7).subscribe(on: queue).sink { value in
            lock.lock()
            received.append((value, DispatchQueue.getSpecific(key: key) == true))
            lock.unlock()
        }
        // The queue is serial: once this block has run, so has the subscription scheduled before it, which
        // scheduled the sink's request; once the next has run, so has that request, and Just has sent.
        queue.sync {}
        queue.sync {}
        lock.lock()
        #expect(received.map(\.0) == [7])
        #expect(received.map(\.1) == [true])
        lock.unlock()
        _ = cancellable
    }

    @Test("decode, catch and replaceError turn data into values and failures into fallbacks")
    func decodeAndRecover() {
        var items: [[Item]] = []
        let good = Just(Data(#"[{"name":"Oslo"}]"#.utf8)).decode(type: [Item].self, decoder: JSONDecoder()).replaceError(with: [])
        let bad = Just(Data("nope".utf8)).decode(type: [Item].self, decoder: JSONDecoder()).catch { _ in Just([Item(name: "fallback")]) }
        let cancellables = [good.sink { items.append($0) }, bad.sink { items.append($0) }]
        #expect(items == [[Item(name: "Oslo")], [Item(name: "fallback")]])
        _ = cancellables
    }

    @Test("flatMap and compactMap chain a publisher per value and drop nils")
    func flatMapAndCompactMap() {
        var received: [Int] = []
        let cancellable = [1, 2, 3].publisher
            .compactMap { $0 == 2 ? nil : $0 }
            .flatMap { value in [value, value * 10].publisher }
            .sink { received.append($0) }
        #expect(received == [1, 10, 3, 30])
        _ = cancellable
    }

    @Test("A Future's result reaches subscribers before and after it is kept; a failure reaches replaceError")
    func future() {
        var promise: Future<Int, Failure>.Promise?
        let future = Future<Int, Failure> { promise = $0 }
        var received: [Int] = []
        let early = future.replaceError(with: -1).sink { received.append($0) }
        promise?(.success(5))
        let late = future.replaceError(with: -1).sink { received.append($0) }
        let failed = Future<Int, Failure> { $0(.failure(.broke)) }.replaceError(with: -1).sink { received.append($0) }
        #expect(received == [5, 5, -1])
        _ = (early, late, failed)
    }

    @Test("values iterates a publisher's values in a for-await loop")
    func values() async {
        let subject = CurrentValueSubject<Int, Never>(1)
        var collected: [Int] = []
        let task = Task { @MainActor in
            for await value in subject.values {
                collected.append(value)
                if value == 3 { break }
            }
            return collected
        }
        try? await Task.sleep(nanoseconds: 20_000_000)
        subject.send(2)
        subject.send(3)
        #expect(await task.value == [1, 2, 3])
    }
}
