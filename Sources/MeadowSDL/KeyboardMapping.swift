import CSDL2
import MeadowCore

/// SDL key codes of the keys that have no text of their own, as SwiftUI's `KeyEquivalent`s.
enum KeyboardMapping {
    static func key(for code: SDL_Keycode) -> KeyEquivalent? {
        switch UInt32(bitPattern: code) {
        case SDLK_ESCAPE.rawValue: .escape
        case SDLK_RETURN.rawValue, SDLK_KP_ENTER.rawValue: .return
        case SDLK_BACKSPACE.rawValue: .delete
        case SDLK_DELETE.rawValue: .deleteForward
        case SDLK_TAB.rawValue: .tab
        case SDLK_UP.rawValue: .upArrow
        case SDLK_DOWN.rawValue: .downArrow
        case SDLK_LEFT.rawValue: .leftArrow
        case SDLK_RIGHT.rawValue: .rightArrow
        default: nil
        }
    }
}
