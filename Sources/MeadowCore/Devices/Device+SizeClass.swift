import Foundation

extension Device {
    /// The shortest side, in points, of a screen the size of an iPad: at least this is regular both ways.
    static let tabletSide: CGFloat = 600
    /// The shortest side, in points, of the widest iPhones (Plus and Max), which are regular wide in landscape.
    static let widePhoneSide: CGFloat = 414

    /// The horizontal size class iOS gives an app full screen on this device: compact on an iPhone, except a Plus
    /// or Max in landscape; regular on an iPad.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        let shortest = min(size.width, size.height)
        if shortest >= Self.tabletSide { return .regular }
        return size.width > size.height && shortest >= Self.widePhoneSide ? .regular : .compact
    }

    /// The vertical size class iOS gives an app full screen on this device: regular on an iPhone in portrait and
    /// on an iPad, compact on an iPhone in landscape.
    public var verticalSizeClass: UserInterfaceSizeClass {
        min(size.width, size.height) >= Self.tabletSide || size.height >= size.width ? .regular : .compact
    }
}
