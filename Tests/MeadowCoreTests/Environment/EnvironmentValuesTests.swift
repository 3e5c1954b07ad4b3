import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// Shows the size classes, Dynamic Type size, content size category and layout direction its environment has.
private struct EnvironmentProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        VStack {
            Text("h \(String(describing: horizontal)) v \(String(describing: vertical))")
            Text("type \(dynamicTypeSize) category \(sizeCategory)")
            Text("direction \(layoutDirection)")
        }
    }
}

/// Whether a laid-out tree of `view` on `device` shows `text`.
@MainActor
private func shows<V: View>(_ view: V, _ text: String, on device: Device = .iPhone15) -> Bool {
    LayoutHarness(view, device: device).layoutTree.node(text: text) != nil
}

private let url = URL(string: "https://example.com/meadow")!
private let other = URL(string: "https://example.com/other")!

/// Records the URLs handed to the system instead of opening them.
private final class OpenedURLs {
    var urls: [URL] = []
}

/// A button that opens `url` with the environment's `openURL`, as app code calls it.
private struct OpenButton: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Open") { openURL(url) }
    }
}

/// The environment values SwiftUI apps read about the device and the user's settings, and `openURL`.
@MainActor
@Suite("Environment values")
struct EnvironmentValuesTests {
    @Test("An iPhone in portrait is compact across and regular down, as iOS gives an app full screen")
    func phoneSizeClasses() {
        #expect(shows(EnvironmentProbe(), "h Optional(MeadowCore.UserInterfaceSizeClass.compact) v Optional(MeadowCore.UserInterfaceSizeClass.regular)"))
    }

    @Test(
        "Size classes follow the screen: a phone in landscape is compact down, a Max regular across, an iPad regular",
        arguments: [
            (CGSize(width: 393, height: 852), UserInterfaceSizeClass.compact, UserInterfaceSizeClass.regular),
            (CGSize(width: 852, height: 393), .compact, .compact),
            (CGSize(width: 932, height: 430), .regular, .compact),
            (CGSize(width: 820, height: 1180), .regular, .regular),
            (CGSize(width: 1180, height: 820), .regular, .regular),
        ])
    func sizeClasses(size: CGSize, horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        let device = Device(name: "screen", size: size, safeAreaInsets: EdgeInsets(), scale: 2)
        #expect(device.horizontalSizeClass == horizontal)
        #expect(device.verticalSizeClass == vertical)
    }

    @Test("The Dynamic Type size is large by default, and the content size category is the same setting")
    func dynamicTypeDefaults() {
        #expect(shows(EnvironmentProbe(), "type large category large"))
        #expect(shows(EnvironmentProbe().dynamicTypeSize(.accessibility2), "type accessibility2 category accessibilityLarge"))
        #expect(shows(EnvironmentProbe().environment(\.sizeCategory, .extraSmall), "type xSmall category extraSmall"))
        #expect(DynamicTypeSize.accessibility1.isAccessibilitySize && !DynamicTypeSize.xxxLarge.isAccessibilitySize)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test("dynamicTypeSize(_:) with a range keeps the size within it, the nearest size inside when outside")
    func dynamicTypeRange() {
        let capped = EnvironmentProbe().dynamicTypeSize(...DynamicTypeSize.xLarge)
        #expect(shows(capped.dynamicTypeSize(.accessibility3), "type xLarge category extraLarge"))
        #expect(shows(capped.dynamicTypeSize(.small), "type small category small"))
        let raised = EnvironmentProbe().dynamicTypeSize(DynamicTypeSize.medium...DynamicTypeSize.xxLarge)
        #expect(shows(raised.dynamicTypeSize(.xSmall), "type medium category medium"))
    }

    @Test("The layout direction is left to right")
    func layoutDirection() {
        #expect(shows(EnvironmentProbe(), "direction leftToRight"))
    }

    @Test("openURL hands the URL to the system by default, which says whether it opened it")
    func openURLDefault() {
        let opened = OpenedURLs()
        var environment = EnvironmentValues()
        environment.urlOpener = URLOpener { opened.urls.append($0); return true }
        var accepted: Bool?
        environment.openURL(url) { accepted = $0 }
        #expect(opened.urls == [url])
        #expect(accepted == true)
    }

    @Test(
        "A handler's result decides: handled and discarded open nothing, systemAction(_:) opens the URL it gives",
        arguments: [
            (OpenURLAction.Result.handled, [URL](), true), (.discarded, [], false), (.systemAction, [url], true),
            (.systemAction(other), [other], true),
        ])
    func openURLResults(result: OpenURLAction.Result, expected: [URL], accepted: Bool) {
        let opened = OpenedURLs()
        var handled: [URL] = []
        var environment = EnvironmentValues()
        environment.urlOpener = URLOpener { opened.urls.append($0); return true }
        environment.openURL = OpenURLAction { handled.append($0); return result }
        var answer: Bool?
        environment.openURL(url) { answer = $0 }
        #expect(handled == [url])
        #expect(opened.urls == expected)
        #expect(answer == accepted)
    }

    @Test("A button calling the environment's openURL opens its URL once per tap, with the view's own handler")
    func buttonOpensURL() throws {
        let opened = OpenedURLs()
        let view = OpenButton().environment(\.urlOpener, URLOpener { opened.urls.append($0); return true })
        let driver = InteractionDriver(view, device: canvas(300, 200))
        driver.tap(try #require(driver.find(text: "Open")))
        #expect(opened.urls == [url])
        var handled: [URL] = []
        let custom = OpenButton()
            .environment(\.openURL, OpenURLAction { handled.append($0); return .handled })
            .environment(\.urlOpener, URLOpener { opened.urls.append($0); return true })
        let second = InteractionDriver(custom, device: canvas(300, 200))
        second.tap(try #require(second.find(text: "Open")))
        #expect(handled == [url])
        #expect(opened.urls == [url])
    }
}
