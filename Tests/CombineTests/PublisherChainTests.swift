import Foundation
import Combine
import Testing

@Suite("Combine publishers")
struct PublisherChainTests {
    @Test("A subject's values pass through map, filter and removeDuplicates to a sink, in order")
    func subjectThroughOperators() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [String] = []
        var completions = 0
        let cancellable = subject
            .map { $0 / 10 }
            .filter { $0 != 3 }
            .removeDuplicates()
            .map { "tens: \($0)" }
            .sink(receiveCompletion: { _ in completions += 1 }, receiveValue: { received.append($0) })
        for value in [10, 12, 25, 31, 38, 21, 47, 49] { subject.send(value) }
        subject.send(completion: .finished)
        subject.send(90)
        #expect(received == ["tens: 1", "tens: 2", "tens: 4"])
        #expect(completions == 1)
        _ = cancellable
    }

    @Test("A passthrough subject sends a subscriber only what is sent after it subscribed")
    func passthroughKeepsNothing() {
        let subject = PassthroughSubject<String, Never>()
        subject.send("early")
        var received: [String] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send("late")
        #expect(received == ["late"])
        _ = cancellable
    }

    @Test("A failure reaches the sink's completion, and a failed subject sends nothing more")
    func failureEndsStream() {
        struct Broken: Error, Equatable {}
        let subject = PassthroughSubject<Int, Broken>()
        var received: [Int] = []
        var completion: Subscribers.Completion<Broken>?
        let cancellable = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { received.append($0) })
        subject.send(1)
        subject.send(completion: .failure(Broken()))
        subject.send(2)
        #expect(received == [1])
        #expect(completion == .failure(Broken()))
        _ = cancellable
    }

    @Test("A current-value subject sends its value to each new subscriber, then every change")
    func currentValueSubject() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var first: [Int] = []
        let a = subject.sink { first.append($0) }
        subject.value = 2
        var second: [Int] = []
        let b = subject.sink { second.append($0) }
        subject.send(3)
        #expect(first == [1, 2, 3])
        #expect(second == [2, 3])
        #expect(subject.value == 3)
        _ = (a, b)
    }

    @Test("assign(to:on:) writes each value to the object's property")
    func assignToObject() {
        final class Label { var text = "" }
        let label = Label()
        let subject = CurrentValueSubject<Int, Never>(5)
        let cancellable = subject.map { "\($0) items" }.assign(to: \.text, on: label)
        #expect(label.text == "5 items")
        subject.value = 6
        #expect(label.text == "6 items")
        cancellable.cancel()
        subject.value = 7
        #expect(label.text == "6 items")
    }

    @Test("An AnyCancellable cancels its subscription when it is deallocated")
    func cancelsOnDeinit() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        _ = cancellable
        cancellable = nil
        subject.send(2)
        #expect(received == [1])
    }

    @Test("store(in:) keeps a subscription alive in a set or an array")
    func storeInCollections() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { received.append($0) }.store(in: &set)
        subject.sink { received.append($0 * 10) }.store(in: &array)
        subject.send(1)
        #expect(received == [1, 10])
        set.removeAll()
        array.removeAll()
        subject.send(2)
        #expect(received == [1, 10])
    }

    @Test("Just sends its value and finishes; Empty finishes; Fail fails")
    func justEmptyFail() {
        struct Broken: Error {}
        var events: [String] = []
        _ = Just(4).sink(receiveCompletion: { _ in events.append("just done") }, receiveValue: { events.append("just \($0)") })
        _ = Empty<Int, Never>().sink(receiveCompletion: { _ in events.append("empty done") }, receiveValue: { _ in events.append("empty value") })
        _ = Fail<Int, Broken>(error: Broken()).sink(
            receiveCompletion: { if case .failure = $0 { events.append("failed") } }, receiveValue: { _ in events.append("fail value") })
        #expect(events == ["just 4", "just done", "empty done", "failed"])
    }

    @Test("An erased publisher forwards to the one it wraps")
    func erasedPublisher() {
        let subject = PassthroughSubject<Int, Never>()
        let erased: AnyPublisher<Int, Never> = subject.map { $0 * 2 }.eraseToAnyPublisher()
        var received: [Int] = []
        let cancellable = erased.sink { received.append($0) }
        subject.send(21)
        #expect(received == [42])
        _ = cancellable
    }

    @Test("A subscriber's demand limits what a subject delivers, and filtered values are asked for again")
    func demandIsHonoured() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var subscription: (any Subscription)?
        let subscriber = AnySubscriber<Int, Never>(
            receiveSubscription: { subscription = $0; $0.request(.max(2)) },
            receiveValue: { received.append($0); return .none })
        subject.filter { $0.isMultiple(of: 2) }.subscribe(subscriber)
        for value in 1...8 { subject.send(value) }
        #expect(received == [2, 4])
        subscription?.request(.max(1))
        subject.send(10)
        subject.send(12)
        #expect(received == [2, 4, 10])
    }

    @Test("Demands add up, and unlimited stays unlimited")
    func demandArithmetic() {
        #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
        #expect(Subscribers.Demand.unlimited + 1 == .unlimited)
        #expect(Subscribers.Demand.max(1) - .max(4) == .none)
        #expect(Subscribers.Demand.unlimited - 100 == .unlimited)
        #expect(Subscribers.Demand.max(3) < .unlimited)
        #expect(Subscribers.Demand.max(3).max == 3)
    }

    @Test("receive(on: ImmediateScheduler.shared) delivers each value at once")
    func receiveOnImmediate() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var received: [Int] = []
        let cancellable = subject.receive(on: ImmediateScheduler.shared).sink { received.append($0) }
        subject.send(2)
        #expect(received == [1, 2])
        _ = cancellable
    }

    @Test("receive(on: DispatchQueue.main) delivers a value sent on another thread on the main queue")
    func receiveOnMainQueue() async {
        // (On Linux the test runner may drain the main queue from a worker thread, so the queue, not
        // Thread.isMainThread, is what is checked.)
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main")
        let subject = PassthroughSubject<Int, Never>()
        var cancellable: AnyCancellable?
        let (value, queue) = await withCheckedContinuation { (continuation: CheckedContinuation<(Int, String?), Never>) in
            cancellable = subject.receive(on: DispatchQueue.main).sink { value in
                continuation.resume(returning: (value, DispatchQueue.getSpecific(key: key)))
            }
            Thread.detachNewThread { subject.send(7) }
        }
        #expect(value == 7)
        #expect(queue == "main")
        _ = cancellable
    }
}
