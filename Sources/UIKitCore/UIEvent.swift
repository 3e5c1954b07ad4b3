/// An input event, as UIKit's `UIEvent`. Meadow hands views no UIKit events; the type is here for the
/// signatures that take one, such as `UIApplication.sendAction(_:to:from:for:)`, where apps pass nil.
public final class UIEvent {}
