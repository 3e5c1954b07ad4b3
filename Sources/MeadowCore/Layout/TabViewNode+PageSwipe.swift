import Foundation

/// The swipe between the pages of a paging `TabView`, as UIPageViewController's scroll: the pages follow the
/// finger, and on lifting the next or previous page slides in when the finger went past a third of the width or
/// was flung at a width per second or more (as the navigation swipe back's fling), else the pages spring back.
/// Past the first or last page the pages move a third as far as the finger, as a rubber band.
extension TabViewNode {
    /// The curve of a page turn or spring back: a critically damped spring settling in about 0.35 s, as
    /// UIScrollView's paging deceleration looks.
    static let pageAnimation = Animation.spring(response: 0.35, dampingFraction: 1)
    /// How far a swipe goes, in widths, before lifting turns the page.
    static let turnDistance: CGFloat = 1.0 / 3
    /// How fast a swipe is flung, in widths per second, to turn the page however short it was.
    static let turnSpeed: CGFloat = 1
    /// How much of the finger's movement moves the pages past the first or last page.
    static let rubberBand: CGFloat = 1.0 / 3

    /// Whether there is a page to swipe to.
    var canSwipePages: Bool { isPaged && pages.count > 1 }

    /// Moves the pages with a finger `translation` points from where the swipe began.
    func trackPageSwipe(_ translation: CGFloat) {
        guard canSwipePages, frame.width > 0 else { return }
        turningTo = nil
        var offset = max(-1, min(1, translation / frame.width))
        if !pages.indices.contains(selectedIndex - (offset < 0 ? -1 : 1)) { offset *= Self.rubberBand }
        pageOffset.set(offset, animation: nil, for: self)
        invalidateLayout()
    }

    /// Ends a swipe: asks for the next or previous page when it went far or fast enough (the pages slide on once
    /// the selection changes, `continueTurn`), and meanwhile springs the pages back.
    func endPageSwipe(translation: CGFloat, velocity: CGFloat) {
        guard canSwipePages, frame.width > 0 else { return }
        let distance = translation / frame.width, speed = velocity / frame.width
        let direction = abs(speed) >= Self.turnSpeed ? (speed < 0 ? 1 : -1)
            : abs(distance) > Self.turnDistance ? (distance < 0 ? 1 : -1) : 0
        springBack()
        let target = selectedIndex + direction
        guard direction != 0, pages.indices.contains(target) else { return }
        turningTo = target
        selectPage(target)
    }

    /// Puts the pages a cancelled swipe moved back in place.
    func cancelPageSwipe() {
        springBack()
    }

    private func springBack() {
        pageOffset.set(0, animation: Self.pageAnimation, for: self)
        invalidateLayout()
    }

    /// The selection changed from `old` to `new`: if a swipe asked for it, the new page slides on from where the
    /// swipe left it; otherwise it shows at once.
    func continueTurn(from old: Int, to new: Int) {
        let current = pageOffset.value(at: clock.time)
        if turningTo == new, abs(new - old) == 1 {
            pageOffset.set(current + CGFloat(new - old), animation: nil, for: self)
            pageOffset.set(0, animation: Self.pageAnimation, for: self)
        } else {
            pageOffset.set(0, animation: nil, for: self)
        }
        turningTo = nil
    }
}

extension TabViewNode: GestureProvider {
    /// In the page style, the swipe between pages.
    func gestureRecognizers() -> [any GestureRecognizer] {
        canSwipePages ? [PageSwipeRecognizer(tabView: self)] : []
    }
}
