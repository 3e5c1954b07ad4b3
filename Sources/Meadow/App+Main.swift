import Foundation
import MeadowCairo
import MeadowCore
import MeadowSDL
@_spi(MeadowHost) import UIKit

extension App {
    /// Runs the app, as `@main` does for a SwiftUI `App`: opens a window showing the scene, or with
    /// `--snapshot PATH.png` renders the first frame headless and exits. `--device NAME` and `--scale N` choose
    /// the screen, `--list-devices` prints the presets, `--stats` says when the first frame is on screen and prints
    /// frame times when the window closes. A
    /// `CommandLineApp` is made from the options Meadow does not know.
    ///
    /// Before the app is made, the resources of the executable's target and of the module that declares the app
    /// are made visible to `Bundle.main` (see `MainBundleResources`).
    @MainActor
    public static func main() {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "App").lastPathComponent
        let options: LaunchOptions
        do {
            options = try LaunchOptions(
                arguments: Array(CommandLine.arguments.dropFirst()), passingUnknownOptions: Self.self is any CommandLineApp.Type)
        } catch {
            fail("\(name): \(error)", status: 2)
        }
        if options.listDevices {
            for device in Device.presets {
                let size = "\(Int(device.size.width))×\(Int(device.size.height))"
                print("\(device.name): \(size) points, safe area \(Int(device.safeAreaInsets.top)) top / \(Int(device.safeAreaInsets.bottom)) bottom, scale \(Int(device.scale))")
            }
            return
        }
        // Fontconfig loads its fonts on a thread of Pango's while the app, its assets and its view graph are made.
        _ = PangoTextSystem.shared
        let executableFolder = Bundle.main.bundleURL
        let appModule = String(String(reflecting: Self.self).prefix { $0 != "." })
        MainBundleResources.install(modules: [name, appModule], in: executableFolder)
        UIScreen.main = UIScreen(device: options.device)
        let app: Self
        do { app = try makeApp(arguments: options.appArguments) } catch { fail("\(name): \(error)", status: 2) }
        let scene = app.body
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog.forModule(scene.module) } catch { fail("\(name): \(error)", status: 65) }
        let root = AnyView(scene.rootView).environment(\.locale, Locale.current)
        let screen = ScreenRenderer(rootView: root, device: options.device, assetCatalog: catalog)
        UIApplication.shared.keyWindowGraph = screen.graph
        if let path = options.snapshotPath {
            do {
                try screen.renderImage().writePNG(to: URL(fileURLWithPath: path))
            } catch {
                let reason = (error as? CairoError)?.reason ?? (error as NSError).localizedDescription
                fail("\(name): --snapshot cannot write \"\(path)\": \(reason)", status: 2)
            }
            print(path)
            // Exiting here, not returning, spares tearing the view graph down object by object (2–3 ms).
            exit(0)
        }
        let host = WindowHost(title: name, graph: screen.graph, renderer: screen.renderer)
        if options.printsStats {
            host.onFirstFrame = {
                print("\(name): first frame on screen")
                fflush(stdout)
            }
        }
        do {
            try host.open()
        } catch {
            fail("\(name): \(error); run with --snapshot PATH.png to render the screen to a file instead.", status: 2)
        }
        let status = host.run()
        if options.printsStats {
            print("\(name): \(host.stats.summary)")
            print("\(name): \(host.stats.slowestSummary)")
            print("\(name): \(screen.renderer.layerSummary)")
        }
        exit(status)
    }

    /// The app, made from its own options when it is a `CommandLineApp`.
    private static func makeApp(arguments: [String]) throws -> Self {
        guard let type = Self.self as? any CommandLineApp.Type, let app = try type.init(arguments: arguments) as? Self else {
            return Self()
        }
        return app
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
