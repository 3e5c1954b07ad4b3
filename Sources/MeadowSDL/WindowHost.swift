import CSDL2
import Foundation
import MeadowCore

/// Shows a screen in an SDL2 window: the device at the display's height, sharp on HiDPI, drawing frames only
/// while something animates or input arrives, paced to the display's refresh.
///
/// Mouse and touch become pointer events in points, each finger of a touch screen under its own id, so two-finger
/// gestures work; the wheel scrolls, and Ctrl+wheel or a touchpad's pinch magnifies (and turns) around the pointer. Keys reach the graph as key presses that
/// go down, repeat and go up (Tab and Shift-Tab move focus); typed text comes separately, as SDL's composed text
/// and an input method's marked text, so dead keys and input methods work. Text input stays on while the window
/// is open, so text typed just after focus moves to a view that takes it is never lost; with nothing such
/// focused the graph drops it. Resizing keeps the device's aspect; closing the window or Ctrl+Q quits.
///
/// Events that queue up while a frame draws are handled one after the other as if frames came between them: each
/// one after the update and layout of what the ones before it changed, as on a device, where a person's key and
/// tap are far apart. A click queued behind the last key of a title acts on the whole title, and its button's
/// action runs after the field's `onChange(of:)` for that key, not before.
///
/// The scene phase follows the window, as on iOS: `.active` while it shows with focus, `.inactive` without focus,
/// `.background` while minimized, and `.background` once more before quitting, with one last update so views'
/// `onChange(of: scenePhase)` actions can save.
@MainActor
public final class WindowHost {
    private let graph: ViewGraph
    private let frameRenderer: any Renderer
    private let title: String
    /// SDL2, loaded when the window opens (see `SDLLibrary`).
    private var sdl: SDLLibrary?
    private var window: OpaquePointer?
    private var presenter: (any FramePresenter)?
    private var idleWait: IdleWait?
    private var needsFrame = true
    private var running = true
    private var pointerDown = false
    private let start = Date()
    /// When the last frame was drawn.
    private var lastFrame = Date()
    private var refreshInterval = 1.0 / 60
    public private(set) var stats = FrameStats()
    /// Runs once, when the first frame has been presented (`--stats` says so then, to time the launch by).
    public var onFirstFrame: (() -> Void)?
    /// Runs each time the window goes idle after drawing frames, and, while frames go on without a pause (a text
    /// field's caret blinks as long as it has focus), after frames that input or a change of state made and for two
    /// seconds after them, at most every `busyIdleInterval` (`TreeReadSchedule`): an accessibility bridge reads the
    /// tree then, never for a caret blinking alone. It runs after the frame is presented, in the time the window
    /// would sleep until the next.
    public var onIdleAfterFrames: (() -> Void)?
    /// When `onIdleAfterFrames` runs.
    private var treeReads = TreeReadSchedule(busyInterval: WindowHost.busyIdleInterval, start: 0)
    /// How often, in seconds, `onIdleAfterFrames` runs at most while the window draws without going idle.
    static let busyIdleInterval: TimeInterval = 0.5
    /// Whether something that may change what the window shows happened since the last frame: input (anything
    /// but the pointer moving with no button down), or the graph saying that state changed or input moved content.
    private var changedSinceFrame = false
    /// Runs when the window gains (true) or loses the keyboard focus: an accessibility bridge tells screen readers.
    public var onFocusChange: ((Bool) -> Void)?
    /// SDL's id for mouse events synthesised from touches (SDL_TOUCH_MOUSEID), which arrive as finger events too.
    static let touchMouseID = UInt32.max
    /// How far one notch of a mouse wheel scrolls, in points. iOS has no wheel, so this is the host's own
    /// choice: 40 points, about two lines of 17-point body text.
    static let pointsPerWheelNotch: Float = 40
    /// How much one notch of Ctrl+wheel magnifies around the pointer: 1.1 times, the host's own choice (a
    /// desktop browser's zoom step), so five notches about double.
    static let magnificationPerWheelNotch: CGFloat = 1.1
    /// A touchpad's fingers, for the pinch they make.
    private var touchpadPinch = TouchpadPinch()

    /// Why a window cannot open.
    public struct DisplayError: Error, CustomStringConvertible {
        public let description: String
    }

    /// A window titled `title` showing `graph`'s frames, drawn by `renderer`.
    public init(title: String, graph: ViewGraph, renderer: any Renderer) {
        self.title = title
        self.graph = graph
        frameRenderer = renderer
        // The clock counts from `start`: timeline views read their dates from it.
        graph.startDate = start
    }

    /// Shows `image` as the open window's icon (in the title bar, the task switcher and the dock), as an iOS
    /// app's icon stands for it on the home screen.
    public func setIcon(_ image: any RenderedImage) {
        guard let sdl, let window else { return }
        image.withPixels { pixels, stride in
            // Cairo's ARGB32 is SDL's ARGB8888, one native-endian word a pixel; SDL copies the pixels.
            guard let base = pixels.baseAddress,
                let surface = sdl.createRGBSurfaceWithFormatFrom(
                    UnsafeMutableRawPointer(mutating: base), Int32(image.width), Int32(image.height), 32, Int32(stride),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return }
            sdl.setWindowIcon(window, surface)
            sdl.freeSurface(surface)
        }
    }

    /// Opens the window; fails with one sentence when there is no display.
    public func open() throws {
        let environment = ProcessInfo.processInfo.environment
        if environment["DISPLAY"] == nil, environment["WAYLAND_DISPLAY"] == nil, environment["SDL_VIDEODRIVER"] == nil {
            throw DisplayError(description: "no display is available (DISPLAY is not set)")
        }
        let sdl: SDLLibrary
        do { sdl = try SDLLibrary.load() } catch { throw DisplayError(description: "no window can open: \(error)") }
        self.sdl = sdl
        _ = sdl.setHint(SDL_HINT_RENDER_SCALE_QUALITY, "1")
        // A phone screen has no "click to focus": the first touch on the window acts.
        _ = sdl.setHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        _ = sdl.setHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        let software = Self.drawsInSoftware(environment)
        if software {
            _ = sdl.setHint(SDL_HINT_RENDER_DRIVER, "software")
            _ = sdl.setHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        guard sdl.initialize(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            throw DisplayError(description: "no display is available (\(sdl.lastError))")
        }
        let device = graph.device
        var usable = SDL_Rect()
        var height = device.size.height
        if sdl.getDisplayUsableBounds(0, &usable) == 0, usable.h > 0 {
            height = CGFloat(usable.h) * 0.9
        }
        var mode = SDL_DisplayMode()
        if sdl.getCurrentDisplayMode(0, &mode) == 0, mode.refresh_rate > 0 {
            refreshInterval = 1 / Double(mode.refresh_rate)
        }
        // A whole number of pixels per point when the screen has room for two or more: images drawn on whole
        // points then land on whole pixels and are copied, not resampled, every frame (the launcher's wallpaper and
        // Weather's cloud cost milliseconds a frame at 2.007). A smaller screen gets the largest window that fits.
        let fitted = height / device.size.height
        let scale = fitted >= 2 ? fitted.rounded(.down) : fitted
        height = device.size.height * scale
        let width = Int32((device.size.width * scale).rounded())
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = sdl.createWindow(title, centered, centered, width, Int32(height.rounded()), flags) else {
            throw DisplayError(description: "cannot open a window (\(sdl.lastError))")
        }
        self.window = window
        var presenter: (any FramePresenter)? = software ? WindowSurfacePresenter(sdl: sdl, window: window) : nil
        if presenter == nil { presenter = TexturePresenter(sdl: sdl, window: window) }
        guard let presenter else {
            throw DisplayError(description: "cannot draw into the window (\(sdl.lastError))")
        }
        self.presenter = presenter
        sdl.startTextInput()
        idleWait = IdleWait(sdl: sdl, window: window) { [weak self] in self?.running = false }
        graph.clipboard = SDLClipboard(sdl: sdl)
        graph.onNeedsUpdate = { [weak self] in
            self?.needsFrame = true
            self?.changedSinceFrame = true
        }
    }

    /// Whether the window shows frames in its X11 shared-memory framebuffer (`WindowSurfacePresenter`) rather than
    /// through OpenGL: on X11 (SDL's choice when `DISPLAY` is set) when the machine has no GPU device (no `/dev/dri`,
    /// no NVIDIA device), as under Xvfb, in a VM or a container. OpenGL there is Mesa's llvmpipe, which takes about
    /// 50 ms to start (it loads LLVM and compiles shaders) and then only copies the frame Cairo drew to the window.
    /// SDL_RENDER_DRIVER and SDL_FRAMEBUFFER_ACCELERATION in the environment still choose for SDL's own renderer,
    /// which draws when the framebuffer's pixels are not in the frames' order.
    static func drawsInSoftware(_ environment: [String: String]) -> Bool {
        guard environment["DISPLAY"] != nil, (environment["SDL_VIDEODRIVER"] ?? "x11") == "x11" else { return false }
        return !FileManager.default.fileExists(atPath: "/dev/dri") && !FileManager.default.fileExists(atPath: "/dev/nvidiactl")
    }

    /// How long, in milliseconds, an idle window that cannot sleep in the run loop (`IdleWait`: one not on X11)
    /// waits for input before it lets queued main-actor work run (a `task` resuming, an `@Observable` model changed
    /// on another thread).
    static let idleWakeInterval: Int32 = 50

    /// How long, in seconds, the window draws nothing before the renderer is told it is idle
    /// (`Renderer.didBecomeIdle`) and gives back memory its frames freed. The first frames after that fault the
    /// pages they need in again (the Weather detail's first three, 3 to 6 ms more each on a shared two-core
    /// machine), so a pause between taps, even of a second or two as between opening a sheet and closing it, does
    /// not trim; five seconds without a frame do.
    static let idleMemoryDelay: TimeInterval = 5

    /// Runs until the window closes; returns the exit status.
    public func run() -> Int32 {
        guard let sdl else { return 1 }
        var event = SDL_Event()
        while running {
            if needsFrame || graph.isAnimating || graph.needsUpdate || frameRenderer.hasPendingWork {
                while sdl.pollEvent(&event) != 0 { handle(event) }
            } else {
                waitForWork(sdl)
            }
            guard running else { break }
            // Work queued on the main actor (a `task`'s next step, a change from another thread) runs here.
            _ = RunLoop.main.run(mode: .default, before: Date())
            graph.advance(to: Date().timeIntervalSince(start))
            if needsFrame || graph.isAnimating || graph.needsUpdate || frameRenderer.hasPendingWork {
                let began = Date()
                let showsChange = changedSinceFrame || graph.needsUpdate
                changedSinceFrame = false
                drawFrame()
                needsFrame = false
                graph.beginAnimations(at: Date().timeIntervalSince(start))
                let elapsed = Date().timeIntervalSince(began)
                lastFrame = Date()
                stats.record(elapsed * 1000)
                let time = lastFrame.timeIntervalSince(start)
                treeReads.frameDrawn(at: time, showingChange: showsChange)
                if treeReads.readsAfterFrame(at: time) { onIdleAfterFrames?() }
                // What ran after the frame was presented comes out of the wait for the next.
                let busy = Date().timeIntervalSince(began)
                if busy < refreshInterval { usleep(useconds_t((refreshInterval - busy) * 1_000_000)) }
            }
        }
        enterBackgroundBeforeQuitting()
        close()
        return 0
    }

    /// Waits, idle, until input arrives, work is queued for the main thread or a timeline view's next entry is due
    /// (`ViewGraph.nextWakeTime`), and handles the input. Nothing drawn for `idleMemoryDelay`, the renderer gives
    /// back what its frames freed (once; it does nothing until frames are drawn again).
    private func waitForWork(_ sdl: SDLLibrary) {
        var event = SDL_Event()
        let trimDate = lastFrame.addingTimeInterval(Self.idleMemoryDelay)
        let wakeDate = graph.nextWakeTime.map { start.addingTimeInterval($0) } ?? .distantFuture
        if treeReads.readsWhenIdle(at: Date().timeIntervalSince(start)) { onIdleAfterFrames?() }
        if let idleWait {
            // Input that the last frame's X calls read from the connection waits in SDL's queue, not on the socket.
            if sdl.pollEvent(&event) != 0 {
                handle(event)
            } else {
                idleWait.sleep(until: min(trimDate > Date() ? trimDate : .distantFuture, wakeDate))
            }
        } else {
            let untilWake = wakeDate.timeIntervalSinceNow * 1000
            let timeout = untilWake < Double(Self.idleWakeInterval) ? Int32(max(untilWake.rounded(.up), 0)) : Self.idleWakeInterval
            if sdl.waitEventTimeout(&event, timeout) != 0 { handle(event) }
        }
        while sdl.pollEvent(&event) != 0 { handle(event) }
        if !needsFrame, !graph.needsUpdate, Date() >= trimDate { frameRenderer.didBecomeIdle() }
    }

    /// Moves the scene to the background and runs the update and layout that give views the change, as iOS does
    /// before an app is terminated, so their `onChange(of: scenePhase)` actions run.
    private func enterBackgroundBeforeQuitting() {
        graph.scenePhase = .background
        graph.update()
        graph.layout()
        _ = RunLoop.main.run(mode: .default, before: Date())
    }

    /// The scene phase an SDL window event moves to, if it moves one: a shown window is active while it has the
    /// keyboard focus.
    private func scenePhase(after windowEvent: UInt8) -> ScenePhase? {
        guard let sdl else { return nil }
        switch SDL_WindowEventID(rawValue: UInt32(windowEvent)) {
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            return .active
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return .inactive
        case SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
            return .background
        case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
            let hasFocus = sdl.getWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
            return hasFocus ? .active : .inactive
        default:
            return nil
        }
    }

    private func close() {
        guard let sdl else { return }
        presenter?.close()
        if let window { sdl.destroyWindow(window) }
        sdl.quit()
    }

    private func drawFrame() {
        guard let presenter else { return }
        let device = graph.device
        let scale = CGFloat(presenter.pixelHeight) / device.size.height
        graph.update()
        graph.layout()
        let image = frameRenderer.render(graph.makeDisplayList(), size: device.size, scale: scale, background: graph.backgroundColor)
        presenter.present(image)
        if let onFirstFrame {
            self.onFirstFrame = nil
            onFirstFrame()
        }
    }

    /// Where the window's top-left corner is on the screen, in pixels, and how many pixels a point of the device is.
    public var screenPlacement: (origin: CGPoint, scale: CGFloat) {
        var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        sdl?.getWindowPosition(window, &x, &y)
        sdl?.getWindowSize(window, &width, &height)
        return (CGPoint(x: CGFloat(x), y: CGFloat(y)), CGFloat(max(width, 1)) / graph.device.size.width)
    }

    /// A window position in SDL's window coordinates, as a point on the device.
    private func point(x: Int32, y: Int32) -> CGPoint {
        var width: Int32 = 0, height: Int32 = 0
        sdl?.getWindowSize(window, &width, &height)
        let device = graph.device.size
        return CGPoint(x: CGFloat(x) * device.width / CGFloat(max(width, 1)), y: CGFloat(y) * device.height / CGFloat(max(height, 1)))
    }

    private func handle(_ event: SDL_Event) {
        let type = SDL_EventType(rawValue: event.type)
        // A move only feeds the gesture that took the touch, without a hit test, and many come in a frame.
        if type != SDL_MOUSEMOTION, type != SDL_FINGERMOTION { applyChanges() }
        if type != SDL_MOUSEMOTION || pointerDown { changedSinceFrame = true }
        switch type {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT:
            if event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) { keepAspect(height: event.window.data2) }
            if let phase = scenePhase(after: event.window.event) { graph.scenePhase = phase }
            switch SDL_WindowEventID(rawValue: UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_FOCUS_GAINED: onFocusChange?(true)
            case SDL_WINDOWEVENT_FOCUS_LOST: onFocusChange?(false)
            default: break
            }
            // Uncovered, resized or shown again, the window may have lost what was presented.
            presenter?.invalidate()
            needsFrame = true
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT) && event.button.which != WindowHost.touchMouseID:
            pointerDown = true
            graph.pointerDown(at: point(x: event.button.x, y: event.button.y))
        case SDL_MOUSEMOTION where pointerDown && event.motion.which != WindowHost.touchMouseID:
            graph.pointerMoved(to: point(x: event.motion.x, y: event.motion.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT) && pointerDown:
            pointerDown = false
            graph.pointerUp(at: point(x: event.button.x, y: event.button.y))
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            handleFinger(event.tfinger, type: type)
        case SDL_MULTIGESTURE where !isTouchScreen(event.mgesture.touchId):
            // A touchpad's fingers moved together: a step of a pinch around the pointer. (A touch screen's come as
            // fingers, which the gestures follow themselves.)
            if let step = touchpadPinch.step() {
                let pointer = pointerLocation()
                if step.scale != 1 { graph.magnify(by: step.scale, at: pointer) }
                if step.angle != 0 { graph.rotate(by: .radians(step.angle), at: pointer) }
            }
        case SDL_MOUSEWHEEL:
            let pointer = pointerLocation()
            // Natural scrolling comes flipped from SDL.
            let flip: Float = event.wheel.direction == UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue) ? -1 : 1
            if let sdl, sdl.getModState().rawValue & KMOD_CTRL.rawValue != 0 {
                // Ctrl+wheel magnifies around the pointer, as a pinch there does: up zooms in.
                graph.magnify(by: pow(WindowHost.magnificationPerWheelNotch, CGFloat(flip * event.wheel.preciseY)), at: pointer)
            } else {
                let notch = flip * WindowHost.pointsPerWheelNotch
                let delta = CGSize(width: CGFloat(event.wheel.preciseX * notch), height: CGFloat(-event.wheel.preciseY * notch))
                graph.scrollWheel(at: pointer, delta: delta)
            }
        case SDL_KEYDOWN, SDL_KEYUP:
            let keysym = event.key.keysym
            let modifiers = KeyboardMapping.modifiers(keysym.mod)
            let isDown = event.type == SDL_KEYDOWN.rawValue
            if isDown, modifiers.contains(.control), keysym.sym == SDLK_q.rawValue {
                running = false
            } else if let key = KeyboardMapping.key(for: keysym.sym) {
                let phase: KeyPress.Phases = !isDown ? .up : event.key.repeat != 0 ? .repeat : .down
                graph.keyPressed(KeyPress(phase: phase, key: key, characters: String(key.character), modifiers: modifiers))
            }
        case SDL_TEXTINPUT:
            graph.insertText(Self.string(fromCString: event.text.text))
        case SDL_TEXTEDITING:
            let text = Self.string(fromCString: event.edit.text)
            let scalars = text.unicodeScalars
            // SDL counts the selection in characters (code points) of the composition.
            let lower = scalars.index(scalars.startIndex, offsetBy: Int(max(event.edit.start, 0)), limitedBy: scalars.endIndex)
                ?? scalars.endIndex
            let upper = scalars.index(lower, offsetBy: Int(max(event.edit.length, 0)), limitedBy: scalars.endIndex)
                ?? scalars.endIndex
            graph.setMarkedText(text, selectedRange: lower..<upper)
        default:
            break
        }
        needsFrame = true
    }

    /// A touch screen's finger goes to the gestures under its own id, in points on the device; a touchpad's is
    /// only tracked for its pinch (`TouchpadPinch`), as the pad moves the pointer, not a finger on the screen.
    private func handleFinger(_ finger: SDL_TouchFingerEvent, type: SDL_EventType) {
        guard isTouchScreen(finger.touchId) else {
            let location = CGPoint(x: CGFloat(finger.x), y: CGFloat(finger.y))
            switch type {
            case SDL_FINGERDOWN: touchpadPinch.fingerDown(finger.fingerId, at: location)
            case SDL_FINGERMOTION: touchpadPinch.fingerMoved(finger.fingerId, to: location)
            default: touchpadPinch.fingerUp(finger.fingerId)
            }
            return
        }
        let device = graph.device.size
        let location = CGPoint(x: CGFloat(finger.x) * device.width, y: CGFloat(finger.y) * device.height)
        let phase: PointerEvent.Phase = type == SDL_FINGERDOWN ? .down : type == SDL_FINGERMOTION ? .moved : .up
        graph.handle(PointerEvent(phase, pointer: .finger(finger.fingerId), at: location))
    }

    /// Whether `touchId` is a touch screen, whose fingers point at the window (SDL's direct touch devices); a
    /// touchpad is not.
    private func isTouchScreen(_ touchId: SDL_TouchID) -> Bool {
        sdl?.getTouchDeviceType(touchId) != SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE
            && sdl?.getTouchDeviceType(touchId) != SDL_TOUCH_DEVICE_INDIRECT_RELATIVE
    }

    /// Where the mouse pointer is, as a point on the device.
    private func pointerLocation() -> CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        _ = sdl?.getMouseState(&x, &y)
        return point(x: x, y: y)
    }

    /// Runs the update and layout of a frame, without drawing it, when state changed since the last: the next event
    /// is then hit-tested against the layout the change made, and actions it runs come after the `onChange(of:)`
    /// actions of the change.
    private func applyChanges() {
        guard graph.needsUpdate else { return }
        graph.update()
        graph.layout()
    }

    /// The UTF-8 text of one of SDL's fixed-size, NUL-terminated character arrays.
    private static func string<CString>(fromCString characters: CString) -> String {
        withUnsafeBytes(of: characters) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Resizes the window back to the device's aspect after the user resized it.
    private func keepAspect(height: Int32) {
        let device = graph.device.size
        let width = Int32((CGFloat(height) * device.width / device.height).rounded())
        var current: Int32 = 0, currentHeight: Int32 = 0
        sdl?.getWindowSize(window, &current, &currentHeight)
        if abs(current - width) > 1 { sdl?.setWindowSize(window, width, height) }
    }
}
