import CMalloc
import Foundation
import LandmarksUI
import LauncherUI
import Meadow
import MeadowCairo
import MeadowTestSupport
import WeatherUI
import WikiUI

// `make soak MINUTES=N`: runs each app headless in a loop (a storm of input, then its animations to rest, then a
// drawn frame, then idle as a window goes idle) and prints resident memory, the heap in use and open file
// descriptors at the start, every minute and at the end, so a leak shows as a rising line.

/// Resident memory in KB, from /proc/self/statm.
func residentKilobytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    let pages = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Bytes malloc has handed out and not had back, in KB: what the program holds, without the freed pages glibc keeps
/// for reuse, so a rising resident line with a flat heap line is the allocator's, not a leak.
func heapInUseKilobytes() -> Int {
    let info = mallinfo2()
    return (info.uordblks + info.hblkhd) / 1024
}

/// Open file descriptors, from /proc/self/fd.
func openDescriptors() -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count) ?? 0
}

@MainActor
func soak() -> Int32 {
    var minutes = 1.0
    var only: String?
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch (argument, arguments.next()) {
        case ("--minutes", let value?) where Double(value) != nil: minutes = Double(value) ?? minutes
        case ("--app", let name?) where ["Weather", "Wiki", "Landmarks", "Launcher"].contains(name): only = name
        default:
            FileHandle.standardError.write(Data("MeadowSoak: usage: MeadowSoak --minutes N [--app Weather|Wiki|Landmarks|Launcher]\n".utf8))
            return 2
        }
    }
    // The storms leave each app in some state: the Wiki's write wikis and type into their pages, which its in-memory
    // storage keeps; Weather's may leave its detail open, Landmarks' a landmark pushed. What an app holds depends on
    // that state, as the real app's would. To measure the engine rather than that state, every app starts over from
    // a new scene and view graph every `relaunchRounds` rounds, as a user relaunching it; whatever the engine leaked
    // from the old graph stays behind and still shows.
    let relaunchRounds = 100
    /// How many relaunch cycles run before the start figure.
    let warmUpCycles = 40
    let apps: [(name: String, scene: @MainActor () -> any Scene)] = [
        ("Weather", { WeatherApplication().body }), ("Wiki", { WikiApplication().body }),
        ("Landmarks", { LandmarksApp().body }), ("Launcher", { LauncherApplication().body }),
    ]
    func launch(_ scene: any Scene) throws -> ScreenRenderer<CairoRenderer> {
        let catalog = try AssetCatalog.forModule(scene.module)
        return ScreenRenderer(rootView: AnyView(scene.rootView), device: .iPhone15, assetCatalog: catalog)
    }
    var screens: [(index: Int, renderer: ScreenRenderer<CairoRenderer>)] = []
    for (index, app) in apps.enumerated() where only == nil || only == app.name {
        do {
            screens.append((index, try launch(app.scene())))
        } catch {
            FileHandle.standardError.write(Data("MeadowSoak: \(app.name): \(error)\n".utf8))
            return 2
        }
    }
    var rounds = 0
    var idleCalls = 0
    var idleSeconds = 0.0
    /// Idle as the window host is once it has waited a while with nothing to draw: the renderer gives back what
    /// the frames freed (`Renderer.didBecomeIdle`).
    func goIdle(_ screen: ScreenRenderer<CairoRenderer>) {
        // The window host runs the main run loop between frames: the tasks views started (`task`) run there.
        _ = RunLoop.main.run(mode: .default, before: Date())
        let began = Date()
        screen.renderer.didBecomeIdle()
        idleSeconds += Date().timeIntervalSince(began)
        idleCalls += 1
    }
    /// One round: for each app a storm, its animations to rest and a drawn frame, then idle.
    func runRound() {
        for (index, screen) in screens {
            let storm = InputStorm(graph: screen.graph, seed: UInt64(rounds))
            storm.run(events: 200)
            // Editing the storm began ends, as when the keyboard is dismissed: a focused field's or editor's caret
            // blinks for as long as it has focus.
            screen.graph.endEditing()
            if !storm.settle() { print("soak: \(apps[index].name) still animates 30 s after storm \(rounds)") }
            _ = screen.renderImage()
            goIdle(screen)
        }
        rounds += 1
    }
    /// Starts every app over, as a user relaunching it: a new scene and view graph each (the old let go), its first
    /// frame drawn, then idle. The loop goes by index: enumerating `screens` would hold a copy of it, and with it
    /// every old app, until the loop ended, after the last idle had trimmed the heap.
    func relaunch() {
        for slot in screens.indices {
            let index = screens[slot].index
            guard let relaunched = try? launch(apps[index].scene()) else { continue }
            screens[slot].renderer = relaunched
            _ = relaunched.renderImage()
            goIdle(relaunched)
        }
    }
    var start = Date()
    func report(_ label: String) {
        let elapsed = Date().timeIntervalSince(start)
        print("soak \(label): \(String(format: "%.1f", elapsed / 60)) min, \(rounds) rounds, resident \(residentKilobytes()) KB, heap in use \(heapInUseKilobytes()) KB, \(openDescriptors()) open descriptors")
        fflush(stdout)
    }
    // Memory is read at one phase of the relaunch cycle: just after every app relaunched and drew its first frame,
    // every app idle, the first such moment from each minute on. Read after any round, the figures would wander with
    // the state the storms left each app in. The storms are seeded by the round, so two soaks read the same figures
    // at the same round (give or take 0.2 MB). The start figure comes after forty cycles (4,000 rounds) of warm-up,
    // in which the caches that outlive a relaunch (text measurements, Pango's fonts, Cairo's glyphs, the map data
    // of each place a storm pushed) fill: Landmarks' soak, every app let go and the heap read with none alive,
    // held 5.8 MB of them after 500 rounds, 7.74 MB after 4,200 and 7.75 MB after 6,400. The figures at launch and
    // after the first cycle are printed too.
    print("soak: memory is read just after every app relaunches (every \(relaunchRounds) rounds) and draws its first frame, every app idle; start comes after \(warmUpCycles) such cycles of warm-up")
    report("launched, before any frame")
    func cycle() {
        for _ in 0..<relaunchRounds { runRound() }
        relaunch()
    }
    cycle()
    report("first cycle")
    for _ in 1..<warmUpCycles { cycle() }
    start = Date()
    report("start")
    var nextReport = 60.0
    while true {
        cycle()
        let elapsed = Date().timeIntervalSince(start)
        if elapsed >= minutes * 60 { break }
        if elapsed >= nextReport {
            report("minute \(Int(elapsed / 60))")
            nextReport = ((elapsed / 60).rounded(.down) + 1) * 60
        }
    }
    report("end")
    print(String(format: "soak: %d idle points, %.2f ms each on average", idleCalls, idleSeconds * 1000 / Double(max(idleCalls, 1))))
    return 0
}

exit(MainActor.assumeIsolated { soak() })
