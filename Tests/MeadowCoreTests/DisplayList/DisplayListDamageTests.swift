import Foundation
import MeadowCore
import MeadowTestSupport
import Testing

/// A blue square with a shadow beside a red square that can turn orange, or move down 30 points.
private struct ChangingSquare: View {
    let probe: StateProbe<Int>
    /// 1 turns the red square orange; 2 moves it 30 points down instead.
    @State var change = 0

    var body: some View {
        let _ = probe.binding = $change
        HStack(spacing: 0) {
            Color.blue.frame(width: 50, height: 50).shadow(radius: 2)
            (change == 1 ? Color.orange : Color.red).accessibilityIdentifier("square").frame(width: 20, height: 20)
                .offset(x: 5, y: change == 2 ? 36 : 6)
        }
    }
}

/// Red squares stacked from the top, as many as `count`: a column that grows at its end, as a lazy list does.
private struct GrowingColumn: View {
    let probe: StateProbe<Int>
    @State var count = 3

    var body: some View {
        let _ = probe.binding = $count
        VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                Color.red.accessibilityIdentifier("square-\(index)").frame(width: 20, height: 20)
            }
        }
        .frame(maxHeight: .infinity, alignment: .top)
    }
}

@MainActor
@Suite("Display list damage: where a frame differs from the one before")
struct DisplayListDamageTests {
    private func makeDriver(_ probe: StateProbe<Int>) -> InteractionDriver {
        InteractionDriver(ChangingSquare(probe: probe), device: canvas(200, 100))
    }

    /// Where the square is drawn now, in root coordinates.
    private func squareFrame(_ driver: InteractionDriver) throws -> CGRect {
        try #require(driver.find(identifier: "square")).frame
    }

    @Test("A frame in which nothing changed has no damage")
    func unchangedFrameHasNoDamage() {
        let driver = makeDriver(StateProbe())
        let before = driver.makeDisplayList()
        driver.step(0.5)
        #expect(driver.makeDisplayList().damage(since: before) == [])
    }

    @Test("A square that changes colour damages exactly its own frame, not its shadowed sibling")
    func recolourDamagesTheSquare() throws {
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        let before = driver.makeDisplayList()
        let square = try squareFrame(driver)
        probe.set(1)
        #expect(driver.makeDisplayList().damage(since: before) == [square])
    }

    @Test("A square that changes colour inside a blur of radius 0 damages its own frame, not the whole blurred view")
    func recolourInsideAnUnblurredBlurDamagesTheSquare() throws {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(ChangingSquare(probe: probe).blur(radius: 0), device: canvas(200, 100))
        let before = driver.makeDisplayList()
        let square = try squareFrame(driver)
        probe.set(1)
        #expect(driver.makeDisplayList().damage(since: before) == [square])
    }

    @Test("A square that moves damages where it was and where it is, as one rect")
    func moveDamagesOldAndNewFrames() throws {
        let probe = StateProbe<Int>()
        let driver = makeDriver(probe)
        let before = driver.makeDisplayList()
        let old = try squareFrame(driver)
        probe.set(2)
        let new = try squareFrame(driver)
        #expect(new.minY == old.minY + 30)
        #expect(driver.makeDisplayList().damage(since: before) == [old.union(new)])
    }

    @Test("A square added at the end of a column damages the square, not the column")
    func addedItemDamagesItself() throws {
        let probe = StateProbe<Int>()
        let driver = InteractionDriver(GrowingColumn(probe: probe), device: canvas(200, 100))
        let before = driver.makeDisplayList()
        probe.set(4)
        let added = try #require(driver.find(identifier: "square-3")).frame
        #expect(added.minY == 60)
        #expect(driver.makeDisplayList().damage(since: before) == [added])
    }
}
