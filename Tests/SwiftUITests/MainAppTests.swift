import Foundation
import Testing

@Suite("@main and Bundle.main in a built executable")
struct MainAppTests {
    @Test("A @main App reads its target's JSON through Bundle.main and renders its first frame")
    func probeReadsItsResource() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("meadow-probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let snapshot = folder.appendingPathComponent("probe.png")
        let process = Process()
        process.executableURL = Bundle.main.bundleURL.appendingPathComponent("MainBundleProbe")
        process.arguments = ["--snapshot", snapshot.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(printed.split(separator: "\n") == ["greeting: Hello from Bundle.main", Substring(snapshot.path)])
        #expect(FileManager.default.fileExists(atPath: snapshot.path))
    }
}
