import CSDL2Mixer
import Foundation

/// The SDL_mixer (and SDL2) functions AVFAudio's players call, looked up in libSDL2_mixer when the first sound is
/// decoded.
///
/// As Meadow's window host does with SDL2 (MeadowSDL's `SDLLibrary`), AVFAudio does not link the library: an app
/// that imports AVFoundation and plays nothing does not map SDL_mixer and the codecs behind it. `CSDL2Mixer` gives
/// the types; the calls go through this table, typed as the headers declare them.
struct SDLMixerLibrary: @unchecked Sendable {
    /// The shared library's name, as Debian's `libsdl2-mixer-2.0-0` installs it.
    static let fileName = "libSDL2_mixer-2.0.so.0"

    let openAudio: @convention(c) (Int32, UInt16, Int32, Int32) -> Int32
    let closeAudio: @convention(c) () -> Void
    let querySpec: @convention(c) (UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt16>?, UnsafeMutablePointer<Int32>?) -> Int32
    let allocateChannels: @convention(c) (Int32) -> Int32
    let loadWAV: @convention(c) (UnsafeMutablePointer<SDL_RWops>?, Int32) -> UnsafeMutablePointer<Mix_Chunk>?
    let quickLoadRaw: @convention(c) (UnsafeMutablePointer<UInt8>?, UInt32) -> UnsafeMutablePointer<Mix_Chunk>?
    let freeChunk: @convention(c) (UnsafeMutablePointer<Mix_Chunk>?) -> Void
    let playChannel: @convention(c) (Int32, UnsafeMutablePointer<Mix_Chunk>?, Int32) -> Int32
    let haltChannel: @convention(c) (Int32) -> Int32
    let pause: @convention(c) (Int32) -> Void
    let resume: @convention(c) (Int32) -> Void
    let volumeChunk: @convention(c) (UnsafeMutablePointer<Mix_Chunk>?, Int32) -> Int32
    let channelFinished: @convention(c) (@convention(c) (Int32) -> Void) -> Void
    let rwFromConstMem: @convention(c) (UnsafeRawPointer?, Int32) -> UnsafeMutablePointer<SDL_RWops>?
    let quitAudio: @convention(c) (UInt32) -> Void
    let getError: @convention(c) () -> UnsafePointer<CChar>?

    /// Why SDL_mixer cannot be used: the library or one of its functions is missing.
    struct LoadError: Error, CustomStringConvertible {
        let description: String
    }

    /// SDL_mixer, loaded (the dynamic loader returns the same handle to later calls).
    static func load() throws -> SDLMixerLibrary {
        guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
            throw LoadError(description: "cannot load SDL_mixer (\(dlerror().map { String(cString: $0) } ?? fileName))")
        }
        return try SDLMixerLibrary(handle: handle)
    }

    private init(handle: UnsafeMutableRawPointer) throws {
        // dlsym on SDL_mixer's handle also finds the SDL2 functions it depends on.
        func function<Function>(_ name: String) throws -> Function {
            guard let symbol = dlsym(handle, name) else { throw LoadError(description: "SDL_mixer has no \(name)") }
            return unsafeBitCast(symbol, to: Function.self)
        }
        openAudio = try function("Mix_OpenAudio")
        closeAudio = try function("Mix_CloseAudio")
        querySpec = try function("Mix_QuerySpec")
        allocateChannels = try function("Mix_AllocateChannels")
        loadWAV = try function("Mix_LoadWAV_RW")
        quickLoadRaw = try function("Mix_QuickLoad_RAW")
        freeChunk = try function("Mix_FreeChunk")
        playChannel = try function("Mix_PlayChannel")
        haltChannel = try function("Mix_HaltChannel")
        pause = try function("Mix_Pause")
        resume = try function("Mix_Resume")
        volumeChunk = try function("Mix_VolumeChunk")
        channelFinished = try function("Mix_ChannelFinished")
        rwFromConstMem = try function("SDL_RWFromConstMem")
        quitAudio = try function("SDL_QuitSubSystem")
        getError = try function("SDL_GetError")
    }

    /// SDL's message for the last error.
    var lastError: String {
        getError().map { String(cString: $0) } ?? "unknown error"
    }
}
