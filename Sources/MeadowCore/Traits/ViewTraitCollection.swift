/// The traits of one view, keyed by type, as SwiftUI's `ViewTraitCollection`.
///
/// The node a modifier makes starts with the traits of the view it modifies; a trait modifier writes on top.
struct ViewTraitCollection {
    private var values: [ObjectIdentifier: Any] = [:]
    /// The keys written since the traits were taken from a view's body (`takenFromBody()`): on a view with a
    /// body, what the modifiers around it wrote over its body's traits.
    private var written: Set<ObjectIdentifier> = []

    subscript<Key: ViewTraitKey>(key: Key.Type) -> Key.Value {
        get {
            // A trait never set (most views have none) costs a lookup, not a cast.
            guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            return value as? Key.Value ?? Key.defaultValue
        }
        set {
            values[ObjectIdentifier(key)] = newValue
            written.insert(ObjectIdentifier(key))
        }
    }

    /// These traits as a view with a body takes them from its body's root: nothing written over them yet.
    func takenFromBody() -> ViewTraitCollection {
        var taken = self
        taken.written = []
        return taken
    }

    /// `body`'s traits with what was written over these since they were taken from a body: a view's traits when
    /// a change of its own evaluates its body again, and the modifiers around it (a `transition`, a `tag`) are
    /// not applied again, so what they set stays, as SwiftUI keeps a view's traits from outside across its
    /// body's updates.
    func rebased(on body: ViewTraitCollection) -> ViewTraitCollection {
        var rebased = body.takenFromBody()
        for key in written {
            rebased.values[key] = values[key]
            rebased.written.insert(key)
        }
        return rebased
    }
}
