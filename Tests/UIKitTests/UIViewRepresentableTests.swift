import Foundation
import MeadowCore
import MeadowTestSupport
import Testing
import UIKit

/// What a representable's methods were called with, in order.
@MainActor
private final class RepresentableLog {
    var entries: [String] = []
}

private struct LabelView: UIViewRepresentable {
    let text: String
    let log: RepresentableLog

    final class Coordinator {
        var updates = 0
    }

    func makeCoordinator() -> Coordinator {
        log.entries.append("makeCoordinator")
        return Coordinator()
    }

    func makeUIView(context: Context) -> UILabel {
        log.entries.append("makeUIView")
        return UILabel()
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        context.coordinator.updates += 1
        log.entries.append("updateUIView \(context.coordinator.updates) \(context.environment.colorScheme)")
        uiView.text = text
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
        MainActor.assumeIsolated { dismantled.append(uiView.text ?? "") }
    }

    nonisolated(unsafe) static var dismantled: [String] = []
}

private struct TextViewWrapper: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextView { UITextView() }
    func updateUIView(_ uiView: UITextView, context: Context) {}
}

private struct Pager: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.setViewControllers([UIHostingController(rootView: Text("Page one"))], direction: .forward, animated: false)
        return pager
    }

    func updateUIViewController(_ uiViewController: UIPageViewController, context: Context) {}
}

private struct Host: View {
    let log: RepresentableLog
    @State var shows = true
    @State var text = "One"

    var body: some View {
        VStack {
            if shows { LabelView(text: text, log: log) }
            Button("Change") { text = "Two" }
            Button("Hide") { shows = false }
        }
    }
}

@MainActor
@Suite("UIViewRepresentable and UIViewControllerRepresentable", .serialized)
struct UIViewRepresentableTests {
    @Test("A representable makes its coordinator and view once, updates at each change and is dismantled when removed")
    func lifecycle() throws {
        let log = RepresentableLog()
        LabelView.dismantled = []
        let driver = InteractionDriver(Host(log: log))
        #expect(driver.find(text: "One") != nil, "the UILabel shows as its text")
        driver.tap(try #require(driver.find(text: "Change")))
        #expect(driver.find(text: "Two") != nil)
        driver.tap(try #require(driver.find(text: "Hide")))
        #expect(driver.find(text: "Two") == nil)
        #expect(log.entries.prefix(4) == ["makeCoordinator", "makeUIView", "updateUIView 1 light", "updateUIView 2 light"])
        #expect(log.entries.filter { $0 == "makeUIView" }.count == 1)
        #expect(LabelView.dismantled == ["Two"])
    }

    @Test("A UIKit view Meadow cannot draw shows a placeholder naming its type, never a crash")
    func placeholder() {
        let driver = InteractionDriver(TextViewWrapper().frame(width: 200, height: 100))
        #expect(driver.find(text: "UITextView") != nil)
    }

    @Test("A page view controller over hosting controllers shows its page's SwiftUI view")
    func pageViewController() {
        let driver = InteractionDriver(Pager())
        #expect(driver.find(text: "Page one") != nil)
    }
}
