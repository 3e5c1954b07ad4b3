import Foundation

/// A WAV file written here: `seconds` of a 440 Hz tone, 16-bit mono PCM at 44.1 kHz (the rate the player's output
/// opens at, so its length in the output is exact).
func testSound(seconds: Double) -> Data {
    let rate = 44_100
    let frames = Int(Double(rate) * seconds)
    var data = Data()
    func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
    }
    data.append(contentsOf: Array("RIFF".utf8))
    append(UInt32(36 + frames * 2))
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append(UInt32(16))
    append(UInt16(1))  // PCM
    append(UInt16(1))  // mono
    append(UInt32(rate))
    append(UInt32(rate * 2))
    append(UInt16(2))
    append(UInt16(16))
    data.append(contentsOf: Array("data".utf8))
    append(UInt32(frames * 2))
    for frame in 0..<frames {
        append(Int16(sin(Double(frame) * 2 * .pi * 440 / Double(rate)) * 8000))
    }
    return data
}

/// Waits (letting the main queue run) until `done` or `limit` seconds.
func wait(limit: TimeInterval = 3, until done: () -> Bool) async {
    let deadline = Date().addingTimeInterval(limit)
    while !done(), Date() < deadline {
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
}
