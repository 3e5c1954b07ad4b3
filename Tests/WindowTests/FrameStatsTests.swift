import Testing

@testable import MeadowSDL

/// What `--stats` prints of a window's frame times.
@Suite("Frame statistics")
struct FrameStatsTests {
    @Test("Median and p99 are nearest-rank percentiles; the slowest frames come slowest first with their place")
    func percentilesAndSlowest() throws {
        var stats = FrameStats()
        // Frame 0 is a cold launch, frame 57 a cold first opening; the rest take 1 to 98 ms in a shuffled order.
        let steady = (1...98).map(Double.init).shuffled()
        for (index, ms) in steady.enumerated() {
            if index == 0 { stats.record(400) }
            if index == 56 { stats.record(250) }
            stats.record(ms)
        }
        #expect(stats.framesDrawn == 100)
        #expect(stats.percentile(50) == 50)
        #expect(stats.percentile(99) == 250)
        #expect(stats.maximum == 400)
        #expect(stats.summary == "frames 100, median 50.00 ms, p99 250.00 ms, max 400.00 ms")
        let slowestSteady = try #require(steady.firstIndex(of: 98))
        #expect(stats.slowest(3).map(\.frame) == [0, 57, slowestSteady < 56 ? slowestSteady + 1 : slowestSteady + 2])
        #expect(stats.slowest(3).map(\.milliseconds) == [400, 250, 98])
        #expect(stats.slowestSummary.hasPrefix("slowest frames 400.0 ms (#0), 250.0 ms (#57), 98.0 ms (#"))
    }

    @Test("Resident memory is the VmRSS line of /proc/self/status, its peak the VmHWM line, kB turned into MB")
    func residentMemory() throws {
        let status = "Name:\tLauncher\nVmPeak:\t  901120 kB\nVmHWM:\t  102400 kB\nVmRSS:\t   83968 kB\nRssAnon:\t   40960 kB\n"
        #expect(ResidentMemory.megabytes(inStatus: status) == 82)
        #expect(ResidentMemory.megabytes(inStatus: status, field: "VmHWM") == 100)
        #expect(ResidentMemory.megabytes(inStatus: "Name:\tLauncher\n") == nil)
        #expect(try #require(ResidentMemory.megabytes()) > 1)
        #expect(try #require(ResidentMemory.peakMegabytes()) > 1)
    }
}
