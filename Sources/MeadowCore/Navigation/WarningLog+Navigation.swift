extension WarningLog {
    /// Warnings about navigation: a value pushed with no destination for its type.
    static let navigation = WarningLog()
}
