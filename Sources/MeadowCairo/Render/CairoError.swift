import CCairo

/// A Cairo call that failed.
public struct CairoError: Error, CustomStringConvertible {
    let operation: String
    let status: cairo_status_t

    public var description: String {
        "cannot \(operation): \(reason)"
    }

    /// What went wrong, in Cairo's words, without the operation.
    public var reason: String { String(cString: cairo_status_to_string(status)) }
}
