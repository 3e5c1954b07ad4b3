import Foundation
import Testing

/// The iOS 13-era probe app (AppDelegate, SceneDelegate, Info.plist) in a real SDL window on a private Xvfb.
@Suite("A UIKit-lifecycle app in a real window", .serialized)
struct UIKitLifecycleWindowTests {
    @Test("The scene becomes active once the first frame is on screen and the app terminates when the window closes")
    func callbacksFollowTheWindow() throws {
        let session = try X11Session()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-uikit-window-\(UUID().uuidString).log")
        guard FileManager.default.createFile(atPath: log.path, contents: nil) else { throw SessionError("cannot create \(log.path)") }
        defer { try? FileManager.default.removeItem(at: log) }
        let app = Process()
        app.executableURL = Bundle.main.bundleURL.appendingPathComponent("UIKitLifecycleProbe")
        app.arguments = ["--stats"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = session.display
        environment["SDL_VIDEODRIVER"] = "x11"
        app.environment = environment
        app.standardOutput = try FileHandle(forWritingTo: log)
        app.standardError = FileHandle.nullDevice
        try app.run()
        func printed() -> [String] {
            ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }
        // The app's output goes to a file, so it is block-buffered: the host flushes it with "first frame on screen".
        try X11Session.wait(timeout: 60, "the first frame") { printed().contains { $0.hasSuffix("first frame on screen") } }
        usleep(300_000)
        // Closing the window (SIGTERM, as Ctrl+C or the window manager's close) ends the scene and the app.
        X11Session.stop(app)
        let lines = printed().filter { !$0.contains("frames") && !$0.contains("layers") && !$0.contains("resident") }
        #expect(
            lines == [
                "application(_:didFinishLaunchingWithOptions:)",
                "application(_:configurationForConnecting:options:) SceneDelegate",
                "scene(_:willConnectTo:options:)",
                "sceneWillEnterForeground(_:)",
                "UIKitLifecycleProbe: first frame on screen",
                "sceneDidBecomeActive(_:) 1 scene",
                "sceneWillResignActive(_:)",
                "sceneDidEnterBackground(_:)",
                "sceneDidDisconnect(_:)",
                "applicationWillTerminate(_:)",
            ])
        #expect(app.terminationStatus == 0)
    }
}
