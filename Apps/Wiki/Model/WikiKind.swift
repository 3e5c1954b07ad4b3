/// What the form's two buttons create: a wiki page or a folder to keep wikis in.
public enum WikiKind: Sendable, Hashable {
    case wiki
    case folder
}
