import Foundation
import MeadowCore

/// `org.a11y.atspi.Component`: where an element is, in pixels of the screen, of the window or of its parent (the
/// coordinate type 0, 1 or 2), and which element is at a point; `GrabFocus` moves keyboard focus to it, as Tab
/// would.
extension AccessibilityBridge {
    func componentReply(to method: String, of entry: AtspiTree.Entry, _ arguments: DBusArguments) -> [DBusValue]? {
        let node = entry.node
        switch method {
        case "GetExtents":
            let box = extents(of: entry, in: arguments.uint32(0))
            return [.tuple(box.map(DBusValue.int32))]
        case "GetPosition":
            let box = extents(of: entry, in: arguments.uint32(0))
            return [.int32(box[0]), .int32(box[1])]
        case "GetSize":
            let box = extents(of: entry, in: 1)
            return [.int32(box[2]), .int32(box[3])]
        case "Contains":
            return [.bool(node.frame.contains(point(arguments, relativeTo: entry)))]
        case "GetAccessibleAtPoint":
            let point = point(arguments, relativeTo: entry)
            guard node.frame.contains(point), let found = tree?.element(at: point, in: node) else { return [.reference("", AtspiTree.null)] }
            return [reference(found)]
        case "GetLayer": return [.uint32(Self.widgetLayer)]
        case "GetMDIZOrder": return [.int16(0)]
        case "GrabFocus": return [.bool(graph.focusAccessibilityElement(node.id))]
        case "GetAlpha": return [.double(1)]
        default: return nil
        }
    }

    /// libatspi's `ATSPI_LAYER_WIDGET`.
    static let widgetLayer: UInt32 = 3

    /// The element's x, y, width and height in pixels, from the origin of `coordinateType`'s space.
    private func extents(of entry: AtspiTree.Entry, in coordinateType: UInt32) -> [Int32] {
        let (origin, scale) = placement()
        let frame = entry.node.frame
        var x = frame.minX * scale, y = frame.minY * scale
        switch coordinateType {
        case 0:
            x += origin.x
            y += origin.y
        case 2:
            if let parent = entry.parent.flatMap({ tree?[$0] }) {
                x -= parent.node.frame.minX * scale
                y -= parent.node.frame.minY * scale
            }
        default: break
        }
        return [x, y, frame.width * scale, frame.height * scale].map { Int32($0.rounded()) }
    }

    /// The point the first two arguments give, in `coordinateType`'s pixels (the third), as a point of the window.
    private func point(_ arguments: DBusArguments, relativeTo entry: AtspiTree.Entry) -> CGPoint {
        let (origin, scale) = placement()
        var x = CGFloat(arguments.int32(0)), y = CGFloat(arguments.int32(1))
        switch arguments.uint32(2) {
        case 0:
            x -= origin.x
            y -= origin.y
        case 2:
            if let parent = entry.parent.flatMap({ tree?[$0] }) {
                x += parent.node.frame.minX * scale
                y += parent.node.frame.minY * scale
            }
        default: break
        }
        return CGPoint(x: x / scale, y: y / scale)
    }
}
