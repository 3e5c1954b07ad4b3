import Foundation
import Testing
import UIKit

/// A keyboard observer of the iOS 13 era, not isolated to the main actor, registering with a selector in its
/// initialiser as `KeyboardResponder` classes do; `meadow run` compiles its `#selector(keyBoardWillShow(notification:))`
/// as `Selector(bound:name:)`.
private final class KeyboardObserver {
    var heights: [CGFloat] = []

    init(center: NotificationCenter) {
        center.addObserver(
            self, selector: Selector(bound: keyBoardWillShow(notification:), name: "keyBoardWillShow(notification:)"),
            name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyBoardWillShow(notification: Notification) {
        if let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            heights.append(frame.height)
        }
    }
}

/// An observer whose selector names its type's method (`#selector(Counter.count(_:))`), held weakly.
private final class Counter {
    nonisolated(unsafe) static var counted = 0
    func count(_ notification: Notification) { Counter.counted += 1 }
}

@MainActor
@Suite("NotificationCenter with selectors")
struct NotificationCenterSelectorTests {
    @Test("A notification posted on the main actor calls the observer's method with it at once, and only for its name")
    func deliversToSelector() {
        let center = NotificationCenter()
        let observer = KeyboardObserver(center: center)
        let frame = CGRect(x: 0, y: 500, width: 393, height: 336)
        center.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)])
        center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: nil)
        #expect(observer.heights == [336])
    }

    @Test("Once the observer is gone its registration ends; posting again calls nothing")
    func observerHeldWeakly() {
        let center = NotificationCenter()
        let name = Notification.Name("MeadowTestTick")
        Counter.counted = 0
        var counter: Counter? = Counter()
        center.addObserver(counter!, selector: Selector(unapplied: Counter.count(_:), name: "count(_:)"), name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(Counter.counted == 1)
        counter = nil
        center.post(name: name, object: nil)
        center.post(name: name, object: nil)
        #expect(Counter.counted == 1)
        #expect(counter == nil)
    }

    @Test("NSValue boxes Core Graphics geometry under UIKit's names")
    func geometryValues() {
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
    }
}
