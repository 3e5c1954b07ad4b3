import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import WeatherUI

@MainActor
@Suite("Weather detail sheet")
struct WeatherDetailTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("WeatherUI")
    }

    func makeDriver() -> InteractionDriver {
        InteractionDriver(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
    }

    @Test("Tapping Wednesday springs the detail up, and dragging it down 400 points dismisses it")
    func tapThenDragToDismiss() throws {
        let driver = makeDriver()
        let monday = try #require(driver.find(identifier: "Monday"))
        driver.drag(from: CGPoint(x: 350, y: monday.frame.midY), to: CGPoint(x: 100, y: monday.frame.midY), duration: 0.5, release: false)
        driver.step(0.2)
        driver.release(at: CGPoint(x: 100, y: monday.frame.midY))
        driver.settle()
        try driver.snapshot().writePNG(to: URL(fileURLWithPath: "/tmp/d0.png"))
        let wednesday = try #require(driver.find(identifier: "Wednesday"))
        print(wednesday.frame)
        driver.tap(wednesday)
        for _ in 0..<6 {
            driver.step(0.05)
            print("CLOSE-T", driver.graph.time, driver.find(identifier: "close")!.frame.minY)
        }
        try driver.snapshot().writePNG(to: URL(fileURLWithPath: "/tmp/d1.png"))
        driver.settle()
        try driver.snapshot().writePNG(to: URL(fileURLWithPath: "/tmp/d2.png"))
        let detail = try #require(driver.find(identifier: "detail"))
        print("CLOSE0", driver.find(identifier: "close")!.frame)
        driver.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 900), duration: 0.4, release: false)
        try driver.snapshot().writePNG(to: URL(fileURLWithPath: "/tmp/d3.png"))
        print("CLOSE", driver.find(identifier: "close")!.frame)
        driver.release(at: CGPoint(x: 200, y: 900))
        driver.step(0.1)
        try driver.snapshot().writePNG(to: URL(fileURLWithPath: "/tmp/d4.png"))
        driver.settle()
        try driver.snapshot().writePNG(to: URL(fileURLWithPath: "/tmp/d5.png"))
    }
}
