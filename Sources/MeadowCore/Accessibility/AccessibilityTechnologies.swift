/// The assistive technologies an `AccessibilityFocusState` follows, as SwiftUI's `AccessibilityTechnologies`
/// (iOS 15).
///
/// On Linux every screen reader (Orca, or any AT-SPI client) follows the one focus AT-SPI has, and there is no
/// Switch Control apart from it, so a state follows that focus whatever set it names.
public struct AccessibilityTechnologies: SetAlgebra, Sendable {
    private enum Technology: Hashable, Sendable {
        case voiceOver, switchControl
    }

    private var technologies: Set<Technology>

    private init(_ technologies: Set<Technology>) {
        self.technologies = technologies
    }

    /// The screen reader: VoiceOver on iOS, Orca here.
    public static var voiceOver: Self { Self(Set([Technology.voiceOver])) }

    /// Switch Control.
    public static var switchControl: Self { Self(Set([Technology.switchControl])) }

    /// No technology.
    public init() {
        technologies = []
    }

    public func contains(_ member: Self) -> Bool { member.technologies.isSubset(of: technologies) }

    public func union(_ other: Self) -> Self { Self(technologies.union(other.technologies)) }

    public func intersection(_ other: Self) -> Self { Self(technologies.intersection(other.technologies)) }

    public func symmetricDifference(_ other: Self) -> Self { Self(technologies.symmetricDifference(other.technologies)) }

    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        guard !contains(newMember) else { return (false, newMember) }
        formUnion(newMember)
        return (true, newMember)
    }

    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        technologies.subtract(member.technologies)
        return removed.isEmpty ? nil : removed
    }

    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let present = intersection(newMember)
        formUnion(newMember)
        return present.isEmpty ? nil : present
    }

    public mutating func formUnion(_ other: Self) { technologies.formUnion(other.technologies) }

    public mutating func formIntersection(_ other: Self) { technologies.formIntersection(other.technologies) }

    public mutating func formSymmetricDifference(_ other: Self) { technologies.formSymmetricDifference(other.technologies) }
}
