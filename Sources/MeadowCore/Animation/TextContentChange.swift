import Foundation

/// A `Text`'s change of string running as its environment's `ContentTransition` asks: the string it showed, and
/// how far the transition has gone (0 the old string, 1 the new).
@MainActor
final class TextContentChange {
    let oldRun: TextStyleRun
    let oldSize: CGSize
    let kind: ContentTransition.Kind
    /// Whether changed characters roll down rather than up (`numericText(countsDown: true)`, or a lower value).
    let countsDown: Bool
    let progress = AnimatedProperty(0.0)

    /// How far, in line heights, a changing character of a numeric text travels: half a line up out of its
    /// place (or down), and in from as far the other side, as iOS 17's counters roll.
    static let rollDistance: CGFloat = 0.5

    /// How blurred, in line heights, a changing character of a numeric text is at the far end of its roll: iOS 17's
    /// counters blur a digit as it rolls away and sharpen the one rolling in as it lands, the blur growing with the
    /// distance from its place as the fade does (a twentieth of a line: 1 point on a 20-point line, slight beside the
    /// half line the digit travels).
    static let rollBlur: CGFloat = 0.05

    init(from oldRun: TextStyleRun, size: CGSize, kind: ContentTransition.Kind, countsDown: Bool) {
        self.oldRun = oldRun
        oldSize = size
        self.kind = kind
        self.countsDown = countsDown
    }

    /// Draws the transition at `fraction` (0 to 1): `run` is the new string laid out in `bounds`.
    func draw(
        _ run: TextStyleRun, in bounds: CGRect, color: RGBA, fraction: Double, textSystem: any TextSystem,
        into list: inout DisplayList
    ) {
        let oldBounds = CGRect(origin: bounds.origin, size: oldSize)
        guard case .numericText = kind, let roll = Roll(from: oldRun.string, to: run.string) else {
            list.group(.opacity(1 - fraction), isAnimating: true) { $0.append(.text(oldRun, oldBounds, color)) }
            list.group(.opacity(fraction), isAnimating: true) { $0.append(.text(run, bounds, color)) }
            return
        }
        let height = bounds.height
        let direction: CGFloat = countsDown ? -1 : 1
        func width(_ string: Substring, in run: TextStyleRun) -> CGFloat {
            guard !string.isEmpty else { return 0 }
            var part = run
            part.string = String(string)
            return textSystem.measure(part, width: nil, maxLines: 1).size.width
        }
        func piece(_ string: Substring, of run: TextStyleRun, x: CGFloat, y: CGFloat) -> DisplayItem {
            var part = run
            part.string = String(string)
            part.lineLimit = 1
            let size = textSystem.measure(part, width: nil, maxLines: 1).size
            return .text(part, CGRect(x: bounds.minX + x, y: bounds.minY + y, width: size.width + 1, height: size.height), color)
        }
        let old = oldRun.string
        let new = run.string
        // What stays: the prefix where it was, the suffix moving from its old place to its new one.
        if !roll.prefix.isEmpty { list.append(piece(new[roll.prefix], of: run, x: 0, y: 0)) }
        if !roll.newSuffix.isEmpty {
            let from = width(old[..<roll.oldSuffix.lowerBound], in: oldRun)
            let to = width(new[..<roll.newSuffix.lowerBound], in: run)
            list.append(piece(new[roll.newSuffix], of: run, x: from + (to - from) * fraction, y: 0))
        }
        let travel = height * Self.rollDistance * direction
        let blur = height * Self.rollBlur
        let leading = width(new[roll.prefix], in: run)
        if !roll.oldMiddle.isEmpty {
            let item = piece(old[roll.oldMiddle], of: oldRun, x: leading, y: -travel * fraction)
            list.group(.opacity(1 - fraction), isAnimating: true) {
                Self.append(item, blurredBy: blur * fraction, to: &$0)
            }
        }
        if !roll.newMiddle.isEmpty {
            let item = piece(new[roll.newMiddle], of: run, x: leading, y: travel * (1 - fraction))
            list.group(.opacity(fraction), isAnimating: true) {
                Self.append(item, blurredBy: blur * (1 - fraction), to: &$0)
            }
        }
    }

    /// Appends a rolling character's `item` to `list`, inside a blur of `radius` while it is away from its place.
    private static func append(_ item: DisplayItem, blurredBy radius: CGFloat, to list: inout DisplayList) {
        guard radius > 0 else { return list.append(item) }
        list.group(.blur(radius: radius), isAnimating: true) { $0.append(item) }
    }

    /// The characters two strings share at their start and at their end, and what changed between.
    private struct Roll {
        let prefix: Range<String.Index>
        let oldMiddle: Range<String.Index>
        let newMiddle: Range<String.Index>
        let oldSuffix: Range<String.Index>
        let newSuffix: Range<String.Index>

        /// Nil for text on several lines, which cross-fades.
        init?(from old: String, to new: String) {
            guard !old.contains(where: \.isNewline), !new.contains(where: \.isNewline) else { return nil }
            var oldStart = old.startIndex
            var newStart = new.startIndex
            while oldStart < old.endIndex, newStart < new.endIndex, old[oldStart] == new[newStart] {
                oldStart = old.index(after: oldStart)
                newStart = new.index(after: newStart)
            }
            var oldEnd = old.endIndex
            var newEnd = new.endIndex
            while oldEnd > oldStart, newEnd > newStart, old[old.index(before: oldEnd)] == new[new.index(before: newEnd)] {
                oldEnd = old.index(before: oldEnd)
                newEnd = new.index(before: newEnd)
            }
            prefix = new.startIndex..<newStart
            oldMiddle = oldStart..<oldEnd
            newMiddle = newStart..<newEnd
            oldSuffix = oldEnd..<old.endIndex
            newSuffix = newEnd..<new.endIndex
        }
    }
}
