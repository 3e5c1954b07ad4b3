import CSDL2
import MeadowCore

/// The desktop's clipboard through SDL (`SDL_GetClipboardText`/`SDL_SetClipboardText`), which the window host
/// gives its graph so Copy, Cut and Paste in a text field reach other programs.
final class SDLClipboard: Clipboard {
    var string: String? {
        get {
            guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(text) }
            return String(cString: text)
        }
        set {
            _ = SDL_SetClipboardText(newValue ?? "")
        }
    }
}
