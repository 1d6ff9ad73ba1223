import NearbyHTTP

/// The `L` picker's words for its online search.
extension Strings {
    /// The picker's row for the online search of `query` (nil: no row of its own).
    public func pickerOnline(_ online: PickerOnline, query: String) -> String? {
        switch online {
        case .offered: return pick("search online for '\(query)'", "在线搜索“\(query)”")
        case .searching: return pick("searching online for '\(query)'…", "正在在线搜索“\(query)”…")
        case .answered(let count) where count == 0: return pick("nothing found online for '\(query)'", "在线没有找到“\(query)”")
        case .answered: return nil
        case .failed(let failure):
            return pick("the online search failed: \(failure.words(in: language)) (Enter tries again)",
                        "在线搜索失败：\(failure.words(in: language))（按回车重试）")
        }
    }
}
