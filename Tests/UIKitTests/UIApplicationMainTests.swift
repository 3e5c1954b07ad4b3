import Foundation
import MeadowCairo
import MeadowTesting
import Testing

@Suite("UIApplicationMain: an iOS 13-era app in a built executable")
struct UIApplicationMainTests {
    @Test("An AppDelegate and Info.plist SceneDelegate app gets UIKit's callbacks in order and renders its hosted view")
    func probeRunsHeadless() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-uikit-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("probe.png")
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("UIKitLifecycleProbe")
        process.arguments = ["--snapshot", snapshot.path, "--device", "iPhone SE", "--scale", "1"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        // UIKit's order (Apple, "Managing your app's life cycle"): launch, the scene's configuration (its delegate
        // class from the Info.plist's "$(PRODUCT_MODULE_NAME).SceneDelegate"), connect, foreground, active; as the
        // app closes, resign, background, disconnect, terminate.
        #expect(
            printed.split(separator: "\n") == [
                "application(_:didFinishLaunchingWithOptions:)",
                "application(_:configurationForConnecting:options:) SceneDelegate",
                "scene(_:willConnectTo:options:)",
                "sceneWillEnterForeground(_:)",
                "sceneDidBecomeActive(_:) 1 scene",
                "sceneWillResignActive(_:)",
                "sceneDidEnterBackground(_:)",
                "sceneDidDisconnect(_:)",
                "applicationWillTerminate(_:)",
                Substring(snapshot.path),
            ])
        let image = try #require(CairoImage(contentsOf: snapshot))
        // iPhone SE is 375×667 points; the hosting controller's red ContentView fills it.
        #expect(image.width == 375 && image.height == 667)
        #expect(image.color(x: 20, y: 20).isClose(to: PixelColor(255, 59, 48), tolerance: 4))
    }
}
