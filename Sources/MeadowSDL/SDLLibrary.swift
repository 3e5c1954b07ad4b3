import CSDL2
import Foundation

/// The SDL2 functions the window host calls, looked up in libSDL2 when the first window opens.
///
/// Meadow does not link SDL2. Linked, it would be mapped and bound at every launch, with the 35 libraries it
/// needs (X11, Wayland, ALSA, PulseAudio and the audio codecs behind them), which costs `--snapshot`, which never
/// opens a window, about 10 ms of its start. `CSDL2` still gives the types and constants (its module map links
/// nothing); the calls go through this table, typed as the headers declare them.
struct SDLLibrary {
    /// The shared library's name, as the runtime package installs it.
    static let fileName = "libSDL2-2.0.so.0"

    let setHint: @convention(c) (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> SDL_bool
    let initialize: @convention(c) (UInt32) -> Int32
    let quit: @convention(c) () -> Void
    let getError: @convention(c) () -> UnsafePointer<CChar>?
    let getDisplayUsableBounds: @convention(c) (Int32, UnsafeMutablePointer<SDL_Rect>?) -> Int32
    let getCurrentDisplayMode: @convention(c) (Int32, UnsafeMutablePointer<SDL_DisplayMode>?) -> Int32
    let createWindow: @convention(c) (UnsafePointer<CChar>?, Int32, Int32, Int32, Int32, UInt32) -> OpaquePointer?
    let destroyWindow: @convention(c) (OpaquePointer?) -> Void
    let getWindowFlags: @convention(c) (OpaquePointer?) -> UInt32
    let getWindowSize: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let getWindowPosition: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Void
    let setWindowSize: @convention(c) (OpaquePointer?, Int32, Int32) -> Void
    let setWindowIcon: @convention(c) (OpaquePointer?, UnsafeMutablePointer<SDL_Surface>?) -> Void
    let createRGBSurfaceWithFormatFrom:
        @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, Int32, Int32, UInt32) -> UnsafeMutablePointer<SDL_Surface>?
    let freeSurface: @convention(c) (UnsafeMutablePointer<SDL_Surface>?) -> Void
    let getWindowSurface: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<SDL_Surface>?
    let updateWindowSurfaceRects: @convention(c) (OpaquePointer?, UnsafePointer<SDL_Rect>?, Int32) -> Int32
    let createRenderer: @convention(c) (OpaquePointer?, Int32, UInt32) -> OpaquePointer?
    let destroyRenderer: @convention(c) (OpaquePointer?) -> Void
    let getRendererOutputSize: @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> Int32
    let createTexture: @convention(c) (OpaquePointer?, UInt32, Int32, Int32, Int32) -> OpaquePointer?
    let destroyTexture: @convention(c) (OpaquePointer?) -> Void
    let updateTexture: @convention(c) (OpaquePointer?, UnsafePointer<SDL_Rect>?, UnsafeRawPointer?, Int32) -> Int32
    let renderClear: @convention(c) (OpaquePointer?) -> Int32
    let renderCopy: @convention(c) (OpaquePointer?, OpaquePointer?, UnsafePointer<SDL_Rect>?, UnsafePointer<SDL_Rect>?) -> Int32
    let renderPresent: @convention(c) (OpaquePointer?) -> Void
    let pollEvent: @convention(c) (UnsafeMutablePointer<SDL_Event>?) -> Int32
    let waitEventTimeout: @convention(c) (UnsafeMutablePointer<SDL_Event>?, Int32) -> Int32
    /// `SDL_GetWindowWMInfo`, whose `SDL_SysWMinfo` the headers Meadow imports leave undefined (its definition
    /// brings in Xlib's).
    let getWindowWMInfo: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> SDL_bool
    let getMouseState: @convention(c) (UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?) -> UInt32
    let getModState: @convention(c) () -> SDL_Keymod
    let getTouchDeviceType: @convention(c) (SDL_TouchID) -> SDL_TouchDeviceType
    let startTextInput: @convention(c) () -> Void
    let hasClipboardText: @convention(c) () -> SDL_bool
    let getClipboardText: @convention(c) () -> UnsafeMutablePointer<CChar>?
    let setClipboardText: @convention(c) (UnsafePointer<CChar>?) -> Int32
    let free: @convention(c) (UnsafeMutableRawPointer?) -> Void

    /// Why SDL2 cannot be used: the library or one of its functions is missing.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// SDL2, loaded once (later calls return the same table).
    @MainActor
    static func load() throws -> SDLLibrary {
        if let loaded { return loaded }
        guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
            throw LoadError(description: "cannot load SDL2 (\(dlerror().map { String(cString: $0) } ?? fileName))")
        }
        let library = try SDLLibrary(handle: handle)
        loaded = library
        return library
    }

    @MainActor private static var loaded: SDLLibrary?

    private init(handle: UnsafeMutableRawPointer) throws {
        func function<Function>(_ name: String) throws -> Function {
            guard let symbol = dlsym(handle, name) else { throw LoadError(description: "SDL2 has no \(name)") }
            return unsafeBitCast(symbol, to: Function.self)
        }
        setHint = try function("SDL_SetHint")
        initialize = try function("SDL_Init")
        quit = try function("SDL_Quit")
        getError = try function("SDL_GetError")
        getDisplayUsableBounds = try function("SDL_GetDisplayUsableBounds")
        getCurrentDisplayMode = try function("SDL_GetCurrentDisplayMode")
        createWindow = try function("SDL_CreateWindow")
        destroyWindow = try function("SDL_DestroyWindow")
        getWindowFlags = try function("SDL_GetWindowFlags")
        getWindowSize = try function("SDL_GetWindowSize")
        getWindowPosition = try function("SDL_GetWindowPosition")
        setWindowSize = try function("SDL_SetWindowSize")
        setWindowIcon = try function("SDL_SetWindowIcon")
        createRGBSurfaceWithFormatFrom = try function("SDL_CreateRGBSurfaceWithFormatFrom")
        freeSurface = try function("SDL_FreeSurface")
        getWindowSurface = try function("SDL_GetWindowSurface")
        updateWindowSurfaceRects = try function("SDL_UpdateWindowSurfaceRects")
        createRenderer = try function("SDL_CreateRenderer")
        destroyRenderer = try function("SDL_DestroyRenderer")
        getRendererOutputSize = try function("SDL_GetRendererOutputSize")
        createTexture = try function("SDL_CreateTexture")
        destroyTexture = try function("SDL_DestroyTexture")
        updateTexture = try function("SDL_UpdateTexture")
        renderClear = try function("SDL_RenderClear")
        renderCopy = try function("SDL_RenderCopy")
        renderPresent = try function("SDL_RenderPresent")
        pollEvent = try function("SDL_PollEvent")
        waitEventTimeout = try function("SDL_WaitEventTimeout")
        getWindowWMInfo = try function("SDL_GetWindowWMInfo")
        getMouseState = try function("SDL_GetMouseState")
        getModState = try function("SDL_GetModState")
        getTouchDeviceType = try function("SDL_GetTouchDeviceType")
        startTextInput = try function("SDL_StartTextInput")
        hasClipboardText = try function("SDL_HasClipboardText")
        getClipboardText = try function("SDL_GetClipboardText")
        setClipboardText = try function("SDL_SetClipboardText")
        free = try function("SDL_free")
    }

    /// SDL's message for the last error.
    var lastError: String {
        getError().map { String(cString: $0) } ?? "unknown error"
    }
}
