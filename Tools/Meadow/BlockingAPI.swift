/// What stopped an app from building, read from the compiler's messages, for `meadow check`'s ranking:
/// a module Meadow lacks, a name it does not declare, or a member a type lacks.
enum BlockingAPI {
    /// The blockers one build output names, each once: `module UIKitX`, `NavigationSplitView`,
    /// `View.scrollDismissesKeyboard`.
    static func blockers(in output: String) -> [String] {
        var found: [String] = []
        func add(_ blocker: String) {
            if !found.contains(blocker) { found.append(blocker) }
        }
        let lines = output.split(separator: "\n").map(String.init)
        for (index, line) in lines.enumerated() where line.contains("error: ") {
            // `@Environment(\.dismiss)` with a key Meadow lacks says only that the key path's type is unknown; the
            // source line the compiler quotes below names the key.
            if line.contains("cannot infer key path type"),
                let key = lines[(index + 1)..<min(lines.count, index + 4)].lazy.compactMap(environmentKey).first
            {
                add("EnvironmentValues.\(key)")
                continue
            }
            if let macro = quoted(after: "no macro named '", in: line) {
                add("#\(macro)")
            } else if line.contains("conform to 'Observable'") {
                add("@Observable")
            } else if let module = quoted(after: "no such module '", in: line) {
                add("module \(module)")
            } else if let name = quoted(after: "cannot find type '", in: line) ?? quoted(after: "cannot find '", in: line) {
                add(name)
            } else if let type = quoted(after: "value of type '", in: line), let member = quoted(after: "has no member '", in: line) {
                add("\(simplified(type)).\(member)")
            } else if let type = quoted(after: "type '", in: line), let member = quoted(after: "has no member '", in: line) {
                add("\(simplified(type)).\(member)")
            } else if let module = quoted(after: "Meadow does not provide '", in: line) {
                add("module \(module)")
            }
        }
        return found
    }

    /// The blockers of many apps, most apps first: each blocker with the number of apps it stops.
    static func ranking(_ blockersPerApp: [[String]]) -> [(blocker: String, apps: Int)] {
        var counts: [String: Int] = [:]
        for blockers in blockersPerApp {
            for blocker in Set(blockers) { counts[blocker, default: 0] += 1 }
        }
        return counts.map { (blocker: $0.key, apps: $0.value) }.sorted { $0.apps != $1.apps ? $0.apps > $1.apps : $0.blocker < $1.blocker }
    }

    /// The key of an `@Environment(\.key)` on a quoted source line.
    private static func environmentKey(_ line: String) -> String? {
        guard let start = line.range(of: "@Environment(\\.") else { return nil }
        let key = line[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return key.isEmpty ? nil : String(key)
    }

    /// The text between `marker` and the next `'` in `line`.
    private static func quoted(after marker: String, in line: String) -> String? {
        guard let start = line.range(of: marker) else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// A type as the ranking shows it: `some View` and `ModifiedContent<...>` are views, generics lose their arguments.
    private static func simplified(_ type: String) -> String {
        if type.hasPrefix("some ") { return String(type.dropFirst(5)) }
        if type.hasPrefix("ModifiedContent<") || type.hasPrefix("_ConditionalContent<") { return "View" }
        if let angle = type.firstIndex(of: "<") { return String(type[..<angle]) }
        return type
    }
}
