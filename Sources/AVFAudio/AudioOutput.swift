import CSDL2Mixer
import Foundation

/// The process's one sound output: SDL_mixer's device, opened when the first sound is decoded and shared by every
/// player, each sound on a channel of its own (iOS players play at the same time too).
///
/// Where SDL finds no audio device (a test, a headless Xvfb session, a machine without a sound server) the output
/// is SDL's `dummy` driver, which consumes the sound at its real pace and plays it nowhere: an app's sound then
/// plays, and finishes, silently instead of failing.
final class AudioOutput: @unchecked Sendable {
    let library: SDLMixerLibrary
    /// Bytes of decoded sound per second of the device's format (rate × channels × sample size).
    let bytesPerSecond: Int
    /// Channels of the device's format (2: stereo).
    let channels: Int
    /// Bytes of one frame (one sample of every channel): a sound starts only at a frame's boundary.
    let bytesPerFrame: Int

    /// How many sounds may play at once.
    private let channelCount: Int32 = 32
    private let lock = NSLock()
    /// The channels in use, and what to do on the main queue when the sound on each ends by itself.
    private var finishHandlers: [Int32: @Sendable () -> Void] = [:]

    /// SDL.h's `SDL_INIT_AUDIO`, which SDL_mixer.h does not declare.
    private static let sdlInitAudio: UInt32 = 0x10

    private static let openingLock = NSLock()
    nonisolated(unsafe) private static var opened: AudioOutput?

    /// The output, opened on first use (later calls return it).
    static func shared() throws -> AudioOutput {
        openingLock.lock()
        defer { openingLock.unlock() }
        if let opened { return opened }
        let output = try AudioOutput(library: SDLMixerLibrary.load())
        opened = output
        output.library.channelFinished { channel in AudioOutput.opened?.channelDidFinish(channel) }
        return output
    }

    private init(library: SDLMixerLibrary) throws {
        self.library = library
        func open() -> Bool {
            library.openAudio(Int32(MIX_DEFAULT_FREQUENCY), UInt16(MIX_DEFAULT_FORMAT), Int32(MIX_DEFAULT_CHANNELS), 2048) == 0
        }
        if !open() {
            // No device: SDL's dummy driver (which SDL never picks by itself) instead.
            library.quitAudio(Self.sdlInitAudio)
            setenv("SDL_AUDIODRIVER", "dummy", 1)
            guard open() else { throw SDLMixerLibrary.LoadError(description: "cannot open audio: \(library.lastError)") }
        }
        var frequency: Int32 = 0
        var format: UInt16 = 0
        var channels: Int32 = 0
        _ = library.querySpec(&frequency, &format, &channels)
        self.channels = Int(channels)
        bytesPerFrame = Int(channels) * Int(format & 0xFF) / 8
        bytesPerSecond = Int(frequency) * bytesPerFrame
        _ = library.allocateChannels(channelCount)
    }

    /// Plays `chunk` on a free channel, `loops` more times after the first (−1: until halted), and runs `finished`
    /// on the main queue when it ends by itself. The channel, or nil when none is free.
    ///
    /// The channel is chosen and its handler kept before SDL_mixer is called, and without holding the lock while it
    /// is: SDL_mixer calls back, from its audio thread, with its own lock held.
    func play(_ chunk: UnsafeMutablePointer<Mix_Chunk>, loops: Int, finished: @escaping @Sendable () -> Void) -> Int32? {
        lock.lock()
        let free = (0..<channelCount).first { finishHandlers[$0] == nil }
        if let free { finishHandlers[free] = finished }
        lock.unlock()
        guard let free else { return nil }
        guard library.playChannel(free, chunk, Int32(clamping: loops)) == free else {
            lock.lock()
            finishHandlers[free] = nil
            lock.unlock()
            return nil
        }
        return free
    }

    /// Stops `channel` without running its finish handler (a player stopped is not a player that finished).
    func halt(_ channel: Int32) {
        lock.lock()
        finishHandlers[channel] = nil
        lock.unlock()
        _ = library.haltChannel(channel)
    }

    /// Called by SDL_mixer on its audio thread, with its audio lock held: only hands the handler to the main queue.
    private func channelDidFinish(_ channel: Int32) {
        lock.lock()
        let handler = finishHandlers.removeValue(forKey: channel)
        lock.unlock()
        if let handler { DispatchQueue.main.async(execute: handler) }
    }
}
