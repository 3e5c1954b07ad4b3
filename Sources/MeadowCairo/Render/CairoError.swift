import CCairo

/// A Cairo call that failed.
public struct CairoError: Error, CustomStringConvertible {
    let operation: String
    let status: cairo_status_t

    public var description: String {
        "cannot \(operation): \(String(cString: cairo_status_to_string(status)))"
    }
}
