import CShims
import NearbyCore

/// Turns curses key codes into `Key`s.
public enum KeyDecoder {
    public static func decode(_ code: Int32, isFunctionKey: Bool) -> Key? {
        if isFunctionKey {
            switch code {
            case nb_key_up(): return .up
            case nb_key_down(): return .down
            case nb_key_left(): return .left
            case nb_key_right(): return .right
            case nb_key_ppage(): return .pageUp
            case nb_key_npage(): return .pageDown
            case nb_key_home(): return .home
            case nb_key_end(): return .end
            case nb_key_enter(): return .enter
            case nb_key_backspace(): return .backspace
            case nb_key_sup(): return .shiftUp
            case nb_key_sdown(): return .shiftDown
            case nb_key_sleft(): return .shiftLeft
            case nb_key_sright(): return .shiftRight
            default: return nil
            }
        }
        switch code {
        case 10, 13: return .enter
        case 27: return .escape
        case 9: return .tab
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(96 + code))))
        default:
            guard code > 31, let scalar = Unicode.Scalar(UInt32(bitPattern: code)) else { return nil }
            return .character(Character(scalar))
        }
    }
}
