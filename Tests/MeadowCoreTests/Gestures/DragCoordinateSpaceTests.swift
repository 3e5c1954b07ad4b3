import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// The drag locations a gesture reported.
@MainActor
private final class LocationLog {
    var starts: [CGPoint] = []
    var ends: [CGPoint] = []
}

/// A 100-point square 50 points into a 300-point board named "board", which sits centred on a 400-point canvas
/// at (50, 50), the square dragged with `gesture`.
@MainActor
private func board(_ gesture: DragGesture, log: LocationLog, nameOnSquare: Bool = false) -> some View {
    let square = Color.red.frame(width: 100, height: 100)
        .gesture(gesture.onEnded { value in
            log.starts.append(value.startLocation)
            log.ends.append(value.location)
        })
    return ZStack(alignment: .topLeading) {
        Color.gray
        if nameOnSquare {
            square.coordinateSpace(name: "square").offset(x: 50, y: 50)
        } else {
            square.offset(x: 50, y: 50)
        }
    }
    .frame(width: 300, height: 300)
    .coordinateSpace(name: "board")
}

/// `DragGesture(minimumDistance:coordinateSpace:)` reports its locations in the space it is given:
/// [APPLE:draggesture/init(minimumdistance:coordinatespace:)].
@MainActor
@Suite("DragGesture coordinate spaces")
struct DragCoordinateSpaceTests {
    /// The gestures under test, by name: each spelling of each space.
    private static func gesture(_ name: String) -> DragGesture {
        switch name {
        case "local": DragGesture(coordinateSpace: .local)
        case "global": DragGesture(coordinateSpace: .global)
        case "named": DragGesture(coordinateSpace: .named("board"))
        case "iOS 17 named": DragGesture(coordinateSpace: NamedCoordinateSpace.named("board"))
        case "iOS 17 global": DragGesture(coordinateSpace: GlobalCoordinateSpace.global)
        case "iOS 17 local": DragGesture(coordinateSpace: LocalCoordinateSpace.local)
        default: DragGesture(coordinateSpace: .named("nowhere"))
        }
    }

    @Test(
        "A drag reports its locations in the local, global or named space, in either spelling; an unknown name is the screen's",
        arguments: [
            ("local", CGPoint(x: 10, y: 20)), ("global", CGPoint(x: 110, y: 120)), ("named", CGPoint(x: 60, y: 70)),
            ("iOS 17 named", CGPoint(x: 60, y: 70)), ("iOS 17 global", CGPoint(x: 110, y: 120)),
            ("iOS 17 local", CGPoint(x: 10, y: 20)), ("unknown", CGPoint(x: 110, y: 120)),
        ])
    func spaces(name: String, start: CGPoint) throws {
        let log = LocationLog()
        let driver = InteractionDriver(board(Self.gesture(name), log: log), device: canvas(400, 400))
        driver.drag(from: CGPoint(x: 110, y: 120), to: CGPoint(x: 150, y: 120))
        #expect(log.starts == [start])
        #expect(log.ends == [CGPoint(x: start.x + 40, y: start.y)])
    }

    @Test("A space named on the dragged view itself has that view's corner at its origin")
    func nameOnTheDraggedView() throws {
        let log = LocationLog()
        let driver = InteractionDriver(
            board(DragGesture(minimumDistance: 0, coordinateSpace: .named("square")), log: log, nameOnSquare: true),
            device: canvas(400, 400))
        driver.drag(from: CGPoint(x: 110, y: 120), to: CGPoint(x: 130, y: 120))
        #expect(log.starts == [CGPoint(x: 10, y: 20)])
    }

    @Test("coordinateSpace(.named(_:)) names a space as coordinateSpace(name:) does, for GeometryReader's frame(in:)")
    func iOS17Spelling() throws {
        let driver = InteractionDriver(
            VStack(spacing: 0) {
                Color.clear.frame(height: 30)
                GeometryReader { proxy in
                    let frame = proxy.frame(in: NamedCoordinateSpace.named("stack"))
                    Text("at \(Int(frame.minY))")
                }
                .frame(height: 20)
            }
            .frame(width: 100, height: 50)
            .coordinateSpace(.named("stack")),
            device: canvas(400, 400))
        #expect(driver.find(text: "at 30") != nil)
    }
}
