import Foundation
import MeadowTestSupport
import Testing

@testable import MeadowCore

@MainActor
@Suite("HStack and VStack layout")
struct StackLayoutTests {
    @Test("HStack puts the default 8 points between adjacent children")
    func hstackDefaultSpacing() {
        // §1.6: the default distance between two plain views is 8 pt on both axes.
        let tree = layout(
            HStack {
                block("a", 50, 20)
                block("b", 30, 20)
                block("c", 40, 20)
            }, width: 300, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(82, 40, 136, 20))
        expectFrame(tree.node(identifier: "a"), rect(82, 40, 50, 20))
        expectFrame(tree.node(identifier: "b"), rect(140, 40, 30, 20))
        expectFrame(tree.node(identifier: "c"), rect(178, 40, 40, 20))
    }

    @Test("VStack puts the default 8 points between adjacent children and centres them")
    func vstackDefaultSpacing() {
        // §1.6: 8 pt between plain views; §1.1: VStack's alignment defaults to .center.
        let tree = layout(
            VStack {
                block("a", 50, 20)
                block("b", 30, 10)
            }, width: 200, height: 200)
        expectFrame(tree.node(kind: .vStack), rect(75, 81, 50, 38))
        expectFrame(tree.node(identifier: "a"), rect(75, 81, 50, 20))
        expectFrame(tree.node(identifier: "b"), rect(85, 109, 30, 10))
    }

    @Test("An explicit spacing replaces the default between every pair", arguments: [CGFloat(0), 4, 20])
    func explicitSpacing(spacing: CGFloat) {
        // §1.2 setup: distanceToPrevious is the stack's spacing when it is non-nil.
        let tree = layout(
            HStack(spacing: spacing) {
                block("a", 50, 20)
                block("b", 30, 20)
                block("c", 10, 20)
            }, width: 300, height: 100)
        let width = 90 + 2 * spacing
        let x = (300 - width) / 2
        expectFrame(tree.node(identifier: "a"), rect(x, 40, 50, 20))
        expectFrame(tree.node(identifier: "b"), rect(x + 50 + spacing, 40, 30, 20))
        expectFrame(tree.node(identifier: "c"), rect(x + 80 + 2 * spacing, 40, 10, 20))
    }

    @Test(
        "VStack aligns narrower children to its leading edge, centre or trailing edge",
        arguments: [
            (HorizontalAlignment.leading, CGFloat(50)), (HorizontalAlignment.center, CGFloat(80)),
            (HorizontalAlignment.trailing, CGFloat(110)),
        ])
    func vstackAlignment(alignment: HorizontalAlignment, narrowX: CGFloat) {
        // §1.2 minor-axis alignment with §1.5 guides: leading 0, centre width/2, trailing width.
        let tree = layout(
            VStack(alignment: alignment, spacing: 0) {
                block("wide", 100, 20)
                block("narrow", 40, 20)
            },
            width: 200, height: 100)
        expectFrame(tree.node(kind: .vStack), rect(50, 30, 100, 40))
        expectFrame(tree.node(identifier: "wide"), rect(50, 30, 100, 20))
        expectFrame(tree.node(identifier: "narrow"), rect(narrowX, 50, 40, 20))
    }

    @Test(
        "HStack aligns shorter children to its top, centre or bottom",
        arguments: [
            (VerticalAlignment.top, CGFloat(20)), (VerticalAlignment.center, CGFloat(40)),
            (VerticalAlignment.bottom, CGFloat(60)),
        ])
    func hstackAlignment(alignment: VerticalAlignment, shortY: CGFloat) {
        // §1.2 minor-axis alignment with §1.5 guides: top 0, centre height/2, bottom height.
        let tree = layout(
            HStack(alignment: alignment, spacing: 0) {
                block("tall", 20, 60)
                block("short", 20, 20)
            },
            width: 100, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(30, 20, 40, 60))
        expectFrame(tree.node(identifier: "tall"), rect(30, 20, 20, 60))
        expectFrame(tree.node(identifier: "short"), rect(50, shortY, 20, 20))
    }

    @Test("HStack sizes the less flexible child first, whatever the declaration order")
    func lessFlexibleFirst() {
        // §1.2 prioritize: ascending flexibility (max − min). The capped colour (flexibility 50) is offered 200/2
        // and takes 50; the plain colour (flexibility ∞) then gets the 150 left. Declaration order would give it
        // 100.
        let tree = layout(
            HStack(spacing: 0) {
                fill("flexible")
                Color.red.frame(maxWidth: 50).accessibilityIdentifier("capped")
            },
            width: 200, height: 40)
        expectFrame(tree.node(identifier: "flexible"), rect(0, 0, 150, 40))
        expectFrame(tree.node(identifier: "capped"), rect(150, 0, 50, 40))
    }

    @Test("Equally flexible children get equal shares of the space left after spacing")
    func equalShares() {
        // §1.2: each child is offered available / remaining; 316 − 2·8 = 300 → 100 each.
        let tree = layout(
            HStack {
                fill("a")
                fill("b")
                fill("c")
            }, width: 316, height: 50)
        expectFrame(tree.node(identifier: "a"), rect(0, 0, 100, 50))
        expectFrame(tree.node(identifier: "b"), rect(108, 0, 100, 50))
        expectFrame(tree.node(identifier: "c"), rect(216, 0, 100, 50))
    }

    @Test("A child that takes less than its share leaves the rest to the ones after it")
    func leftoverShare() {
        // §1.2: available −= child.size after each child; the fixed 40 leaves 260 for the two colours.
        let tree = layout(
            HStack(spacing: 0) {
                fill("a")
                block("fixed", 40, 20)
                fill("b")
            }, width: 300, height: 50)
        expectFrame(tree.node(identifier: "a"), rect(0, 0, 130, 50))
        expectFrame(tree.node(identifier: "fixed"), rect(130, 15, 40, 20))
        expectFrame(tree.node(identifier: "b"), rect(170, 0, 130, 50))
    }

    @Test("In a 150-wide HStack a maxWidth 100 and a minWidth 100 frame come out 75 and 100 and overflow")
    func objcOverflowExample() {
        // §1.2 [OBJC-HSTACK]: red (flexibility 100) is offered 150/2 = 75; green is then offered 75 and takes its
        // minimum 100, so the stack is 175 wide and, centred in 150, starts at −12.5.
        let tree = layout(
            HStack(spacing: 0) {
                Color.red.frame(maxWidth: 100).accessibilityIdentifier("red")
                Color.green.frame(minWidth: 100).accessibilityIdentifier("green")
            }, width: 150, height: 50)
        expectFrame(tree.node(kind: .hStack), rect(-12.5, 0, 175, 50))
        expectFrame(tree.node(identifier: "red"), rect(-12.5, 0, 75, 50))
        expectFrame(tree.node(identifier: "green"), rect(62.5, 0, 100, 50))
    }

    @Test("A higher layoutPriority child gets all the space minus the others' minimums")
    func layoutPriorityTakesAllButMinimums() {
        // §1.3: the high-priority group is offered 300 − (40 + 20); the lower group then shares what is left.
        let tree = layout(
            HStack(spacing: 0) {
                fill("high").layoutPriority(1)
                Color.green.frame(minWidth: 40).accessibilityIdentifier("min40")
                Color.blue.frame(minWidth: 20).accessibilityIdentifier("min20")
            }, width: 300, height: 50)
        expectFrame(tree.node(identifier: "high"), rect(0, 0, 240, 50))
        expectFrame(tree.node(identifier: "min40"), rect(240, 0, 40, 50))
        expectFrame(tree.node(identifier: "min20"), rect(280, 0, 20, 50))
    }

    @Test("A layoutPriority stays with its view through the modifiers applied after it")
    func layoutPriorityPassesThroughModifiers() {
        // §1.3: the priority is a trait, and unary modifiers such as frame, padding and opacity pass it through;
        // the framed colour is still in the high-priority group and gets 300 − (40 + 20).
        let tree = layout(
            HStack(spacing: 0) {
                Color.red.layoutPriority(1).frame(minWidth: 10).padding(0).opacity(0.5)
                    .accessibilityIdentifier("high")
                Color.green.frame(minWidth: 40).accessibilityIdentifier("min40")
                Color.blue.frame(minWidth: 20).accessibilityIdentifier("min20")
            }, width: 300, height: 50)
        expectFrame(tree.node(identifier: "high"), rect(0, 0, 240, 50))
        expectFrame(tree.node(identifier: "min40"), rect(240, 0, 40, 50))
        expectFrame(tree.node(identifier: "min20"), rect(280, 0, 20, 50))
    }

    @Test("A layoutPriority written after another replaces it")
    func outerLayoutPriorityWins() {
        // §1.3: the trait's last write is the one the stack sees; the lowered colour gets only its minimum (0) left
        // after the two 0-priority colours take their equal shares.
        let tree = layout(
            HStack(spacing: 0) {
                fill("lowered").layoutPriority(1).padding(0).layoutPriority(-1)
                fill("a")
                fill("b")
            }, width: 300, height: 50)
        expectFrame(tree.node(identifier: "lowered"), rect(0, 0, 0, 50))
        expectFrame(tree.node(identifier: "a"), rect(0, 0, 150, 50))
        expectFrame(tree.node(identifier: "b"), rect(150, 0, 150, 50))
    }

    @Test("Without priorities, infinitely flexible children with larger minimums are sized first")
    func infiniteFlexibilityTieBreak() {
        // §1.2: equal infinite flexibility puts the larger min first, so the plain colour declared first is sized
        // last.
        let tree = layout(
            HStack(spacing: 0) {
                fill("plain")
                Color.green.frame(minWidth: 40).accessibilityIdentifier("min40")
                Color.blue.frame(minWidth: 120).accessibilityIdentifier("min120")
            }, width: 300, height: 50)
        // min120 first: offered 100, takes 120; min40: offered 90, takes 90; plain: offered 90.
        expectFrame(tree.node(identifier: "plain"), rect(0, 0, 90, 50))
        expectFrame(tree.node(identifier: "min40"), rect(90, 0, 90, 50))
        expectFrame(tree.node(identifier: "min120"), rect(180, 0, 120, 50))
    }

    @Test("A Spacer between two fixed views in an HStack takes all the width left")
    func hstackSpacerTakesRest() {
        // §1.7: the spacer is in the last priority group and receives what is left, 300 − 100 = 200: it asks for 0
        // towards its neighbours, which wins over their plain-view preferences (§1.6 rule b).
        let tree = layout(
            HStack {
                block("a", 50, 20)
                Spacer()
                block("b", 50, 20)
            }, width: 300, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(0, 40, 300, 20))
        expectFrame(tree.node(identifier: "a"), rect(0, 40, 50, 20))
        expectFrame(tree.node(kind: .spacer), rect(50, 50, 200, 0))
        expectFrame(tree.node(identifier: "b"), rect(250, 40, 50, 20))
    }

    @Test("A Spacer in a VStack pushes the views after it to the bottom")
    func vstackSpacerTakesRest() {
        // §1.7: in a VStack a spacer is (0, remaining height).
        let tree = layout(
            VStack(spacing: 0) {
                block("top", 50, 20)
                Spacer()
                block("bottom", 50, 30)
            }, width: 200, height: 300)
        expectFrame(tree.node(kind: .vStack), rect(75, 0, 50, 300))
        expectFrame(tree.node(identifier: "top"), rect(75, 0, 50, 20))
        expectFrame(tree.node(kind: .spacer), rect(100, 20, 0, 250))
        expectFrame(tree.node(identifier: "bottom"), rect(75, 270, 50, 30))
    }

    @Test("A Spacer's minLength is reserved before flexible siblings are sized")
    func spacerMinLengthReserved() {
        // §1.7: Spacer priority is −∞, so its minLength (50) is reserved from the first group; the colour takes
        // 150.
        let tree = layout(
            HStack(spacing: 0) {
                fill("color")
                Spacer(minLength: 50)
            }, width: 200, height: 40)
        expectFrame(tree.node(identifier: "color"), rect(0, 0, 150, 40))
        expectFrame(tree.node(kind: .spacer), rect(150, 20, 50, 0))
    }

    @Test("A Spacer never shrinks below its minLength, even when the stack overflows")
    func spacerMinLengthOverflows() {
        // §1.7: size is max(proposal, minLength); 280 + 30 = 310 in 300, centred from −5.
        let tree = layout(
            HStack(spacing: 0) {
                block("wide", 280, 20)
                Spacer(minLength: 30)
            }, width: 300, height: 20)
        expectFrame(tree.node(kind: .hStack), rect(-5, 0, 310, 20))
        expectFrame(tree.node(identifier: "wide"), rect(-5, 0, 280, 20))
        expectFrame(tree.node(kind: .spacer), rect(275, 10, 30, 0))
    }

    @Test("A fixed-size HStack is the sum of its children's ideal widths, a default Spacer counting 8")
    func idealSizeWithSpacer() {
        // §1.2 case B: a nil major proposal asks each child for its ideal length; §1.7: a Spacer's ideal length is
        // minLength, 8 by default, it is 0 across the axis, and no spacing separates it from its neighbour.
        let tree = layout(
            HStack {
                block("a", 50, 20)
                Spacer()
            }.fixedSize(), width: 300, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(121, 40, 58, 20))
        expectFrame(tree.node(identifier: "a"), rect(121, 40, 50, 20))
        expectFrame(tree.node(kind: .spacer), rect(171, 50, 8, 0))
    }

    @Test("An HStack with a nil proposal gives colours their 10-point ideal width and its own height")
    func idealSizeOfColours() {
        // §1.2 case B and §0: colours are 10 where unspecified; placement replaces the nil minor proposal by the
        // stack's height (20), so the colours fill it.
        let tree = layout(
            HStack(spacing: 4) {
                fill("a")
                block("b", 30, 20)
                fill("c")
            }.fixedSize(), width: 200, height: 100)
        expectFrame(tree.node(kind: .hStack), rect(71, 40, 58, 20))
        expectFrame(tree.node(identifier: "a"), rect(71, 40, 10, 20))
        expectFrame(tree.node(identifier: "b"), rect(85, 40, 30, 20))
        expectFrame(tree.node(identifier: "c"), rect(119, 40, 10, 20))
    }

    @Test("A Text between two colours is offered a third of the width and wraps")
    func textOfferedAThird() throws {
        // §1.2 worked example [FG:hstack]: Text is the least flexible (its flexibility is its ideal width, §1.4),
        // so it is offered (W − 16)/3 and wraps although the whole line would fit in W − 16. With the fixed test
        // metrics "Hello, world" is 102 wide; offered 60 it wraps to "Hello, " (51) and "world", and each colour
        // takes half of what is left: (196 − 16 − 51) / 2.
        let string = "Hello, world"
        let tree = layout(
            HStack {
                Color.purple.accessibilityIdentifier("purple")
                Text(string)
                Color.pink.accessibilityIdentifier("pink")
            },
            width: 196, height: 200)
        expectFrame(tree.node(identifier: "purple"), rect(0, 0, 64.5, 200))
        expectFrame(tree.node(text: string), rect(72.5, 83, 51, 34))
        expectFrame(tree.node(identifier: "pink"), rect(131.5, 0, 64.5, 200))
    }

    @Test("Nested stacks: an inner VStack is one child of the outer HStack")
    func nestedStacks() {
        // §1.2: the inner stack is sized as one child (flexibility 0 here) and the colour takes the rest.
        let tree = layout(
            HStack(spacing: 0) {
                VStack(spacing: 0) {
                    block("a", 40, 20)
                    block("b", 60, 20)
                }
                fill("rest")
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .vStack), rect(0, 30, 60, 40))
        expectFrame(tree.node(identifier: "a"), rect(10, 30, 40, 20))
        expectFrame(tree.node(identifier: "b"), rect(0, 50, 60, 20))
        expectFrame(tree.node(identifier: "rest"), rect(60, 0, 140, 100))
    }

    @Test("A Circle in an HStack is sized before a colour, since the height caps its width")
    func circleIsLessFlexible() {
        // §1.2 fitting order with §0: the circle's width ranges over 0…height (flexibility 100), the colour's over
        // 0…∞; the circle is offered 150 and takes 100.
        let tree = layout(
            HStack(spacing: 0) {
                Circle().accessibilityIdentifier("circle")
                fill("colour")
            }, width: 300, height: 100)
        expectFrame(tree.node(identifier: "circle"), rect(0, 0, 100, 100))
        expectFrame(tree.node(identifier: "colour"), rect(100, 0, 200, 100))
    }

    @Test("A Spacer outside any stack expands in both axes")
    func spacerOutsideStack() {
        // §1.7: with no orientation the spacer takes the proposal on both axes.
        let tree = layout(
            ZStack {
                Spacer()
                block("content", 20, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .spacer), rect(0, 0, 200, 100))
        expectFrame(tree.node(kind: .zStack), rect(0, 0, 200, 100))
    }

    @Test("A Divider in a VStack spans the stack's width and is one pixel thick")
    func dividerInVStack() {
        // §2.12: thickness = pixelLength (0.5 pt at @2x); a colour in a frame of that thickness across the stack.
        let tree = layout(
            VStack(spacing: 0) {
                block("a", 100, 20)
                Divider()
                block("b", 100, 20)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .vStack), rect(0, 29.75, 200, 40.5))
        expectFrame(tree.node(kind: .divider), rect(0, 49.75, 200, 0.5))
        expectFrame(tree.node(identifier: "b"), rect(50, 50.25, 100, 20))
    }

    @Test("A Divider in an HStack is a vertical line as tall as the stack is offered")
    func dividerInHStack() {
        // §2.12: in an HStack the line runs vertically; the stack proposes its height to it.
        let tree = layout(
            HStack(spacing: 0) {
                block("a", 20, 30)
                Divider()
                block("b", 20, 30)
            }, width: 200, height: 100)
        expectFrame(tree.node(kind: .divider), rect(100 - 0.25, 0, 0.5, 100))
    }
}
