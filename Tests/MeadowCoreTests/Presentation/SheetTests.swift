import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A mail screen in a navigation stack whose New button presents a compose sheet that closes itself.
private struct Mail: View {
    let probe: StateProbe<Bool>
    let dismissed: CallCounter
    var detents: Set<PresentationDetent> = []
    var dismissDisabled = false
    @State private var composing = false

    var body: some View {
        let _ = probe.binding = $composing
        NavigationStack {
            Button("New") { composing = true }
                .navigationTitle("Mail")
        }
        .sheet(isPresented: $composing, onDismiss: { dismissed.record() }) {
            Compose()
                .presentationDetents(detents)
                .interactiveDismissDisabled(dismissDisabled)
        }
    }
}

/// A sheet's content that fills it and closes it with `dismiss`.
private struct Compose: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Send") { dismiss() }
            Spacer()
        }
        .frame(maxWidth: .infinity)
        .accessibilityIdentifier("compose")
    }
}

/// A full-screen cover whose content closes it through the older `presentationMode`.
private struct Onboarding: View {
    let probe: StateProbe<Bool>
    var dismissDisabled = false
    @State private var showing = false

    var body: some View {
        let _ = probe.binding = $showing
        Color.clear.fullScreenCover(isPresented: $showing) {
            Welcome().interactiveDismissDisabled(dismissDisabled)
        }
    }
}

private struct Welcome: View {
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
            Button("Start") { presentationMode.wrappedValue.dismiss() }
            Spacer()
        }
        .frame(maxWidth: .infinity)
        .accessibilityIdentifier("welcome")
    }
}

/// A sheet whose detent is bound to the presenting view's state.
private struct Inspector: View {
    let detent: StateProbe<PresentationDetent>
    @State private var selection = PresentationDetent.large
    @State private var showing = true

    var body: some View {
        let _ = detent.binding = $selection
        Color.clear.sheet(isPresented: $showing) {
            Color.clear
                .accessibilityIdentifier("inspector")
                .presentationDetents([.medium, .large], selection: $selection)
        }
    }
}

private struct Photo: Identifiable {
    let id: Int
}

/// A sheet presented for an item.
private struct Gallery: View {
    let probe: StateProbe<Photo?>
    let dismissed: CallCounter
    @State private var selected: Photo?

    var body: some View {
        let _ = probe.binding = $selected
        Color.clear.sheet(item: $selected, onDismiss: { dismissed.record() }) { photo in
            Text("Photo \(photo.id)")
        }
    }
}

/// A sheet with `detents` whose content asks for the drag indicator as `indicator` says, or a popover when
/// `popover`.
private struct Grabbed: View {
    var detents: Set<PresentationDetent> = [.large]
    var indicator = Visibility.automatic
    var popover = false
    @State private var showing = true

    var body: some View {
        if popover {
            Color.clear.popover(isPresented: $showing) { content }
        } else {
            Color.clear.sheet(isPresented: $showing) { content }
        }
    }

    private var content: some View {
        Color.clear
            .accessibilityIdentifier("grabbed")
            .presentationDetents(detents)
            .presentationDragIndicator(indicator)
    }
}

@MainActor
@Suite("Sheet")
struct SheetTests {
    /// The grabber's frame: a 36 × 5 capsule centred 5 points below the top of a card, which on iPhone 14 (390 × 844,
    /// safe area 47 top) starts 57 points down at the large detent.
    private func grabbers(_ driver: InteractionDriver) -> Set<CGRect> {
        Set(driver.layoutTree.allNodes.filter { $0.frame.size == CGSize(width: 36, height: 5) }.map(\.frame))
    }

    @Test(
        "presentationDragIndicator: automatic shows the grabber with two detents and not with one; visible and hidden say so",
        arguments: [
            ([PresentationDetent.large], Visibility.automatic, false), ([.medium, .large], .automatic, true),
            ([.large], .visible, true), ([.medium, .large], .hidden, false),
        ])
    func dragIndicator(detents: [PresentationDetent], indicator: Visibility, shows: Bool) {
        let driver = InteractionDriver(Grabbed(detents: Set(detents), indicator: indicator), device: iPhone14)
        driver.settle()
        // With two detents the sheet opens at the smaller, medium: half of the large 787 points.
        let top: CGFloat = detents.count > 1 ? 844 - 787 / 2 : 57
        #expect(grabbers(driver) == (shows ? [CGRect(x: 177, y: top + 5, width: 36, height: 5)] : []), "the capsule and its frame")
    }

    @Test("A popover is a sheet on iPhone: the same card from 10 points below the safe area's top; Escape dismisses it")
    func popoverIsASheet() throws {
        let driver = InteractionDriver(Grabbed(popover: true), device: iPhone14)
        driver.settle()
        // The card's content ends above the home indicator's 34 points.
        expectFrame(driver.find(identifier: "grabbed"), rect(0, 57, 390, 844 - 57 - 34))
        driver.press(.escape)
        driver.settle()
        #expect(driver.find(identifier: "grabbed") == nil)
    }

    @Test("A sheet's content fills a card from 10 points below the safe area's top to the home indicator, over the navigation bar")
    func cardFrame() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: CallCounter()), device: iPhone14)
        #expect(driver.find(identifier: "compose") == nil)
        driver.tap(driver.find(text: "New")!)
        #expect(probe.value == true)
        driver.settle()
        // 47 + 10 from the top, 34 above the bottom.
        expectFrame(driver.find(identifier: "compose"), rect(0, 57, 390, 753))
        // The navigation bar's title is under the sheet: a tap there lands on the dimming.
        driver.tap(at: CGPoint(x: 195, y: 30))
        #expect(probe.value == true)
    }

    @Test("A sheet slides up from below the screen as it comes in, its dimming fading in, and rests unmoved")
    func slidesUp() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: CallCounter()), device: iPhone14)
        probe.set(true)
        driver.step(0.1)
        let moving = drawnItems(driver.makeDisplayList())
        let rises = moving.compactMap { $0.transform?.translation.height }
        #expect(rises.contains { $0 > 0 && $0 < 844 })
        #expect(moving.contains { ($0.opacity ?? 1) < 1 })
        driver.settle()
        #expect(drawnItems(driver.makeDisplayList()).allSatisfy { $0.transform == nil })
    }

    @Test("dismiss() inside the sheet sets the binding false and runs onDismiss once")
    func dismissFromInside() {
        let probe = StateProbe<Bool>()
        let dismissed = CallCounter()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: dismissed), device: iPhone14)
        probe.set(true)
        driver.settle()
        driver.tap(driver.find(text: "Send")!)
        #expect(probe.value == false)
        driver.settle()
        #expect(dismissed.count == 1)
        #expect(driver.find(identifier: "compose") == nil)
        #expect(driver.find(text: "New") != nil)
    }

    @Test("Setting the binding false dismisses the sheet and runs onDismiss")
    func dismissByBinding() {
        let probe = StateProbe<Bool>()
        let dismissed = CallCounter()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: dismissed), device: iPhone14)
        probe.set(true)
        driver.settle()
        probe.set(false)
        driver.settle()
        #expect(dismissed.count == 1)
        #expect(driver.find(identifier: "compose") == nil)
    }

    @Test("Dragging the card down by more than a third of its height dismisses it; a short drag springs back")
    func dragToDismiss() {
        let probe = StateProbe<Bool>()
        let dismissed = CallCounter()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: dismissed), device: iPhone14)
        probe.set(true)
        driver.settle()
        driver.drag(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 195, y: 450), duration: 0.5)
        driver.settle()
        #expect(probe.value == true)
        expectFrame(driver.find(identifier: "compose"), rect(0, 57, 390, 753))
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.5)
        #expect(probe.value == false)
        driver.settle()
        #expect(dismissed.count == 1)
    }

    @Test("interactiveDismissDisabled keeps a drag and Escape from dismissing the sheet")
    func dismissDisabled() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: CallCounter(), dismissDisabled: true), device: iPhone14)
        probe.set(true)
        driver.settle()
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 700), duration: 0.5)
        driver.press(.escape)
        driver.settle()
        #expect(probe.value == true)
        expectFrame(driver.find(identifier: "compose"), rect(0, 57, 390, 753))
    }

    @Test("Escape dismisses a sheet")
    func escapeDismisses() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: CallCounter()), device: iPhone14)
        probe.set(true)
        driver.settle()
        driver.press(.escape)
        #expect(probe.value == false)
    }

    @Test("A medium detent makes the card half the large height, from the bottom")
    func mediumDetent() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Mail(probe: probe, dismissed: CallCounter(), detents: [.medium]), device: iPhone14)
        probe.set(true)
        driver.settle()
        // Large is 844 - 57 = 787 tall; medium half of it.
        expectFrame(driver.find(identifier: "compose"), rect(0, 844 - 393.5, 390, 393.5 - 34))
    }

    @Test("presentationDetents(_:selection:) opens the sheet at the bound detent, not the smallest (iOS 16)")
    func opensAtBoundDetent() {
        let detent = StateProbe<PresentationDetent>()
        let driver = InteractionDriver(Inspector(detent: detent), device: iPhone14)
        driver.settle()
        expectFrame(driver.find(identifier: "inspector"), rect(0, 57, 390, 753))
    }

    @Test("Dragging a bound sheet down to the medium detent writes the binding, and the card rests there")
    func dragWritesSelection() {
        let detent = StateProbe<PresentationDetent>()
        let driver = InteractionDriver(Inspector(detent: detent), device: iPhone14)
        driver.settle()
        driver.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.5)
        #expect(detent.value == .medium)
        driver.settle()
        expectFrame(driver.find(identifier: "inspector"), rect(0, 844 - 393.5, 390, 393.5 - 34))
        driver.drag(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300), duration: 0.5)
        #expect(detent.value == .large)
        driver.settle()
        expectFrame(driver.find(identifier: "inspector"), rect(0, 57, 390, 753))
    }

    @Test("Setting the bound detent from code moves the card there, and back")
    func selectionFromCode() {
        let detent = StateProbe<PresentationDetent>()
        let driver = InteractionDriver(Inspector(detent: detent), device: iPhone14)
        driver.settle()
        detent.set(.medium)
        driver.settle()
        expectFrame(driver.find(identifier: "inspector"), rect(0, 844 - 393.5, 390, 393.5 - 34))
        detent.set(.large)
        driver.settle()
        expectFrame(driver.find(identifier: "inspector"), rect(0, 57, 390, 753))
    }

    @Test("A full-screen cover's content fills the safe area; presentationMode says it is presented and dismisses it")
    func fullScreenCover() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Onboarding(probe: probe), device: iPhone14)
        probe.set(true)
        driver.settle()
        expectFrame(driver.find(identifier: "welcome"), rect(0, 47, 390, 763))
        #expect(driver.find(text: "presented") != nil)
        driver.tap(driver.find(text: "Start")!)
        #expect(probe.value == false)
    }

    @Test("Escape dismisses a full-screen cover too, unless its content disables interactive dismissal")
    func escapeDismissesCover() {
        let probe = StateProbe<Bool>()
        let driver = InteractionDriver(Onboarding(probe: probe), device: iPhone14)
        probe.set(true)
        driver.settle()
        driver.press(.escape)
        driver.settle()
        #expect(probe.value == false)
        #expect(driver.find(identifier: "welcome") == nil)

        let kept = StateProbe<Bool>()
        let keeping = InteractionDriver(Onboarding(probe: kept, dismissDisabled: true), device: iPhone14)
        kept.set(true)
        keeping.settle()
        keeping.press(.escape)
        keeping.settle()
        #expect(kept.value == true)
        expectFrame(keeping.find(identifier: "welcome"), rect(0, 47, 390, 763))
    }

    @Test("sheet(item:) shows the item's content; another item replaces it, running onDismiss for the first")
    func itemSheet() {
        let probe = StateProbe<Photo?>()
        let dismissed = CallCounter()
        let driver = InteractionDriver(Gallery(probe: probe, dismissed: dismissed), device: iPhone14)
        probe.set(Photo(id: 1))
        driver.settle()
        #expect(driver.find(text: "Photo 1") != nil)
        probe.set(Photo(id: 2))
        driver.settle()
        #expect(driver.find(text: "Photo 2") != nil)
        #expect(driver.find(text: "Photo 1") == nil)
        #expect(dismissed.count == 1)
        driver.press(.escape)
        #expect(probe.value! == nil)
        driver.settle()
        #expect(dismissed.count == 2)
    }
}

/// A library whose book screen, pushed, closes itself with `dismiss`.
private struct Library: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { BookDetail() }
        }
    }
}

private struct BookDetail: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Close") { dismiss() }
    }
}

@MainActor
@Suite("Dismiss action")
struct DismissActionTests {
    @Test("dismiss() in a pushed screen pops it, as in SwiftUI")
    func dismissPops() throws {
        let driver = InteractionDriver(Library(), device: iPhone14)
        driver.tap(try #require(driver.find(text: "Open")))
        driver.settle()
        driver.tap(try #require(driver.find(text: "Close")))
        driver.settle()
        #expect(driver.find(text: "Close") == nil)
        #expect(driver.find(text: "Open") != nil)
    }
}
