import NearbyMap
import NearbyText

/// Every interface string, in English and Simplified Chinese. Venue data is never translated.
public struct Strings: Sendable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    func pick(_ en: String, _ zh: String) -> String { language == .chinese ? zh : en }

    // MARK: Map pane

    public var mapTitle: String { pick("map", "地图") }
    public var north: String { pick("N", "北") }
    /// OSM's required wording; kept in English in both languages, as the licence asks.
    public var attribution: String { "© OpenStreetMap contributors" }
    /// In a corner of the map when the tile source has nothing for this place.
    public var noMapData: String { pick("no map data here", "此处没有地图数据") }
    /// Instead of `noMapData` when the source's tiles start at a deeper zoom than the view's.
    public func zoomInForMap(from zoom: Int) -> String { pick("zoom in for the map (from z\(zoom))", "请放大查看地图（从 z\(zoom) 起）") }
    /// When tiles held more than the map draws of them (a tile's or a crowded view's bound).
    public var tooMuchMapData: String { pick("too much map data here — zoom in", "此处地图数据过多，请放大") }
    /// Tiles of a schema no bundled style knows, drawn plainly.
    public func unknownTileLayers(_ layers: [String]) -> String {
        let names = layers.joined(separator: ", ")
        return pick("map: layers \(names) not known, drawn plainly; --style FILE styles them",
                    "地图：未知图层 \(names)，按几何绘制；--style FILE 可指定样式")
    }

    // MARK: List pane

    /// "12 venues within 500 m".
    /// "500+ venues within 50 km" when `more`: the region holds more than the list shows.
    public func venuesWithin(_ count: Int, more: Bool = false, _ span: String) -> String {
        let number = more ? "\(count)+" : "\(count)"
        return language == .chinese ? "\(span) 范围内 \(number) 家店"
            : "\(number) \(count == 1 && !more ? "venue" : "venues") within \(span)"
    }
    /// The filter shown in the list header: `/ab`, with a cursor while it is typed.
    public func filterLabel(_ filter: String, editing: Bool) -> String {
        "/" + filter + (editing ? "▏" : "")
    }
    public var loading: String { pick("Loading…", "加载中…") }
    public var emptyRegion: String { pick("No venues here — r to fetch, L to jump somewhere",
                                          "这里没有店 — 按 r 获取，按 L 跳到别处") }
    public var emptyHint: String { pick("+ / - zooms, c recenters on you", "+ / - 缩放，c 回到你的位置") }
    public func noMatch(_ filter: String) -> String {
        pick("No names contain “\(filter)” — Esc clears the filter", "没有名称包含“\(filter)”的店 — 按 Esc 清除筛选")
    }
    public var filterPrompt: String { pick("type to filter · Enter keeps · Esc clears", "输入以筛选 · Enter 保留 · Esc 清除") }

    // MARK: Status bar

    public func moved(_ meters: Int, of filter: Int) -> String { pick("\(meters) m of \(filter)", "已移动 \(meters)/\(filter) 米") }
    public var fetching: String { pick("fetching", "获取中") }
    public func fetched(_ clock: String) -> String { pick("fetched \(clock)", "\(clock) 已获取") }
    public func failed(_ reason: String) -> String { pick("failed: \(reason)", "失败：\(reason)") }
    public var helpHint: String { pick("? help", "? 帮助") }
    /// Shown while the GPX route plays.
    public var routePlaying: String { pick("▶ route", "▶ 路线") }
    /// "map: 12 tiles failed — the tile server timed out": a burst of tile failures, said once.
    public func tilesFailed(_ count: Int, _ failure: TileFailure) -> String {
        let words = tileFailure(failure)
        return language == .chinese ? "地图：\(count) 个图块加载失败 — \(words)"
            : "map: \(count) \(count == 1 ? "tile" : "tiles") failed — \(words)"
    }
    public func tileCacheSetAside(_ path: String) -> String {
        pick("map: the tile cache was damaged; moved aside as \(TerminalSafe.quoted(path))", "地图：图块缓存已损坏，已移至 \(TerminalSafe.quoted(path))")
    }
    /// Why tiles failed, in words a user knows (the words live with the failure kinds, in the map).
    public func tileFailure(_ failure: TileFailure) -> String { failure.words(in: language) }
    public var noRoute: String { pick("no GPX route loaded (start with --route FILE)", "未加载 GPX 路线（用 --route FILE 启动）") }

    // MARK: Preset picker

    public var jumpTo: String { pick("Jump to", "跳到") }
    /// The picker's line when nothing has the typed name.
    public var noPlace: String { pick("no such place", "没有这个地方") }
    /// In the status bar: the gazetteer's place nearest you.
    public func near(_ place: String) -> String { pick("near \(place)", "靠近 \(place)") }

    // MARK: Small terminals

    public var tooSmall: String { pick("terminal too small", "终端窗口太小") }
    public func need(_ width: Int, _ height: Int) -> String { pick("need \(width)×\(height)", "至少需要 \(width)×\(height)") }

    // MARK: Help

    public var helpTitle: String { pick("keys", "按键") }
    public var helpClose: String { pick("any key closes", "按任意键关闭") }

    /// The help overlay's rows: keys, then what they do.
    public var helpRows: [(keys: String, action: String)] {
        [
            ("↑ ↓  j k", pick("move the selection", "移动选择")),
            ("PgUp PgDn", pick("move the selection a page", "按页移动选择")),
            ("Home End  g G", pick("first / last venue", "第一家 / 最后一家")),
            ("Enter", pick("center the map on the selection", "地图以所选店为中心")),
            ("← →  ⇧← ⇧→", pick("pan the map west / east", "向西 / 向东平移地图")),
            ("⇧↑ ⇧↓  [ ]", pick("pan the map north / south", "向北 / 向南平移地图")),
            ("+ -", pick("zoom in / out", "放大 / 缩小")),
            ("c", pick("center the map on you", "地图回到你的位置")),
            ("w a s d", pick("walk 10 m north / west / south / east", "向北 / 西 / 南 / 东走 10 米")),
            ("W A S D", pick("walk 100 m", "走 100 米")),
            ("r", pick("fetch now", "立即获取")),
            ("/", pick("filter by name; Esc clears", "按名称筛选；Esc 清除")),
            ("{ }", pick("move the split between map and list", "移动地图与列表的分界")),
            ("L", pick("jump to a preset or, typing its name, any city", "跳到预设地点，或输入名称跳到任何城市")),
            ("p", pick("play / pause the GPX route", "播放 / 暂停 GPX 路线")),
        ] + hoursHelpRows + facetHelpRows + walkHelpRows + savedHelpRows + gpsHelpRows + [
            ("?", pick("show / hide this help", "显示 / 隐藏帮助")),
            ("q  Ctrl-C", pick("quit", "退出")),
            ("Ctrl-L", pick("repaint the screen", "重绘屏幕")),
            (pick("mouse", "鼠标"), pick("click a row or pin; wheel scrolls / zooms", "点击行或图钉选择；滚轮滚动 / 缩放")),
        ]
    }
}
