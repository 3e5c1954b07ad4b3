import Foundation

/// An arithmetic expression parsed from a format string and evaluated, as Foundation's `NSExpression`, which
/// swift-corelibs-foundation declares unavailable: `NSExpression(format: "(1 + 2) * 3").expressionValue(with: nil,
/// context: nil)` is 9, an `NSNumber`.
///
/// It knows the arithmetic of predicate format strings: numbers, `+ - * /`, `**` (power), unary minus, parentheses,
/// `%@`, `%d` and `%f` arguments, and the functions `sqrt`, `abs`, `floor`, `ceiling`, `trunc`, `exp`, `ln` and
/// `log` (base 10) written as calls (`sqrt(16)`). As on iOS, integers stay integers: `1/2` is 0 and `1.0/2` is 0.5.
/// Key paths, aggregates and the other predicate functions are not known; a format it cannot parse stops the app,
/// as the exception Foundation raises for it does on iOS.
open class NSExpression: NSObject {
    private indirect enum Node {
        case number(NSNumber)
        case unary(Character, Node)
        case binary(String, Node, Node)
        case function(String, Node)
    }

    private let node: Node

    public convenience init(format expressionFormat: String, _ args: CVarArg...) {
        self.init(format: expressionFormat, argumentArray: args)
    }

    public init(format expressionFormat: String, argumentArray arguments: [Any]) {
        var parser = Parser(text: Array(expressionFormat), arguments: arguments)
        guard let node = parser.parseExpression(), parser.atEnd else {
            fatalError("NSExpression: Unable to parse the format string \"\(expressionFormat)\"")
        }
        self.node = node
    }

    /// An expression that is `value` (a number).
    public init(forConstantValue value: Any?) {
        node = .number(Self.number(value) ?? 0)
    }

    /// The expression's value: an `NSNumber`, an integer when every number in it is one and no division is inexact.
    open func expressionValue(with object: Any?, context: NSMutableDictionary?) -> Any? {
        Self.evaluate(node)
    }

    private static func number(_ value: Any?) -> NSNumber? {
        switch value {
        case let number as NSNumber: return number
        case let integer as Int: return NSNumber(value: integer)
        case let integer as Int32: return NSNumber(value: integer)
        case let double as Double: return NSNumber(value: double)
        case let float as Float: return NSNumber(value: float)
        case let text as String: return Double(text).map { NSNumber(value: $0) }
        default: return nil
        }
    }

    private static func isInteger(_ number: NSNumber) -> Bool {
        !["d", "f"].contains(String(cString: number.objCType))
    }

    private static func evaluate(_ node: Node) -> NSNumber {
        switch node {
        case .number(let number):
            return number
        case .unary(let sign, let operand):
            let value = evaluate(operand)
            guard sign == "-" else { return value }
            return isInteger(value) ? NSNumber(value: -value.intValue) : NSNumber(value: -value.doubleValue)
        case .binary(let operation, let left, let right):
            let a = evaluate(left)
            let b = evaluate(right)
            if isInteger(a), isInteger(b), operation != "**" {
                let x = a.intValue
                let y = b.intValue
                switch operation {
                case "+": return NSNumber(value: x &+ y)
                case "-": return NSNumber(value: x &- y)
                case "*": return NSNumber(value: x &* y)
                default: return y == 0 ? NSNumber(value: Double(x) / 0) : NSNumber(value: x / y)
                }
            }
            let x = a.doubleValue
            let y = b.doubleValue
            switch operation {
            case "+": return NSNumber(value: x + y)
            case "-": return NSNumber(value: x - y)
            case "*": return NSNumber(value: x * y)
            case "/": return NSNumber(value: x / y)
            default: return NSNumber(value: pow(x, y))
            }
        case .function(let name, let argument):
            let value = evaluate(argument)
            let x = value.doubleValue
            switch name {
            case "abs": return isInteger(value) ? NSNumber(value: abs(value.intValue)) : NSNumber(value: abs(x))
            case "sqrt": return NSNumber(value: x.squareRoot())
            case "floor": return NSNumber(value: x.rounded(.down))
            case "ceiling": return NSNumber(value: x.rounded(.up))
            case "trunc": return NSNumber(value: x.rounded(.towardZero))
            case "exp": return NSNumber(value: exp(x))
            case "ln": return NSNumber(value: log(x))
            default: return NSNumber(value: log10(x))
            }
        }
    }

    /// A recursive-descent parser: sums of products of powers of signed factors.
    private struct Parser {
        static let functions: Set<String> = ["sqrt", "abs", "floor", "ceiling", "trunc", "exp", "ln", "log"]

        let text: [Character]
        var arguments: [Any]
        var index = 0

        init(text: [Character], arguments: [Any]) {
            self.text = text
            self.arguments = arguments
        }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return index == text.count
            }
        }

        mutating func parseExpression() -> Node? {
            guard var left = parseTerm() else { return nil }
            while let operation = take(["+", "-"]) {
                guard let right = parseTerm() else { return nil }
                left = .binary(operation, left, right)
            }
            return left
        }

        private mutating func parseTerm() -> Node? {
            guard var left = parsePower() else { return nil }
            while let operation = take(["*", "/"]) {
                guard let right = parsePower() else { return nil }
                left = .binary(operation, left, right)
            }
            return left
        }

        /// `**` binds tighter than `*` and groups to the left, as NSExpression's does.
        private mutating func parsePower() -> Node? {
            guard var left = parseFactor() else { return nil }
            while take(["**"]) != nil {
                guard let right = parseFactor() else { return nil }
                left = .binary("**", left, right)
            }
            return left
        }

        private mutating func parseFactor() -> Node? {
            skipSpaces()
            guard index < text.count else { return nil }
            let character = text[index]
            if character == "-" || character == "+" {
                index += 1
                return parseFactor().map { .unary(character, $0) }
            }
            if character == "(" {
                index += 1
                guard let inner = parseExpression(), take([")"]) != nil else { return nil }
                return inner
            }
            if character == "%" {
                index += 1
                while index < text.count, text[index] == "l" { index += 1 }
                guard index < text.count, "@dfi".contains(text[index]), !arguments.isEmpty else { return nil }
                index += 1
                return NSExpression.number(arguments.removeFirst()).map { .number($0) }
            }
            if character.isLetter {
                let start = index
                while index < text.count, text[index].isLetter { index += 1 }
                let name = String(text[start..<index])
                guard Self.functions.contains(name), take(["("]) != nil, let argument = parseExpression(), take([")"]) != nil
                else { return nil }
                return .function(name, argument)
            }
            return parseNumber()
        }

        private mutating func parseNumber() -> Node? {
            let start = index
            while index < text.count, text[index].isASCII, text[index].isNumber || text[index] == "." { index += 1 }
            if index < text.count, text[index] == "e" || text[index] == "E" {
                let mark = index
                index += 1
                if index < text.count, text[index] == "-" || text[index] == "+" { index += 1 }
                let digits = index
                while index < text.count, text[index].isASCII, text[index].isNumber { index += 1 }
                if index == digits { index = mark }
            }
            let literal = String(text[start..<index])
            if !literal.contains("."), !literal.lowercased().contains("e"), let integer = Int(literal) {
                return .number(NSNumber(value: integer))
            }
            return Double(literal).map { .number(NSNumber(value: $0)) }
        }

        /// The first of `tokens` that comes next, consumed.
        private mutating func take(_ tokens: [String]) -> String? {
            skipSpaces()
            for token in tokens {
                let characters = Array(token)
                guard index + characters.count <= text.count, Array(text[index..<index + characters.count]) == characters else { continue }
                // `*` is not the start of `**`.
                if token == "*", index + 1 < text.count, text[index + 1] == "*" { continue }
                index += characters.count
                return token
            }
            return nil
        }

        private mutating func skipSpaces() {
            while index < text.count, text[index].isWhitespace { index += 1 }
        }
    }
}
