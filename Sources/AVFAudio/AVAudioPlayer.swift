import Foundation

/// A player of one sound from a file or from memory, as AVFAudio's `AVAudioPlayer`, played through SDL_mixer.
///
/// As Apple's: the sound is decoded when the player is made (an unreadable file throws); `play()` starts it or
/// resumes it after `pause()`; `stop()` stops it and keeps `currentTime` (Apple's documented behaviour), so the next
/// `play()` resumes there; a sound that plays to its end (after `numberOfLoops` more times, −1 for ever) goes back
/// to 0 and tells its delegate `audioPlayerDidFinishPlaying(_:successfully:)` on the main queue. The sound stops
/// when the player is released, which is why apps keep theirs in a property. Without an audio device (a test, a
/// headless session) it plays silently at its real pace.
open class AVAudioPlayer: NSObject {
    /// The file the sound was read from; nil for a player made from data.
    public private(set) var url: URL?
    /// The sound's bytes, for a player made from data; nil for one made from a file.
    public private(set) var data: Data?
    /// Told when the sound finishes.
    public weak var delegate: AVAudioPlayerDelegate?

    private let sound: DecodedSound
    private var channel: Int32?
    /// Where the sound was when it last started, and when (while it plays).
    private var startTime: TimeInterval = 0
    private var startedAt: Date?
    /// Bumped at each start and halt, so that a finish reported for an earlier start is ignored.
    private var playCount = 0

    /// A player of the sound in the file at `url`. Throws when the file cannot be read or decoded.
    public init(contentsOf url: URL) throws {
        sound = try Self.decode(Data(contentsOf: url))
        self.url = url
        super.init()
    }

    /// A player of the sound file `data` holds. Throws when it cannot be decoded.
    public init(data: Data) throws {
        sound = try Self.decode(data)
        self.data = data
        super.init()
    }

    deinit {
        if let channel { sound.output.halt(channel) }
    }

    /// The loudness, 0 (silent) to 1 (the sound as recorded, the default).
    public var volume: Float = 1 {
        didSet { sound.setVolume(volume) }
    }

    /// How many more times the sound plays after the first: 0 (the default) once, −1 until stopped. Read when
    /// playing starts.
    public var numberOfLoops: Int = 0

    /// The sound's length in seconds.
    public var duration: TimeInterval { sound.duration }

    /// The sound's channel count as played (the output's).
    public var numberOfChannels: Int { sound.output.channels }

    /// Whether the sound is playing (not paused, stopped or finished).
    public var isPlaying: Bool { channel != nil && startedAt != nil }

    /// Where in the sound playback is, in seconds; setting it while playing jumps there.
    public var currentTime: TimeInterval {
        get {
            guard let startedAt else { return startTime }
            let elapsed = startTime + Date().timeIntervalSince(startedAt)
            guard duration > 0 else { return 0 }
            return numberOfLoops == 0 ? min(elapsed, duration) : elapsed.truncatingRemainder(dividingBy: duration)
        }
        set {
            let playing = isPlaying
            if playing { halt() }
            startTime = max(0, min(newValue, duration))
            if playing { play() }
        }
    }

    /// Readies the sound for playing; true (the sound is decoded when the player is made).
    @discardableResult
    public func prepareToPlay() -> Bool { true }

    /// Plays the sound from `currentTime`, or resumes it after `pause()`. False when it cannot start.
    @discardableResult
    public func play() -> Bool {
        if isPlaying { return true }
        if let channel {
            sound.output.library.resume(channel)
            startedAt = Date()
            return true
        }
        guard let chunk = sound.chunk(from: startTime, volume: volume) else { return false }
        playCount += 1
        let started = playCount
        let channel = sound.output.play(chunk, loops: numberOfLoops) { [weak self] in
            self?.didFinish(started)
        }
        guard let channel else { return false }
        self.channel = channel
        startedAt = Date()
        return true
    }

    /// Pauses the sound; `play()` resumes it where it was.
    public func pause() {
        guard let channel, isPlaying else { return }
        startTime = currentTime
        startedAt = nil
        sound.output.library.pause(channel)
    }

    /// Stops the sound, keeping `currentTime`; the delegate is not told.
    public func stop() {
        let time = currentTime
        halt()
        startTime = time
    }

    private func halt() {
        guard let channel else { return }
        playCount += 1
        self.channel = nil
        startedAt = nil
        sound.output.halt(channel)
    }

    private func didFinish(_ started: Int) {
        guard started == playCount else { return }
        channel = nil
        startedAt = nil
        startTime = 0
        delegate?.audioPlayerDidFinishPlaying(self, successfully: true)
    }

    private static func decode(_ data: Data) throws -> DecodedSound {
        let output: AudioOutput
        do {
            output = try AudioOutput.shared()
        } catch {
            throw NSError(domain: NSOSStatusErrorDomain, code: AudioFileError.unspecified, userInfo: [NSLocalizedFailureReasonErrorKey: "\(error)"])
        }
        guard let sound = DecodedSound(data, output: output) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: AudioFileError.unsupportedFileType, userInfo: [NSLocalizedFailureReasonErrorKey: output.library.lastError])
        }
        return sound
    }
}
