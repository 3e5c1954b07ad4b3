/// A property of a class that publishes its changes, as Combine's `@Published`.
///
/// Setting it first sends the enclosing `ObservableObject`'s `objectWillChange`, then publishes the new value on
/// `$property`, then stores it: a subscriber still reads the old value from the property, as in Combine.
/// `@Published` works only on properties of classes.
@propertyWrapper
public struct Published<Value> {
    var storage: PublishedStorage<Value>

    public init(wrappedValue: Value) {
        storage = PublishedStorage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values, as `$property`: the current value, then each new one.
    ///
    /// It is settable so that `assign(to: &$property)` can take it `inout`; setting it stores back the
    /// publisher read from the same property.
    public var projectedValue: Publisher {
        mutating get { Publisher(storage) }
        set { storage = newValue.storage }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set { object[keyPath: storageKeyPath].storage.set(newValue) }
    }
}

extension Published: PublishedField {
    var objectWillChange: ObservableObjectPublisher? {
        get { storage.objectWillChange }
        nonmutating set { storage.objectWillChange = newValue }
    }
}
