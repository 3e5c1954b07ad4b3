import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

/// How often a reader's content was built.
@MainActor
private final class Evaluations {
    var count = 0
}

/// A reader showing where it is, globally and in the named space around it, or only its size; its inputs never
/// change, so only a move can build its content again.
private struct Reader: View {
    let readsPosition: Bool
    let evaluations: Evaluations

    var body: some View {
        GeometryReader { proxy in
            let _ = evaluations.count += 1
            if readsPosition {
                Text("at \(Int(proxy.frame(in: .global).minY)), \(Int(proxy.frame(in: .named("stack")).minY))")
            } else {
                Text("size \(Int(proxy.size.height))")
            }
        }
        .frame(height: 20)
    }
}

/// A reader under a spacer a button grows.
private struct Mover: View {
    let readsPosition: Bool
    let evaluations: Evaluations
    @State private var top: CGFloat = 10

    var body: some View {
        VStack(spacing: 0) {
            Button("Move") { top = 40 }.frame(height: 30)
            Color.clear.frame(height: top)
            Reader(readsPosition: readsPosition, evaluations: evaluations)
        }
        .frame(maxHeight: .infinity, alignment: .top)
        .padding(.top, 100)
        .coordinateSpace(name: "stack")
    }
}

@MainActor
@Suite("GeometryReader positions and named coordinate spaces")
struct GeometryReaderPositionTests {
    @Test("frame(in: .named) is measured from the named view's corner; the content follows the reader when it moves")
    func followsItsPosition() throws {
        let evaluations = Evaluations()
        let driver = InteractionDriver(Mover(readsPosition: true, evaluations: evaluations))
        // The named view (the padded stack) starts at the safe area's top, 59 points down; the reader is 100 + 30 +
        // 10 below that.
        #expect(driver.find(text: "at 199, 140") != nil)
        driver.tap(try #require(driver.find(text: "Move")))
        #expect(driver.find(text: "at 229, 170") != nil)
        #expect(evaluations.count == 2)
    }

    @Test("A reader that reads only its size is not built again when it moves")
    func sizeOnlyKeepsItsContent() throws {
        let evaluations = Evaluations()
        let driver = InteractionDriver(Mover(readsPosition: false, evaluations: evaluations))
        #expect(driver.find(text: "size 20") != nil)
        driver.tap(try #require(driver.find(text: "Move")))
        #expect(driver.find(text: "size 20") != nil)
        #expect(evaluations.count == 1)
    }
}
