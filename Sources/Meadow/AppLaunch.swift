import CMalloc
import Foundation
import MeadowCairo
import MeadowAccessibility
import MeadowCore
import MeadowSDL
@_spi(MeadowHost) import UIKitCore

/// One launch of an app from its command line: what `App.main()` and UIKit's `UIApplicationMain` share. It reads
/// the flags every app takes (`--snapshot`, `--device`, `--scale`, `--text-size`, `--contrast`, `--list-devices`, `--stats`), then shows a root
/// view in a window, or renders its first frame headless, calling the app's lifecycle back as it goes.
@_spi(MeadowHost)
@MainActor
public struct AppLaunch {
    /// The executable's name, which starts every message.
    public let name: String
    let options: LaunchOptions

    /// The options Meadow does not know, for the app to read (a `CommandLineApp`).
    public var appArguments: [String] { options.appArguments }

    /// Reads the command line; prints the device presets and exits for `--list-devices`, and says what is wrong
    /// and exits with status 2 for a bad flag. `UIScreen.main` becomes the chosen device.
    public static func begin(passingUnknownOptions: Bool) -> AppLaunch {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "App").lastPathComponent
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()), passingUnknownOptions: passingUnknownOptions)
        } catch {
            fail("\(name): \(error)", status: 2)
        }
        if options.listDevices {
            for device in Device.presets {
                let size = "\(Int(device.size.width))×\(Int(device.size.height))"
                print("\(device.name): \(size) points, safe area \(Int(device.safeAreaInsets.top)) top / \(Int(device.safeAreaInsets.bottom)) bottom, scale \(Int(device.scale))")
            }
            exit(0)
        }
        // An app draws on its main thread; glibc's extra per-thread arenas only keep what other threads (fontconfig's,
        // the accessibility bus's, URLSession's) freed. Over `make soak`'s 30 minutes they grew the launcher's
        // resident memory by 7 %; with one arena it stayed within 0.3 %.
        mallopt(M_ARENA_MAX, 1)
        // Fontconfig loads its fonts on a thread of Pango's while the app, its assets and its view graph are made.
        _ = PangoTextSystem.shared
        // `--locale` chooses the tables `Text("key")` reads and the region dates and numbers are written for, before
        // the app makes its first view.
        if let locale = options.locale {
            Localization.setPreferredLanguage(locale)
            UserLocale.setOverride(locale)
        }
        UIScreen.main = UIScreen(device: options.device)
        return AppLaunch(name: name, options: options)
    }

    /// Makes the resources of the executable's target and of `modules` visible to `Bundle.main` (see
    /// `MainBundleResources`), and registers the fonts the app's Info.plist lists in `UIAppFonts` (see `AppFonts`).
    public func installResources(modules: [String]) {
        let modules = [name] + modules
        let folder = Bundle.main.bundleURL
        MainBundleResources.install(modules: modules, in: folder)
        if let infoPlist = modules.lazy.compactMap({ UIApplicationLifecycle.infoPlist(module: $0) }).first {
            AppFonts.register(infoPlist: infoPlist, bundles: MainBundleResources.bundles(of: modules, in: folder))
        }
    }

    /// Shows `rootView`, whose colours and images come from `module`'s asset catalog, and never returns: with
    /// `--snapshot` it renders the first frame to the file, else it opens a window and runs until it closes.
    /// `didShow` runs once the first frame is drawn (on screen, or in the file), `willClose` as the window closes
    /// or after the snapshot is written, before the process exits.
    public func run(rootView: any View, module: String, didShow: @escaping () -> Void = {}, willClose: () -> Void = {}) -> Never {
        let catalog: AssetCatalog
        do { catalog = try AssetCatalog.forModule(module) } catch { Self.fail("\(name): \(error)", status: 65) }
        // A snapshot shows what the command line asks for, never the desktop's settings.
        let textSize = options.dynamicTypeSize ?? (options.snapshotPath == nil ? DesktopTextScale.dynamicTypeSize() : nil)
        let contrast = options.colorSchemeContrast ?? (options.snapshotPath == nil ? DesktopContrast.colorSchemeContrast() : nil)
        let root = AnyView(rootView).environment(\.dynamicTypeSize, textSize ?? .large)
            .environment(\._colorSchemeContrast, contrast ?? .standard)
        let screen = ScreenRenderer(rootView: root, device: options.device, assetCatalog: catalog)
        UIApplication.shared.keyWindowGraph = screen.graph
        if let path = options.snapshotPath {
            do {
                try screen.renderImage().writePNG(to: URL(fileURLWithPath: path))
            } catch {
                let reason = (error as? CairoError)?.reason ?? (error as NSError).localizedDescription
                Self.fail("\(name): --snapshot cannot write \"\(path)\": \(reason)", status: 2)
            }
            didShow()
            willClose()
            print(path)
            fflush(stdout)
            // Exiting here, not returning, spares tearing the view graph down object by object (2–3 ms).
            exit(0)
        }
        let host = WindowHost(title: name, graph: screen.graph, renderer: screen.renderer)
        let printsStats = options.printsStats
        let name = name
        host.onFirstFrame = {
            if printsStats {
                print("\(name): first frame on screen")
                fflush(stdout)
            }
            didShow()
        }
        do {
            try host.open()
        } catch {
            Self.fail("\(name): \(error); run with --snapshot PATH.png to render the screen to a file instead.", status: 2)
        }
        // The app's icon: the set `meadow run` names from the project's build settings, else Xcode's `AppIcon`.
        let iconName = ProcessInfo.processInfo.environment["MEADOW_APP_ICON_NAME"] ?? "AppIcon"
        if let icon = catalog.appIcon(named: iconName).flatMap({ CairoImage(contentsOf: $0) }) { host.setIcon(icon) }
        // Screen readers find the window on the accessibility bus, when there is one.
        if let bridge = AccessibilityBridge.start(graph: screen.graph, applicationName: name, placement: { host.screenPlacement }) {
            host.onIdleAfterFrames = { bridge.refresh() }
            host.onFocusChange = { bridge.windowFocusChanged(isActive: $0) }
        }
        let status = host.run()
        willClose()
        if options.printsStats {
            print("\(name): \(host.stats.summary)")
            print("\(name): \(host.stats.slowestSummary)")
            print("\(name): \(screen.renderer.layerSummary)")
            if let resident = ResidentMemory.megabytes(), let peak = ResidentMemory.peakMegabytes() {
                print("\(name): resident \(String(format: "%.1f", resident)) MB, peak \(String(format: "%.1f", peak)) MB")
            }
        }
        exit(status)
    }

    /// Says `message` on standard error and exits with `status`.
    public static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
