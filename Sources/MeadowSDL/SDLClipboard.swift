import CSDL2
import MeadowCore

/// The desktop's clipboard through SDL (`SDL_GetClipboardText`/`SDL_SetClipboardText`, called through `SDLLibrary`),
/// which the window host gives its graph so Copy, Cut and Paste in a text field reach other programs.
final class SDLClipboard: Clipboard {
    private let sdl: SDLLibrary

    init(sdl: SDLLibrary) {
        self.sdl = sdl
    }

    var string: String? {
        get {
            guard sdl.hasClipboardText() == SDL_TRUE, let text = sdl.getClipboardText() else { return nil }
            defer { sdl.free(text) }
            return String(cString: text)
        }
        set {
            _ = sdl.setClipboardText(newValue ?? "")
        }
    }
}
