import Foundation
import MeadowCore
import MeadowTestSupport
import Testing
import UIKit
@_spi(MeadowHost) @testable import UIKitCore

/// What a scroll view's delegate heard, in order (each move once as "scroll").
@MainActor
private final class ScrollLog: NSObject, UIScrollViewDelegate {
    var entries: [String] = []
    var page: Int?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if entries.last != "scroll" { entries.append("scroll") }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willBeginDragging") }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging \(decelerate)")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        entries.append("didEndDecelerating")
        page = Int(scrollView.contentOffset.x / scrollView.bounds.width)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { entries.append("didEndScrollingAnimation") }
}

/// A 200×100 scroll view of three labels side by side, each a page wide with its text centred (the Weather app's
/// paging shape): a page in view has its text's centre at the view's, x = 150.
private struct Pages: UIViewRepresentable {
    let scrollView: UIScrollView

    func makeUIView(context: Context) -> UIScrollView {
        for (index, title) in ["One", "Two", "Three"].enumerated() {
            let label = UILabel(frame: CGRect(x: CGFloat(index) * 200, y: 0, width: 200, height: 100))
            label.text = title
            label.textAlignment = .center
            scrollView.addSubview(label)
        }
        scrollView.contentSize = CGSize(width: 600, height: 100)
        return scrollView
    }

    func updateUIView(_ uiView: UIScrollView, context: Context) {}
}

@MainActor
@Suite("UIScrollView scrolls as Meadow's ScrollView and tells its delegate")
struct UIScrollViewTests {
    /// The pages at (50, 150) on a 300×400 canvas.
    private func driver(_ scrollView: UIScrollView) -> InteractionDriver {
        let view = Pages(scrollView: scrollView).frame(width: 200, height: 100).position(x: 150, y: 200)
        return InteractionDriver(view, device: Device(name: "canvas", size: CGSize(width: 300, height: 400), safeAreaInsets: EdgeInsets(), scale: 2))
    }

    private func pagingScrollView(delegate: ScrollLog) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.isPagingEnabled = true
        scrollView.delegate = delegate
        return scrollView
    }

    @Test("A flick pages once; the delegate hears the drag, the moves and the end of deceleration on page 1")
    func flickPages() throws {
        let log = ScrollLog()
        let scrollView = pagingScrollView(delegate: log)
        let driver = driver(scrollView)
        driver.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 120, y: 200), duration: 0.1)
        driver.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        #expect(log.entries == ["willBeginDragging", "scroll", "didEndDragging true", "scroll", "didEndDecelerating"])
        #expect(log.page == 1)
        let two = try #require(driver.find(text: "Two"))
        #expect(two.frame.midX == 150)
        #expect(!scrollView.isDecelerating)
    }

    @Test("The content follows a drag exactly while the finger is down; let go still, it settles on the nearest page")
    func followsDrag() {
        let log = ScrollLog()
        let scrollView = pagingScrollView(delegate: log)
        let driver = driver(scrollView)
        driver.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 140, y: 200), duration: 0.5, release: false)
        #expect(scrollView.contentOffset == CGPoint(x: 60, y: 0))
        #expect(scrollView.isDragging)
        driver.step(0.2)
        driver.release(at: CGPoint(x: 140, y: 200))
        driver.settle()
        #expect(!scrollView.isDragging)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 0))
    }

    @Test("setContentOffset(_:animated: false) moves the content at once; animated, it ends with didEndScrollingAnimation")
    func setContentOffset() throws {
        let log = ScrollLog()
        let scrollView = pagingScrollView(delegate: log)
        let driver = driver(scrollView)
        scrollView.setContentOffset(CGPoint(x: 400, y: 0), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 0))
        #expect(try #require(driver.find(text: "Three")).frame.midX == 150)
        #expect(log.entries == ["scroll"])

        scrollView.setContentOffset(CGPoint(x: 200, y: 0), animated: true)
        driver.step(0.05)
        #expect(scrollView.contentOffset.x > 200 && scrollView.contentOffset.x < 400)
        driver.settle()
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 0))
        #expect(log.entries == ["scroll", "didEndScrollingAnimation"])
    }

    @Test("An offset set before the scroll view shows is where it first shows")
    func offsetBeforeShowing() throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.contentOffset = CGPoint(x: 200, y: 0)
        let driver = driver(scrollView)
        #expect(try #require(driver.find(text: "Two")).frame.midX == 150)
    }

    @Test("It scrolls along the axes its content is longer along, or told to bounce along")
    func axes() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.contentSize = CGSize(width: 600, height: 100)
        #expect(scrollView.scrollAxes == .horizontal)
        scrollView.contentSize = CGSize(width: 200, height: 300)
        #expect(scrollView.scrollAxes == .vertical)
        scrollView.alwaysBounceHorizontal = true
        #expect(scrollView.scrollAxes == [.horizontal, .vertical])
    }
}
