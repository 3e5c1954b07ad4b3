import CSDL2Mixer
import Foundation

/// A sound file decoded by SDL_mixer (WAV, AIFF, MP3, Ogg Vorbis, FLAC, Opus) into the output's format, whole, as
/// `AVAudioPlayer` holds its sound in memory; and the part of it from a given time on, for a player that starts
/// mid-sound.
final class DecodedSound: @unchecked Sendable {
    let output: AudioOutput
    /// The whole sound.
    let chunk: UnsafeMutablePointer<Mix_Chunk>
    /// The sound from a later time on (it shares the whole sound's samples), while one is in use.
    private var tail: UnsafeMutablePointer<Mix_Chunk>?

    /// Decodes `data`; nil when SDL_mixer cannot read it.
    init?(_ data: Data, output: AudioOutput) {
        let decoded = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<Mix_Chunk>? in
            guard let source = output.library.rwFromConstMem(bytes.baseAddress, Int32(clamping: bytes.count)) else { return nil }
            return output.library.loadWAV(source, 1)
        }
        guard let decoded else { return nil }
        self.output = output
        chunk = decoded
    }

    deinit {
        if let tail { output.library.freeChunk(tail) }
        output.library.freeChunk(chunk)
    }

    /// The sound's length in seconds.
    var duration: TimeInterval {
        Double(chunk.pointee.alen) / Double(max(output.bytesPerSecond, 1))
    }

    /// The sound from `time` seconds on (the whole sound at 0), at `volume` (0 to 1).
    func chunk(from time: TimeInterval, volume: Float) -> UnsafeMutablePointer<Mix_Chunk>? {
        if let tail {
            output.library.freeChunk(tail)
            self.tail = nil
        }
        let frame = max(output.bytesPerFrame, 1)
        let offset = Int(time * Double(output.bytesPerSecond)) / frame * frame
        var playing: UnsafeMutablePointer<Mix_Chunk>? = chunk
        if offset > 0 {
            guard offset < Int(chunk.pointee.alen) else { return nil }
            tail = output.library.quickLoadRaw(chunk.pointee.abuf + offset, chunk.pointee.alen - UInt32(offset))
            playing = tail
        }
        setVolume(volume)
        return playing
    }

    /// Sets the volume (0 to 1) of the sound as it plays.
    func setVolume(_ volume: Float) {
        let level = Int32((max(0, min(volume, 1)) * Float(MIX_MAX_VOLUME)).rounded())
        _ = output.library.volumeChunk(chunk, level)
        if let tail { _ = output.library.volumeChunk(tail, level) }
    }
}
