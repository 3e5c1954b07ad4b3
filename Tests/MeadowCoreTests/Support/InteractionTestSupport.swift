import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

// Helpers for the animation, gesture and scrolling tests: reach into a test view's state, count calls, run a view
// on a bare canvas, and read the display list.

/// Holds the binding a test view hands out each time its body is evaluated, so a test can read and write the
/// view's `@State` as a person would through a control.
@MainActor
final class StateProbe<Value> {
    var binding: Binding<Value>?

    /// The state's current value, once the view has been built.
    var value: Value? { binding?.wrappedValue }

    /// Writes `value` through the binding; wrap in `withAnimation` to animate the change.
    func set(_ value: Value) {
        binding?.wrappedValue = value
    }
}

/// Counts calls: gesture actions, button actions, body evaluations.
@MainActor
final class CallCounter {
    private(set) var count = 0

    func record() {
        count += 1
    }
}

/// A screen that is only a canvas of `width`×`height` points, with no safe area, at scale 2.
func canvas(_ width: CGFloat, _ height: CGFloat) -> Device {
    Device(name: "canvas", size: CGSize(width: width, height: height), safeAreaInsets: EdgeInsets(), scale: 2)
}

/// One drawing item of a display list with the effects of the groups around it, outermost first (offsets
/// apart: they add up to `origin`).
struct DrawnItem {
    var effects: [DisplayEffect]
    var item: DisplayItem
    /// Where the item's coordinates start in the root's: the sum of the offset groups around it.
    var origin = CGPoint.zero

    /// The filled path's bounds in root coordinates, when the item is a fill.
    var fillBounds: CGRect? {
        if case .fill(let path, _, _) = item { return path.boundingRect.offsetBy(dx: origin.x, dy: origin.y) }
        return nil
    }

    /// The value of the innermost opacity group around the item, if any.
    var opacity: Double? {
        for effect in effects.reversed() {
            if case .opacity(let value) = effect { return value }
        }
        return nil
    }

    /// The innermost transform group around the item, if any.
    var transform: Transform? {
        for effect in effects.reversed() {
            if case .transform(let transform) = effect { return transform }
        }
        return nil
    }
}

/// The texts `list` draws at an opacity above zero: a label a control keeps only for accessibility is not among them.
func visibleTexts(in list: DisplayList) -> [String] {
    list.items.flatMap { item -> [String] in
        switch item {
        case .text(let run, _, _): [run.string]
        case .group(.opacity(0), _): []
        case .group(_, let inner): visibleTexts(in: inner)
        default: []
        }
    }
}

/// Every non-group item of `list`, depth first, with the groups it is drawn through.
func drawnItems(_ list: DisplayList, inside effects: [DisplayEffect] = [], at origin: CGPoint = .zero) -> [DrawnItem] {
    list.items.flatMap { item -> [DrawnItem] in
        switch item {
        case .group(.offset(let offset), let inner):
            return drawnItems(inner, inside: effects, at: CGPoint(x: origin.x + offset.width, y: origin.y + offset.height))
        case .group(let effect, let inner):
            return drawnItems(inner, inside: effects + [effect], at: origin)
        default:
            return [DrawnItem(effects: effects, item: item, origin: origin)]
        }
    }
}

/// The fills of `list` whose path bounds are `size` (within float error), wherever they are.
func fills(of size: CGSize, in list: DisplayList) -> [DrawnItem] {
    drawnItems(list).filter { drawn in
        guard let bounds = drawn.fillBounds else { return false }
        return abs(bounds.width - size.width) < 1e-9 && abs(bounds.height - size.height) < 1e-9
    }
}
