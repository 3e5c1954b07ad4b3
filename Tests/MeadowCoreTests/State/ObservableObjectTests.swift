import Combine
import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

private final class Score: ObservableObject {
    @Published var points = 1
    @Published var player: String

    init(player: String, made: (() -> Void)? = nil) {
        self.player = player
        made?()
    }
}

/// Counts body evaluations per view name.
@MainActor
private final class Evaluations {
    var counts: [String: Int] = [:]

    func record(_ name: String) { counts[name, default: 0] += 1 }
}

private struct ScoreLabel: View {
    @ObservedObject var score: Score
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record(score.player)
        Text("\(score.player) \(score.points)")
    }
}

private struct Scoreboard: View {
    let a: Score
    let b: Score
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("board")
        VStack(spacing: 0) {
            ScoreLabel(score: a, evaluations: evaluations)
            ScoreLabel(score: b, evaluations: evaluations)
        }
    }
}

/// Owns a score in `@StateObject`; its parent's title is an input that changes.
private struct OwnedScore: View {
    let title: String
    let creations: CallCounter
    let probe: StateProbe<Int>
    @StateObject private var score: Score

    init(title: String, creations: CallCounter, probe: StateProbe<Int>) {
        self.title = title
        self.creations = creations
        self.probe = probe
        _score = StateObject(wrappedValue: Score(player: "owned", made: { creations.record() }))
    }

    var body: some View {
        let _ = probe.binding = $score.points
        Text("\(title): \(score.points)")
    }
}

/// A parent with `@State` of its own above a view that owns a score.
private struct ScorePage: View {
    let creations: CallCounter
    let titleProbe: StateProbe<String>
    let pointsProbe: StateProbe<Int>
    @State private var title = "first"

    var body: some View {
        let _ = titleProbe.binding = $title
        OwnedScore(title: title, creations: creations, probe: pointsProbe)
    }
}

/// Reads the score from the environment, two levels below where it was put.
private struct EnvironmentScoreLabel: View {
    @EnvironmentObject var score: Score
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("grandchild")
        Text("\(score.player) \(score.points)")
    }
}

private struct EnvironmentMiddle: View {
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("middle")
        EnvironmentScoreLabel(evaluations: evaluations)
    }
}

private struct EnvironmentRoot: View {
    let score: Score
    let evaluations: Evaluations

    var body: some View {
        let _ = evaluations.record("root")
        EnvironmentMiddle(evaluations: evaluations).environmentObject(score)
    }
}

/// Counts what a subject sends while it is shown.
private struct Receiver: View {
    let subject: PassthroughSubject<Int, Never>
    @State private var total = 0

    var body: some View {
        Text("total \(total)")
            .onReceive(subject) { total += $0 }
    }
}

private final class Roster: ObservableObject {
    @Published var players = ["Ada", "Grace"]
}

/// Edits one player of the roster in the environment through a binding, as Landmarks' favourite button does.
private struct PlayerEditor: View {
    @EnvironmentObject var roster: Roster
    let index: Int
    let probe: StateProbe<String>

    var body: some View {
        let _ = probe.binding = $roster.players[index]
        Text(roster.players[index])
    }
}

/// Shows the last points a score's publisher sent, the first of them when it subscribes.
private struct PointsEcho: View {
    let score: Score
    @State private var echoed = 0

    var body: some View {
        Text("echo \(echoed)")
            .onReceive(score.$points) { echoed = $0 }
    }
}

/// Shows the receiver or not, by a flag in its own state.
private struct ReceiverSwitch: View {
    let subject: PassthroughSubject<Int, Never>
    let shown: StateProbe<Bool>
    @State private var isShown = true

    var body: some View {
        let _ = shown.binding = $isShown
        if isShown { Receiver(subject: subject) } else { Text("hidden") }
    }
}

@MainActor
@Suite("ObservableObject, @StateObject, @ObservedObject, @EnvironmentObject, onReceive")
struct ObservableObjectTests {
    @Test("A change to an observed object re-evaluates only the views that observe it, and the layout follows")
    func onlyObserversUpdate() {
        // [APPLE:ObservedObject]: a view observing an object updates when its objectWillChange fires.
        let a = Score(player: "A")
        let b = Score(player: "B")
        let evaluations = Evaluations()
        let driver = InteractionDriver(Scoreboard(a: a, b: b, evaluations: evaluations), device: canvas(300, 300))
        // Three 8.5-point characters each, stacked with no spacing and centred on the canvas.
        #expect(driver.find(text: "A 1")?.frame == CGRect(x: 137.25, y: 133, width: 25.5, height: 17))
        #expect(evaluations.counts == ["board": 1, "A": 1, "B": 1])
        a.points = 10
        #expect(driver.graph.needsUpdate)
        #expect(driver.find(text: "A 10")?.frame == CGRect(x: 133, y: 133, width: 34, height: 17))
        #expect(driver.find(text: "B 1")?.frame == CGRect(x: 137.25, y: 150, width: 25.5, height: 17))
        #expect(evaluations.counts == ["board": 1, "A": 2, "B": 1])
        _ = driver.makeDisplayList()
    }

    @Test("Several changes to an object before the next update evaluate its observer's body once")
    func changesCoalesce() {
        let a = Score(player: "A")
        let b = Score(player: "B")
        let evaluations = Evaluations()
        let driver = InteractionDriver(Scoreboard(a: a, b: b, evaluations: evaluations), device: canvas(300, 300))
        _ = driver.layoutTree
        a.points = 2
        a.points = 3
        a.player = "Ada"
        #expect(driver.find(text: "Ada 3") != nil)
        #expect(evaluations.counts == ["board": 1, "A": 1, "Ada": 1, "B": 1])
        _ = driver.layoutTree
        #expect(!driver.graph.needsUpdate)
    }

    @Test("A view given another object observes that one, and no longer the first")
    func observationMovesToTheNewObject() {
        let first = Score(player: "first")
        let second = Score(player: "second")
        let probe = StateProbe<Score>()
        let evaluations = Evaluations()
        struct Holder: View {
            let probe: StateProbe<Score>
            let evaluations: Evaluations
            @State var score: Score

            var body: some View {
                let _ = probe.binding = $score
                ScoreLabel(score: score, evaluations: evaluations)
            }
        }
        let driver = InteractionDriver(
            Holder(probe: probe, evaluations: evaluations, score: first), device: canvas(300, 300))
        _ = driver.layoutTree
        probe.set(second)
        #expect(driver.find(text: "second 1") != nil)
        first.points = 5
        _ = driver.layoutTree
        #expect(evaluations.counts == ["first": 1, "second": 1])
        second.points = 6
        #expect(driver.find(text: "second 6") != nil)
    }

    @Test("A @StateObject is made once per view identity and kept when the parent re-evaluates")
    func stateObjectKept() {
        // [APPLE:StateObject]: SwiftUI creates a new instance of the model object only once during the lifetime
        // of the container that declares the state object.
        let creations = CallCounter()
        let titleProbe = StateProbe<String>()
        let pointsProbe = StateProbe<Int>()
        let driver = InteractionDriver(
            ScorePage(creations: creations, titleProbe: titleProbe, pointsProbe: pointsProbe), device: canvas(300, 300))
        #expect(driver.find(text: "first: 1") != nil)
        pointsProbe.set(7)
        #expect(driver.find(text: "first: 7") != nil)
        titleProbe.set("second")
        #expect(driver.find(text: "second: 7") != nil)
        titleProbe.set("third")
        #expect(driver.find(text: "third: 7") != nil)
        #expect(creations.count == 1)
    }

    @Test("An @EnvironmentObject reaches a grandchild, and its changes re-evaluate only the grandchild")
    func environmentObjectReachesGrandchild() {
        let score = Score(player: "env")
        let evaluations = Evaluations()
        let driver = InteractionDriver(EnvironmentRoot(score: score, evaluations: evaluations), device: canvas(300, 300))
        #expect(driver.find(text: "env 1") != nil)
        score.points = 2
        #expect(driver.find(text: "env 2") != nil)
        #expect(evaluations.counts == ["root": 1, "middle": 1, "grandchild": 2])
    }

    @Test("$object.property makes a binding that writes the object, and its observers update")
    func wrapperBindingWrites() {
        let creations = CallCounter()
        let titleProbe = StateProbe<String>()
        let pointsProbe = StateProbe<Int>()
        let driver = InteractionDriver(
            ScorePage(creations: creations, titleProbe: titleProbe, pointsProbe: pointsProbe), device: canvas(300, 300))
        _ = driver.layoutTree
        #expect(pointsProbe.value == 1)
        pointsProbe.set(3)
        #expect(pointsProbe.value == 3)
        #expect(driver.find(text: "first: 3") != nil)
    }

    @Test("onReceive performs its action with each value sent while the view is shown, and not after")
    func onReceive() {
        let subject = PassthroughSubject<Int, Never>()
        let shown = StateProbe<Bool>()
        let driver = InteractionDriver(ReceiverSwitch(subject: subject, shown: shown), device: canvas(300, 300))
        #expect(driver.find(text: "total 0") != nil)
        subject.send(2)
        subject.send(3)
        #expect(driver.find(text: "total 5") != nil)
        #expect(driver.find(text: "total 5")?.frame == CGRect(x: 120.25, y: 141.5, width: 59.5, height: 17))
        shown.set(false)
        #expect(driver.find(text: "hidden") != nil)
        subject.send(4)
        shown.set(true)
        #expect(driver.find(text: "total 0") != nil)
        subject.send(1)
        #expect(driver.find(text: "total 1") != nil)
    }

    @Test("onReceive of a @Published property's publisher receives its current value once the view appears")
    func onReceivePublishedValue() {
        let score = Score(player: "echo")
        score.points = 4
        let driver = InteractionDriver(PointsEcho(score: score), device: canvas(300, 300))
        _ = driver.layoutTree
        #expect(driver.find(text: "echo 4") != nil)
        score.points = 9
        #expect(driver.find(text: "echo 9") != nil)
    }

    @Test("A change made on another thread reaches the observer at the next update")
    func changeFromAnotherThread() {
        let a = Score(player: "A")
        let b = Score(player: "B")
        let evaluations = Evaluations()
        let driver = InteractionDriver(Scoreboard(a: a, b: b, evaluations: evaluations), device: canvas(300, 300))
        _ = driver.layoutTree
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            a.points = 8
            done.signal()
        }
        done.wait()
        #expect(driver.graph.needsUpdate)
        #expect(driver.find(text: "A 8") != nil)
        #expect(evaluations.counts == ["board": 1, "A": 2, "B": 1])
    }

    @Test("$environmentObject.property[index] makes a binding to one element, which updates the view")
    func environmentObjectElementBinding() {
        let roster = Roster()
        let probe = StateProbe<String>()
        let driver = InteractionDriver(
            PlayerEditor(index: 1, probe: probe).environmentObject(roster), device: canvas(300, 300))
        #expect(driver.find(text: "Grace") != nil)
        probe.set("Hopper")
        #expect(roster.players == ["Ada", "Hopper"])
        #expect(driver.find(text: "Hopper") != nil)
    }
}
