import SwiftUI
import Testing

@Suite("os's Logger")
struct LoggerTests {
    @Test("A log message's interpolations take Apple's privacy and format arguments and print the values")
    func interpolations() {
        let name = "Oslo"
        let message: OSLogMessage = "Loaded \(name, privacy: .public) in \(0.25, format: .fixed(precision: 2)) s, \(3, privacy: .private(mask: .hash)) items"
        #expect(message.text == "Loaded Oslo in 0.25 s, 3 items")
        Logger(subsystem: "org.meadow.tests", category: "logger").notice("\(message.text, privacy: .public)")
        os_log("%{public}@ done", log: OSLog(subsystem: "org.meadow.tests", category: "logger"), type: .info, "Loading" as NSString)
    }
}
