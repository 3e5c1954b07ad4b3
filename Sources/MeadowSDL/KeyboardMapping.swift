import CSDL2
import MeadowCore

/// SDL's keys and modifier state as SwiftUI's `KeyEquivalent`s and `EventModifiers`.
enum KeyboardMapping {
    /// The key of an SDL key code: a named key (Escape, Return, arrows…), else the character a printable key
    /// types with no modifier (SDL's key codes for those are the characters themselves); nil for other keys.
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
        case SDLK_HOME.rawValue: .home
        case SDLK_END.rawValue: .end
        case let value where value & UInt32(SDLK_SCANCODE_MASK) == 0 && value >= 0x20:
            Unicode.Scalar(value).map { KeyEquivalent(Character($0)) }
        default: nil
        }
    }

    /// The modifier keys held in SDL's modifier state.
    static func modifiers(_ state: UInt16) -> EventModifiers {
        let mod = UInt32(state)
        let pairs: [(SDL_Keymod, SDL_Keymod, EventModifiers)] = [
            (KMOD_LSHIFT, KMOD_RSHIFT, .shift), (KMOD_LCTRL, KMOD_RCTRL, .control), (KMOD_LALT, KMOD_RALT, .option),
            (KMOD_LGUI, KMOD_RGUI, .command), (KMOD_CAPS, KMOD_CAPS, .capsLock),
        ]
        return pairs.reduce(into: []) { modifiers, pair in
            if mod & (pair.0.rawValue | pair.1.rawValue) != 0 { modifiers.insert(pair.2) }
        }
    }
}
