import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The locations a spatial tap reported.
@MainActor
private final class TapLog {
    var locations: [CGPoint] = []
}

/// A 100-point square 50 points into a 300-point board named "board", which sits centred on a 400-point canvas
/// at (50, 50): the square's top-left corner is at (100, 100) on the screen.
@MainActor
private func board(_ square: some View) -> some View {
    ZStack(alignment: .topLeading) {
        Color.gray
        square.offset(x: 50, y: 50)
    }
    .frame(width: 300, height: 300)
    .coordinateSpace(name: "board")
}

/// A grid of 10 × 10 cells filling the space a `GeometryReader` offers, whose tapped cell is counted as a Game of
/// Life board places a pattern: the cell is the tap's location over the board's size.
private struct CellBoard: View {
    @State private var cell = "none"

    var body: some View {
        VStack(spacing: 0) {
            Text("cell \(cell)").frame(height: 40)
            GeometryReader { proxy in
                Color.black
                    .onTapGesture { location in
                        let column = Int(location.x / proxy.size.width * 10)
                        let row = Int(location.y / proxy.size.height * 10)
                        cell = "\(row),\(column)"
                    }
            }
        }
    }
}

/// `SpatialTapGesture` and `onTapGesture(count:coordinateSpace:perform:)`: a tap reports where it landed in the
/// space it is given, [APPLE:spatialtapgesture] and [APPLE:view/ontapgesture(count:coordinatespace:perform:)].
@MainActor
@Suite("SpatialTapGesture")
struct SpatialTapGestureTests {
    /// The square, tapped with each spelling of each space.
    private static func square(_ space: String, log: TapLog) -> AnyView {
        let square = Color.red.frame(width: 100, height: 100)
        let record: (CGPoint) -> Void = { log.locations.append($0) }
        return switch space {
        case "local": AnyView(square.onTapGesture(perform: record))
        case "global": AnyView(square.onTapGesture(coordinateSpace: .global, perform: record))
        case "named": AnyView(square.onTapGesture(coordinateSpace: .named("board"), perform: record))
        case "iOS 17 global": AnyView(square.onTapGesture(coordinateSpace: GlobalCoordinateSpace.global, perform: record))
        case "iOS 17 named": AnyView(square.onTapGesture(coordinateSpace: NamedCoordinateSpace.named("board"), perform: record))
        case "gesture": AnyView(square.gesture(SpatialTapGesture(coordinateSpace: .named("board")).onEnded { record($0.location) }))
        default: AnyView(square.onTapGesture(coordinateSpace: .named("nowhere"), perform: record))
        }
    }

    @Test(
        "A tap reports its location in the local, global or named space, in either spelling; an unknown name is the screen's",
        arguments: [
            ("local", CGPoint(x: 10, y: 20)), ("global", CGPoint(x: 110, y: 120)), ("named", CGPoint(x: 60, y: 70)),
            ("iOS 17 global", CGPoint(x: 110, y: 120)), ("iOS 17 named", CGPoint(x: 60, y: 70)),
            ("gesture", CGPoint(x: 60, y: 70)), ("unknown", CGPoint(x: 110, y: 120)),
        ])
    func spaces(space: String, location: CGPoint) throws {
        let log = TapLog()
        let driver = InteractionDriver(board(Self.square(space, log: log)), device: canvas(400, 400))
        let gesture = try #require(driver.layoutTree.allNodes.first { $0.kind == .gesture })
        #expect(gesture.frame == CGRect(x: 100, y: 100, width: 100, height: 100), "the gesture lays out as its view")
        driver.tap(at: CGPoint(x: 110, y: 120))
        #expect(log.locations == [location])
        driver.tap(at: CGPoint(x: 90, y: 120))
        #expect(log.locations == [location], "a tap outside the square reports nothing")
    }

    @Test("The location is where the finger lifts, within the 45 points a tap may move")
    func liftLocation() {
        let log = TapLog()
        let driver = InteractionDriver(board(Self.square("local", log: log)), device: canvas(400, 400))
        driver.drag(along: [CGPoint(x: 110, y: 120), CGPoint(x: 125, y: 120), CGPoint(x: 140, y: 130)])
        #expect(log.locations == [CGPoint(x: 40, y: 30)])
        driver.drag(along: [CGPoint(x: 110, y: 120), CGPoint(x: 140, y: 150), CGPoint(x: 170, y: 180)])
        #expect(log.locations.count == 1, "a touch that moved 85 points is not a tap")
    }

    @Test("With a count of 2 one tap reports nothing and the second, within 0.35 seconds, reports where it landed")
    func doubleTap() {
        let log = TapLog()
        let square = Color.red.frame(width: 100, height: 100).onTapGesture(count: 2) { log.locations.append($0) }
        let driver = InteractionDriver(board(square), device: canvas(400, 400))
        driver.tap(at: CGPoint(x: 110, y: 120))
        #expect(log.locations.isEmpty)
        driver.step(0.1)
        driver.tap(at: CGPoint(x: 130, y: 125))
        #expect(log.locations == [CGPoint(x: 30, y: 25)])
    }

    @Test("Space on the focused view taps it at its centre, in the space asked for; a double-tap view is no stop")
    func keyboardTapsTheCentre() {
        let log = TapLog()
        let view = VStack(spacing: 20) {
            Color.red.frame(width: 100, height: 60).onTapGesture { log.locations.append($0) }
            Color.blue.frame(width: 80, height: 40).onTapGesture(count: 2) { log.locations.append($0) }
            Color.green.frame(width: 100, height: 60).onTapGesture(coordinateSpace: .global) { log.locations.append($0) }
        }
        let driver = InteractionDriver(view, device: canvas(400, 400))
        driver.press(.tab)
        driver.press(.space)
        driver.press(.tab)
        driver.press(.return)
        // The stack is 100 × 200, centred: the green view's centre is at (200, 270) on the screen.
        #expect(log.locations == [CGPoint(x: 50, y: 30), CGPoint(x: 200, y: 270)])
    }

    @Test("A board in a GeometryReader finds the tapped cell from the location over its size, as a Game of Life does")
    func boardCell() throws {
        let driver = InteractionDriver(CellBoard(), device: canvas(400, 440))
        // The board is 400 × 400 under the 40-point label: cells of 40 points.
        driver.tap(at: CGPoint(x: 125, y: 40 + 333))
        #expect(driver.find(text: "cell 8,3") != nil)
    }
}
