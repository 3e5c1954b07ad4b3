import Foundation
import MeadowCairo
import MeadowCore

extension App {
    /// Runs the app, as `@main` does for a SwiftUI `App`: `--snapshot PATH.png` renders the first frame headless and exits; `--list-devices` prints the
    /// device presets. Until the window host exists, a plain launch renders the first frame to a PNG under the
    /// temporary directory and prints its path.
    @MainActor
    public static func main() {
        let module = String(String(reflecting: Self.self).split(separator: ".").first ?? "App")
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? module).lastPathComponent
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
        } catch {
            fail("\(name): \(error)", status: 64)
        }
        if options.listDevices {
            for device in Device.presets {
                let size = "\(Int(device.size.width))×\(Int(device.size.height))"
                print("\(device.name): \(size) points, safe area \(Int(device.safeAreaInsets.top)) top / \(Int(device.safeAreaInsets.bottom)) bottom, scale \(Int(device.scale))")
            }
            return
        }
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog.forModule(module) } catch { fail("\(name): \(error)", status: 65) }
        UIScreen.main = UIScreen(device: options.device)
        let scene = Self().body
        let screen = ScreenRenderer(rootView: AnyView(scene.rootView), device: options.device, assetCatalog: catalog)
        let path = options.snapshotPath ?? FileManager.default.temporaryDirectory.appendingPathComponent("meadow/\(name).png").path
        do {
            try screen.renderImage().writePNG(to: URL(fileURLWithPath: path))
        } catch {
            fail("\(name): \(error)", status: 73)
        }
        print(path)
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
