import NearbyCells
import NearbyFormats

/// Update's facet concern: the facet line (`F`) and its toggles. A facet on re-reads the list
/// with it; "open now" in the line is the same toggle as `o`.
extension Update {
    /// `F`: the facet line opens in place of the status bar (its cursor where it was left).
    static func openFacetLine(_ state: inout AppState) -> [Effect] {
        state.facets.isOpen = true
        return []
    }

    /// Keys while the facet line is open; nil lets the key through to the normal bindings (the
    /// list's keys, `?`, Ctrl-C). Other characters do nothing, so a stray letter moves nothing.
    static func handleFacetKey(_ state: inout AppState, _ key: Key) -> [Effect]? {
        guard state.facets.isOpen else { return nil }
        let items = FacetLine.items
        switch key {
        case .escape, .enter, .character("F"), .character("q"):
            state.facets.isOpen = false
            return []
        case .left:
            state.facets.cursor = (state.facets.cursor + items.count - 1) % items.count
            return []
        case .right, .tab:
            state.facets.cursor = (state.facets.cursor + 1) % items.count
            return []
        case .character(" "):
            return toggle(&state, items[state.facets.cursor])
        case .character(let ch):
            if let digit = ch.wholeNumberValue, (1...items.count).contains(digit) {
                state.facets.cursor = digit - 1
                return toggle(&state, items[digit - 1])
            }
            if let index = Self.facetLetters.firstIndex(of: ch) {
                state.facets.cursor = index
                return toggle(&state, items[index])
            }
            return ch == "?" ? nil : []
        default:
            return nil
        }
    }

    /// The letters of the line's items, in order: wifi, power, oUtside, Step-free, Open now.
    static let facetLetters: [Character] = ["w", "p", "u", "s", "o"]

    /// Turns one item on or off and re-reads the list.
    static func toggle(_ state: inout AppState, _ item: FacetLine.Item) -> [Effect] {
        switch item {
        case .openNow:
            return toggleOpenNow(&state)
        case .facet(let facet):
            state.facets.toggle(facet)
            state.list.scroll = 0
            return [reload(state)]
        }
    }
}
