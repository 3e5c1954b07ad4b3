import Foundation

/// A player of a media file, as AVFoundation's `AVPlayer`, for the sounds apps play with it (a "ding" from the
/// bundle): the file's sound plays through an `AVAudioPlayer`. As Apple's, making a player never fails: a file that
/// cannot be read or decoded plays nothing.
open class AVPlayer: NSObject {
    private let url: URL?
    private lazy var sound: AVAudioPlayer? = url.flatMap { try? AVAudioPlayer(contentsOf: $0) }

    /// A player with nothing to play.
    public override init() {
        url = nil
    }

    /// A player of the file at `url`, read when it first plays.
    public init(url: URL) {
        self.url = url
    }

    /// The loudness, 0 to 1.
    open var volume: Float = 1 {
        didSet { sound?.volume = isMuted ? 0 : volume }
    }

    /// Whether the sound is silenced.
    open var isMuted = false {
        didSet { sound?.volume = isMuted ? 0 : volume }
    }

    /// 1 while playing, 0 when paused (or finished).
    open var rate: Float {
        get { sound?.isPlaying == true ? 1 : 0 }
        set { newValue == 0 ? pause() : play() }
    }

    /// Plays from the current time.
    open func play() {
        guard let sound else { return }
        sound.volume = isMuted ? 0 : volume
        sound.play()
    }

    /// Pauses.
    open func pause() {
        sound?.pause()
    }

    /// Moves to `time`.
    open func seek(to time: CMTime) {
        guard time.isValid else { return }
        sound?.currentTime = max(0, time.seconds)
    }

    /// Where playback is.
    open func currentTime() -> CMTime {
        CMTime(seconds: sound?.currentTime ?? 0, preferredTimescale: 600)
    }
}
