/// A failure the user can act on, said in one line (the tool prefixes "meadow: "), with the exit status it ends in:
/// 2 for a project that cannot be opened as it is, 1 for a build that failed.
struct ToolError: Error, Equatable, CustomStringConvertible {
    let description: String
    var status: Int32 = 2
    /// More lines after the first (the projects to choose from, the compiler's messages), printed as they are.
    var details: [String] = []
}
