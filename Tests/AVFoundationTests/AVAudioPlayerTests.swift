import AVFoundation
import Foundation
import Testing

/// Records what an `AVAudioPlayer` tells its delegate.
private final class FinishRecorder: NSObject, AVAudioPlayerDelegate {
    var finishes: [Bool] = []
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {
        finishes.append(flag)
    }
}

@Suite("AVAudioPlayer")
@MainActor
struct AVAudioPlayerTests {
    @Test("A player made from a WAV file's data knows the sound's duration before it plays")
    func duration() throws {
        let player = try AVAudioPlayer(data: testSound(seconds: 0.25))
        #expect(abs(player.duration - 0.25) < 0.0001)
        #expect(player.prepareToPlay())
        #expect(!player.isPlaying)
        #expect(player.currentTime == 0)
        #expect(player.volume == 1)
        #expect(player.numberOfLoops == 0)
    }

    @Test("A player reads its sound from a file URL (Bundle.main.path(forResource:ofType:) in apps)")
    func contentsOfFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-avfoundation-\(UUID().uuidString).wav")
        try testSound(seconds: 0.5).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let player = try AVAudioPlayer(contentsOf: url)
        #expect(player.url == url)
        #expect(abs(player.duration - 0.5) < 0.0001)
    }

    @Test("Data that is not a sound throws kAudioFileUnsupportedFileTypeError ('typ?') in NSOSStatusErrorDomain")
    func notASound() {
        #expect {
            try AVAudioPlayer(data: Data("not a sound".utf8))
        } throws: { error in
            let error = error as NSError
            return error.domain == NSOSStatusErrorDomain && error.code == 1_954_115_647
        }
    }

    @Test("A sound played to its end goes back to 0 and tells the delegate it finished successfully")
    func playsToTheEnd() async throws {
        let player = try AVAudioPlayer(data: testSound(seconds: 0.2))
        let recorder = FinishRecorder()
        player.delegate = recorder
        let started = Date()
        #expect(player.play())
        #expect(player.isPlaying)
        await wait { !recorder.finishes.isEmpty }
        #expect(recorder.finishes == [true])
        #expect(Date().timeIntervalSince(started) >= 0.15)
        #expect(!player.isPlaying)
        #expect(player.currentTime == 0)
    }

    @Test("numberOfLoops 1 plays the sound twice before the delegate hears of its end")
    func loops() async throws {
        let player = try AVAudioPlayer(data: testSound(seconds: 0.2))
        let recorder = FinishRecorder()
        player.delegate = recorder
        player.numberOfLoops = 1
        let started = Date()
        player.play()
        await wait { !recorder.finishes.isEmpty }
        #expect(recorder.finishes == [true])
        #expect(Date().timeIntervalSince(started) >= 0.35)
    }

    @Test("stop() stops the sound, keeps currentTime, and does not tell the delegate")
    func stop() async throws {
        let player = try AVAudioPlayer(data: testSound(seconds: 2))
        let recorder = FinishRecorder()
        player.delegate = recorder
        player.play()
        // The main thread sleeps rather than yielding: a task's sleep on a main actor that other suites keep busy
        // may last minutes, past the sound's end.
        usleep(200_000)
        player.stop()
        let stoppedAt = player.currentTime
        #expect(!player.isPlaying)
        #expect(stoppedAt >= 0.15 && stoppedAt < 1)
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(player.currentTime == stoppedAt)
        #expect(recorder.finishes.isEmpty)
    }

    @Test("pause() holds currentTime; play() resumes from there")
    func pauseAndResume() async throws {
        let player = try AVAudioPlayer(data: testSound(seconds: 2))
        player.play()
        // Sleeping, not yielding: see `stop()`.
        usleep(200_000)
        player.pause()
        let pausedAt = player.currentTime
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(player.currentTime == pausedAt)
        #expect(player.play())
        #expect(player.isPlaying)
        #expect(player.currentTime >= pausedAt)
        player.stop()
    }

    @Test("Setting currentTime starts the sound from there: a 0.6 s sound from 0.4 s plays its last 0.2 s")
    func startsMidSound() async throws {
        let player = try AVAudioPlayer(data: testSound(seconds: 0.6))
        let recorder = FinishRecorder()
        player.delegate = recorder
        player.currentTime = 0.4
        #expect(abs(player.currentTime - 0.4) < 0.0001)
        let started = Date()
        player.play()
        #expect(player.currentTime >= 0.4)
        await wait { !recorder.finishes.isEmpty }
        #expect(recorder.finishes == [true])
        #expect(Date().timeIntervalSince(started) >= 0.15)
        #expect(player.currentTime == 0)
    }
}
