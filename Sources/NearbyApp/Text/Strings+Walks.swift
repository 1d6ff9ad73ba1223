import NearbyGeo
import NearbyRoute

/// The words for walks: list rows, the list's order, the status bar while walking there, the
/// details overlay's steps, and why there is no walk.
extension Strings {
    // MARK: Times and rows

    /// "6 min", "1 h 5 min"; at least a minute.
    public func walkingTime(_ seconds: Double) -> String {
        let minutes = max(1, Int((seconds / 60).rounded()))
        if minutes < 60 { return pick("\(minutes) min", "\(minutes) 分钟") }
        let hours = minutes / 60, rest = minutes % 60
        if rest == 0 { return pick("\(hours) h", "\(hours) 小时") }
        return pick("\(hours) h \(rest) min", "\(hours) 小时 \(rest) 分钟")
    }

    /// A row's walk: "6 min · 420 m".
    public func walk(_ time: WalkTime) -> String {
        walkingTime(time.duration) + " · " + DistanceFormat.short(time.distance)
    }

    /// A row no walk reaches, with the straight line: "no walk · 350 m".
    public func noWalkRow(_ straight: String) -> String { pick("no walk · ", "不可步行 · ") + straight }

    /// The list's title names its order.
    public var byWalk: String { pick("by walk", "按步行时间") }
    public var byStraightLine: String { pick("straight line", "按直线距离") }

    // MARK: Walking there

    /// The status bar while walking there: "▶ walk · 4 min left".
    public func walking(_ seconds: Double, playing: Bool) -> String {
        playing ? pick("▶ walk · \(walkingTime(seconds)) left", "▶ 步行 · 还剩 \(walkingTime(seconds))")
            : pick("walk paused · \(walkingTime(seconds)) left", "步行已暂停 · 还剩 \(walkingTime(seconds))")
    }

    /// "arrived at Café Aalto".
    public func arrived(_ name: String) -> String { pick("arrived at \(name)", "已到达 \(name)") }

    /// `t` or `f` with no router.
    public var noWalkingRoutes: String { pick("no walking routes (no router)", "没有步行路线（没有路线服务）") }
    /// `f` before the selected venue's route came.
    public var walkNotFoundYet: String { pick("still finding the walk — press f again", "正在查找步行路线 — 请再按 f") }
    /// `f` for a venue no walk reaches.
    public func noWalk(_ failure: RouteFailure) -> String { pick("no walk: ", "无步行路线：") + routeFailure(failure) }

    /// Why there is no walk.
    public func routeFailure(_ failure: RouteFailure) -> String {
        switch failure {
        case .outsideGraphs(let areas):
            let named = areas.isEmpty ? "" : " (" + areas.joined(separator: ", ") + ")"
            return pick("outside the walking maps" + named, "不在步行地图范围内" + named)
        case .notConnected:
            return pick("no path joins you to it", "没有路径相连")
        case .service(let sentence):
            return sentence
        }
    }

    // MARK: Details overlay

    /// "walk: 6 min · 420 m".
    public func walkSummary(_ time: WalkTime) -> String { pick("walk: ", "步行：") + walk(time) }
    /// The details overlay's foot when it is taller than the screen.
    public var detailsScroll: String { pick("↑↓ scroll", "↑↓ 滚动") }
    /// While the route is being found.
    public var findingWalk: String { pick("walk: finding the route…", "步行：正在查找路线…") }

    /// A step in words: "turn left onto Mikonkatu · 80 m", "arrive: Café Aalto on the right".
    public func step(_ step: WalkStep, venue: String) -> String {
        let name = step.name
        let modifier = step.maneuver.modifier
        if step.maneuver.type == .arrive {
            switch modifier {
            case .right?, .slightRight?, .sharpRight?: return pick("arrive: \(venue) on the right", "到达：\(venue)，在右侧")
            case .left?, .slightLeft?, .sharpLeft?: return pick("arrive: \(venue) on the left", "到达：\(venue)，在左侧")
            case .straight?: return pick("arrive: \(venue) ahead", "到达：\(venue)，在前方")
            default: return pick("arrive: \(venue)", "到达：\(venue)")
            }
        }
        let onto = name.isEmpty ? "" : pick(" onto \(name)", "进入 \(name)")
        let along = name.isEmpty ? "" : " along \(name)"
        let words: String
        switch step.maneuver.type {
        case .depart:
            words = pick("start" + along, (name.isEmpty ? "" : "沿 \(name) ") + "出发")
        case .ferry:
            words = pick("take the ferry" + (name.isEmpty ? "" : " \(name)"), "乘坐渡轮" + (name.isEmpty ? "" : " \(name)"))
        case .roundabout:
            words = pick("go round the roundabout" + onto, "绕环岛" + onto)
        case .newName:
            words = pick("continue" + onto, "继续" + (name.isEmpty ? "前行" : "进入 \(name)"))
        case .continue:
            let keep = modifier.flatMap { $0 == .straight || $0 == .uturn ? nil : "keep " + turn($0) }
            words = pick((keep ?? "continue") + along, "继续" + (name.isEmpty ? "前行" : "沿 \(name) 前行"))
        case .turn, .arrive:
            words = modifier.map { m in
                m == .uturn ? pick("make a U-turn" + onto, "掉头" + onto)
                    : m == .straight ? pick("go straight" + onto, "直行" + onto)
                    : pick("turn \(turn(m))" + onto, turn(m) + onto)
            } ?? pick("continue" + onto, "继续" + onto)
        }
        return words + " · " + DistanceFormat.short(step.distance)
    }

    /// "left", "slight right"; 左转, 稍向右转.
    func turn(_ modifier: ManeuverModifier) -> String {
        switch modifier {
        case .uturn: return pick("around", "掉头")
        case .sharpRight: return pick("sharp right", "向右急转")
        case .right: return pick("right", "右转")
        case .slightRight: return pick("slight right", "稍向右转")
        case .straight: return pick("straight", "直行")
        case .slightLeft: return pick("slight left", "稍向左转")
        case .left: return pick("left", "左转")
        case .sharpLeft: return pick("sharp left", "向左急转")
        }
    }

    var walkHelpRows: [(keys: String, action: String)] {
        [
            ("t", pick("order the list by walking time / straight line", "列表按步行时间 / 直线距离排序")),
            ("f", pick("walk there along the route; p pauses", "沿路线走过去；p 暂停")),
        ]
    }
}
