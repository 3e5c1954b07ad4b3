import Foundation

/// An input a view recognises, as SwiftUI's `Gesture`: taps, drags, and the same with callbacks attached.
@MainActor
public protocol Gesture {
    associatedtype Value
    /// The recogniser this gesture describes.
    var recognizer: GestureRecognizerDescription { get }
}

extension Gesture {
    /// Calls `action` with the gesture's value each time it changes while recognised.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(base: self, action: action)
    }

    /// Calls `action` with the gesture's final value when it ends successfully.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(base: self, action: action)
    }
}

/// A gesture with an action for each change, as SwiftUI's `_ChangedGesture`.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    public var recognizer: GestureRecognizerDescription {
        var description = base.recognizer
        let action = action
        description.onChanged.append { value in if let value = value as? Value { action(value) } }
        return description
    }
}

/// A gesture with an action for its end, as SwiftUI's `_EndedGesture`.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Value) -> Void

    public var recognizer: GestureRecognizerDescription {
        var description = base.recognizer
        let action = action
        description.onEnded.append { value in if let value = value as? Value { action(value) } }
        return description
    }
}

/// What a gesture recognises and the callbacks it reports to: plain data the gesture engine runs.
public struct GestureRecognizerDescription {
    enum Kind {
        case tap(count: Int)
        case drag(minimumDistance: CGFloat, coordinateSpace: CoordinateSpace)
    }

    let kind: Kind
    var onChanged: [(Any) -> Void] = []
    var onEnded: [(Any) -> Void] = []

    init(kind: Kind) {
        self.kind = kind
    }
}
