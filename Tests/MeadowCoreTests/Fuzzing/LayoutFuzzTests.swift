import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("Layout fuzzing")
struct LayoutFuzzTests {
    @Test("A thousand random trees on random canvases lay out with finite, non-negative, repeatable frames")
    func thousandTrees() {
        // Issue 9: no crash, every frame finite, no size negative, the same frames twice, no NaN in the display
        // list. The seed is fixed so a failure here is the same on every run; `make fuzz` runs other seeds.
        let seed: UInt64 = 9
        let failures = LayoutFuzzer().run(seed: seed, count: 1_000)
        #expect(failures.isEmpty, "run seed \(seed): \(failures.count) failing trees; the first: \(failures.first.map { "\($0)" } ?? "")")
    }
}
