import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// A counter that asks for feedback in every form when its count changes.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
            .sensoryFeedback(.increase, trigger: count)
            .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
            .sensoryFeedback(trigger: count) { old, new in new.isMultiple(of: 2) ? .success : nil }
            .sensoryFeedback(trigger: count) { SensoryFeedback.selection }
    }
}

/// `sensoryFeedback`: accepted in each form and playing nothing, as a Linux desktop has no haptics.
@MainActor
@Suite("sensoryFeedback")
struct SensoryFeedbackTests {
    @Test("A view asking for sensory feedback lays out as it does without, and keeps working as its trigger changes")
    func acceptsAndChangesNothing() throws {
        let plain = layout(Button("Count 0") {}, width: 393, height: 200)
        let driver = InteractionDriver(Counter(), device: canvas(393, 200))
        expectFrame(driver.find(text: "Count 0"), try #require(plain.node(text: "Count 0")).frame)
        expectFrame(driver.find(text: "Count 0"), rect(166.75, 91.5, 59.5, 17))
        driver.tap(try #require(driver.find(text: "Count 0")))
        driver.tap(try #require(driver.find(text: "Count 1")))
        expectFrame(driver.find(text: "Count 2"), rect(166.75, 91.5, 59.5, 17))
    }

    @Test("Feedback values compare by kind, weight, flexibility and intensity")
    func values() {
        #expect(SensoryFeedback.impact == .impact(weight: .medium, intensity: 1))
        #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy))
        #expect(SensoryFeedback.impact(flexibility: .soft, intensity: 0.3) != .impact(flexibility: .soft))
        #expect(Set([SensoryFeedback.success, .warning, .error, .selection, .increase, .decrease, .start, .stop,
                     .alignment, .levelChange, .pathComplete]).count == 11)
    }
}
