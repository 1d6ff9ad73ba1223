/// The saved places' words: the status bar's notice, the `B` overlay and the help rows.
extension Strings {
    /// The mark of a saved venue in the list and on the map (`*` in ASCII).
    public static let savedMark = "★"

    /// What the status bar says for a while after a change (names cleaned by the caller).
    public func savedNotice(_ notice: SavedNotice) -> String {
        switch notice {
        case .saved(let name): return pick("Saved \(name)", "已收藏 \(name)")
        case .removed(let name): return pick("Removed \(name) from saved places", "已将 \(name) 移出收藏")
        case .noted(let name): return pick("Note kept for \(name)", "已保存 \(name) 的备注")
        case .failed(let reason): return pick("could not change the saved places: \(reason)", "无法更改收藏：\(reason)")
        case .nothingSelected: return pick("no venue selected to save", "没有选中可收藏的店")
        }
    }

    /// The details overlay's line for a saved venue, with its note.
    public func savedDetails(note: String) -> String {
        let saved = Strings.savedMark + " " + pick("saved", "已收藏")
        return note.isEmpty ? saved : saved + pick(": ", "：") + note
    }

    /// The overlay's title: "Saved places (3)".
    public func savedTitle(_ count: Int) -> String { pick("Saved places (\(count))", "收藏的地点（\(count)）") }
    /// The overlay's line when nothing is saved.
    public var savedNone: String { pick("nothing saved yet — b saves the selected venue", "还没有收藏 — 按 b 收藏所选的店") }
    /// The overlay's foot: its keys.
    public var savedKeys: String { pick("Enter jumps · e note · b removes · Esc closes", "回车跳转 · e 备注 · b 移除 · Esc 关闭") }
    /// The overlay's foot while a note is typed.
    public var savedNoteKeys: String { pick("Enter keeps · Esc cancels", "回车保存 · Esc 取消") }
    /// Before the note being typed.
    public var savedNoteLabel: String { pick("note: ", "备注：") }

    /// The help overlay's row for `b` and `B` (one row: the overlay must fit a 30-line terminal).
    var savedHelpRows: [(keys: String, action: String)] {
        [("b  B", pick("save / unsave the selection; the saved places (e: note)", "收藏 / 取消收藏所选的店；收藏的地点（e：备注）"))]
    }
}
