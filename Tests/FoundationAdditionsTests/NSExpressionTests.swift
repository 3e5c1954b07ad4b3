import Foundation
import FoundationAdditions
import Testing

/// Foundation's `NSExpression` for arithmetic, which swift-corelibs-foundation declares unavailable: calculator apps
/// evaluate the line typed on their keys with it.
@Suite("NSExpression")
struct NSExpressionTests {
    @Test(
        "Arithmetic follows precedence and parentheses; integers stay integers, a decimal makes the result a double",
        arguments: [
            ("1+2*3", 7.0, true), ("(1 + 2) * 3", 9, true), ("1/2", 0, true), ("1.0/2", 0.5, false), ("7/2.0", 3.5, false),
            ("-3.0+4.0*2.0", 5, false), ("3.0-(-2.0)", 5, false), ("2**3**2", 64, false), ("2*3**2", 18, false),
            ("sqrt(16)", 4, false), ("abs(-4)", 4, true), ("1e3/4", 250, false), ("10 - 4 - 3", 3, true),
        ])
    func arithmetic(format: String, value: Double, isInteger: Bool) throws {
        let result = try #require(NSExpression(format: format).expressionValue(with: nil, context: nil) as? NSNumber)
        #expect(result.doubleValue == value)
        #expect((result as? Int != nil && Double(result.intValue) == result.doubleValue && String(cString: result.objCType) != "d") == isInteger)
    }

    @Test("Arguments fill %@, %d and %f in order, and a result casts to Double as on iOS")
    func arguments() {
        let expression = NSExpression(format: "%@ * %d + %f", 2.5, 4, 0.5)
        #expect(expression.expressionValue(with: nil, context: nil) as? Double == 10.5)
        #expect(NSExpression(forConstantValue: 3).expressionValue(with: nil, context: nil) as? Int == 3)
    }
}
