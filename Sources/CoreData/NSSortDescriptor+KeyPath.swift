import Foundation

extension NSSortDescriptor {
    /// A sort by the value at `keyPath`, as Foundation's `init(keyPath:ascending:)` on Apple's systems, which takes
    /// a key path to any value: Core Data apps sort by optional attributes (`\Item.timestamp`, a `Date?`).
    /// swift-corelibs-foundation's initialiser takes only `Comparable` values; this one orders the values as Core
    /// Data does (nil first, then by the value's own order).
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: keyPath, ascending: ascending) { first, second in
            ManagedValue.order(ManagedValue.unwrapped(first), ManagedValue.unwrapped(second))
        }
    }

    /// A sort of managed objects by their attribute `key`, as Foundation's `init(key:ascending:)`, which
    /// swift-corelibs-foundation leaves out for want of key-value coding: a managed object's attributes are read
    /// by name (`value(forKey:)`).
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSManagedObject.[sortKey: key ?? ""], ascending: ascending) { first, second in
            ManagedValue.order(ManagedValue.unwrapped(first), ManagedValue.unwrapped(second))
        }
    }
}

extension NSManagedObject {
    /// The attribute `key`, for sort descriptors made with a key: nil for a key the entity lacks.
    subscript(sortKey key: String) -> Any? {
        entity.propertiesByName[key] == nil ? nil : values[key]
    }
}
