import Foundation
import MeadowCore
import MeadowTesting
import Testing

@testable import WeatherUI

@MainActor
@Suite("Weather detail sheet and interactions")
struct WeatherDetailTests {
    let catalog: AssetCatalog
    let snapshots = SnapshotAssertion()

    init() throws {
        catalog = try AssetCatalog.forModule("WeatherUI")
    }

    func makeDriver() -> SnapshotDriver {
        SnapshotDriver(WeatherApp(), device: .iPhone15, assetCatalog: catalog)
    }

    /// Drags the day cards left by `distance` and holds before lifting, so they do not coast.
    func scrollCards(_ driver: InteractionDriver, by distance: CGFloat) throws {
        let monday = try #require(driver.find(identifier: "Monday"))
        let y = monday.frame.midY
        let startX: CGFloat = distance > 0 ? 350 : 40
        driver.drag(from: CGPoint(x: startX, y: y), to: CGPoint(x: startX - distance, y: y), duration: 0.5, release: false)
        driver.step(0.2)
        driver.release(at: CGPoint(x: startX - distance, y: y))
        driver.settle()
    }

    /// The top of the detail panel: the close button's centre sits on it.
    func panelTop(_ driver: InteractionDriver) throws -> CGFloat {
        try #require(driver.find(identifier: "close")).contentFrame.midY
    }

    /// The radii of the blurs the display list draws now, at any depth (a blur group of radius 0 blurs nothing).
    func blurRadii(_ driver: InteractionDriver) -> [CGFloat] {
        func radii(in list: DisplayList) -> [CGFloat] {
            list.items.flatMap { item -> [CGFloat] in
                guard case .group(let effect, let inner) = item else { return [] }
                if case .blur(let radius) = effect, radius > 0 { return [radius] + radii(in: inner) }
                return radii(in: inner)
            }
        }
        return radii(in: driver.makeDisplayList())
    }

    func isBlurred(_ driver: InteractionDriver) -> Bool { !blurRadii(driver).isEmpty }

    @Test("Tap Wednesday, drag the sheet down 400 points, release: each step matches its reference")
    func tapWednesdayThenDragToDismiss() throws {
        let driver = makeDriver()
        try scrollCards(driver, by: 250)
        driver.tap(try #require(driver.find(identifier: "Wednesday")))
        driver.step(0.1)
        snapshots.assertMatches(driver.snapshot(), named: "weather-detail-mid-spring")
        let midTop = try panelTop(driver)
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "weather-detail-open")
        let openTop = try panelTop(driver)
        #expect(midTop > openTop + 100, "the sheet is still rising 0.1 s after the tap")
        #expect(try #require(driver.find(text: "Wednesday")).frame.minY > openTop, "the detail shows the tapped day")

        driver.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 900), duration: 0.4, release: false)
        snapshots.assertMatches(driver.snapshot(), named: "weather-detail-dragged-400")
        #expect(abs(try panelTop(driver) - (openTop + 400)) < 1e-6, "the sheet follows the finger")

        driver.release(at: CGPoint(x: 200, y: 900))
        driver.settle()
        snapshots.assertMatches(driver.snapshot(), named: "weather-detail-dismissed")
        #expect(try panelTop(driver) >= 852, "past a third of the screen the sheet leaves")
        #expect(!isBlurred(driver), "the home screen is sharp again")
    }

    @Test("While the detail is open the home screen behind it is blurred with radius 5")
    func blurBehindDetail() throws {
        let driver = makeDriver()
        #expect(!isBlurred(driver))
        driver.tap(try #require(driver.find(identifier: "Monday")))
        driver.settle()
        let radii = blurRadii(driver)
        #expect(!radii.isEmpty && radii.allSatisfy { abs($0 - 5) < 1e-6 })
    }

    @Test("A drag shorter than a third of the screen springs the sheet back up")
    func shortDragSpringsBack() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "Monday")))
        driver.settle()
        let openTop = try panelTop(driver)
        driver.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 700), duration: 0.4, release: false)
        driver.step(0.2)
        driver.release(at: CGPoint(x: 200, y: 700))
        driver.step(0.1)
        let returning = try panelTop(driver)
        #expect(returning > openTop && returning < openTop + 200, "mid-spring on its way back")
        driver.settle()
        #expect(abs(try panelTop(driver) - openTop) < 0.01)
        #expect(isBlurred(driver))
    }

    @Test("The close button dismisses the detail with a spring")
    func closeButtonDismisses() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "Monday")))
        driver.settle()
        driver.tap(try #require(driver.find(identifier: "close")))
        driver.step(0.1)
        #expect(try panelTop(driver) < 852, "still on its way down")
        driver.settle()
        #expect(try panelTop(driver) >= 852)
        #expect(!isBlurred(driver))
    }

    @Test("Tomorrow switches the main card to Tuesday's forecast")
    func tomorrowShowsTuesday() throws {
        let driver = makeDriver()
        let card = try #require(driver.layoutTree.node(kind: .custom("MainCardView")))
        #expect(card.first { $0.text == "50°" } != nil)
        driver.tap(try #require(driver.find(text: "Tomorrow")))
        driver.settle()
        let tomorrow = try #require(driver.layoutTree.node(kind: .custom("MainCardView")))
        #expect(tomorrow.first { $0.text == "33°" } != nil, "Tuesday is 33°")
        snapshots.assertMatches(driver.snapshot(), named: "weather-home-tomorrow")
    }

    @Test("The day cards scroll, and stop at both ends")
    func cardsStopAtTheEnds() throws {
        let driver = makeDriver()
        try scrollCards(driver, by: 2000)
        let sunday = try #require(driver.find(identifier: "Sunday"))
        #expect(abs(sunday.frame.maxX - (393 - 16)) < 0.01, "the last card rests against the trailing padding")
        try scrollCards(driver, by: -2000)
        let monday = try #require(driver.find(identifier: "Monday"))
        #expect(abs(monday.frame.minX - 16) < 0.01, "the first card rests against the leading padding")
    }

    @Test("The hourly strip shows each hour's own temperature")
    func hourlyTemperatures() throws {
        let driver = makeDriver()
        driver.tap(try #require(driver.find(identifier: "Monday")))
        driver.settle()
        let hours = Weather.sampleData[0].hourly.map { "\($0.temperature.formatted(for: Locale(identifier: "en_US")))°" }
        #expect(Set(hours).count > 1, "the sample hours differ")
        for label in hours { #expect(driver.find(text: label) != nil, "shows \(label)") }
    }

    @Test("Temperatures follow the locale's unit", arguments: [("en_US", "50"), ("en_GB", "10"), ("fr_FR", "10")])
    func temperatureUnits(locale: String, expected: String) {
        #expect(Temperature(fahrenheit: 50).formatted(for: Locale(identifier: locale)) == expected)
    }
}
