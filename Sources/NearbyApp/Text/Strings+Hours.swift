import NearbyHours

/// The words for opening hours, the app's clock, the "open now" filter and the details overlay.
extension Strings {
    // MARK: Times and days

    /// "08:00"; the end of a day is "24:00".
    public func clock(_ time: LocalTime, endOfDay: Bool = false) -> String {
        let (hour, minute) = endOfDay && time.hourMinute == (0, 0) ? (24, 0) : time.hourMinute
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// "Tu", "周二" (0 = Monday).
    public func weekday(_ index: Int) -> String {
        let en = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"], zh = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"]
        let i = ((index % 7) + 7) % 7
        return pick(en[i], zh[i])
    }

    /// "24 Dec", "12月24日".
    public func dayAndMonth(_ time: LocalTime) -> String {
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let date = time.date
        return pick("\(date.day) \(months[date.month - 1])", "\(date.month)月\(date.day)日")
    }

    /// "Tu 24 Dec", "12月24日 周二".
    public func day(_ time: LocalTime) -> String {
        pick(weekday(time.weekday) + " " + dayAndMonth(time), dayAndMonth(time) + " " + weekday(time.weekday))
    }

    /// The status bar's clock once it is simulated: "Tu 24 Dec 10:00 (simulated)".
    public func simulatedClock(_ time: LocalTime) -> String {
        pick(day(time) + " " + clock(time) + " (simulated)", day(time) + " " + clock(time) + "（模拟）")
    }

    // MARK: A venue's state

    /// A list row's words: "open until 18:00", "opens Tu 08:00", "hours unknown", "hours unreadable".
    public func hoursState(_ status: HoursStatus) -> String {
        switch status {
        case .open(let until?): return pick("open until \(clock(until, endOfDay: true))", "营业至 \(clock(until, endOfDay: true))")
        case .open(nil): return pick("open", "营业中")
        case .closed(let opens?): return pick("opens \(weekday(opens.weekday)) \(clock(opens))", "\(weekday(opens.weekday)) \(clock(opens)) 开门")
        case .closed(nil): return pick("closed", "已打烊")
        case .unknown: return pick("hours unknown", "营业时间未知")
        case .unreadable: return pick("hours unreadable", "营业时间无法识别")
        }
    }

    /// The callout's and the details' fuller words: "closed · opens Tu 08:00".
    public func hoursStateInFull(_ status: HoursStatus) -> String {
        switch status {
        case .closed(.some): return pick("closed · ", "已打烊 · ") + hoursState(status)
        case .open(let until?): return pick("open · until ", "营业中 · 至 ") + clock(until, endOfDay: true)
        case .unknown(let comment?): return hoursState(status) + " · " + comment
        default: return hoursState(status)
        }
    }

    /// "12 open of 35 venues within 500 m": the list's title while "open now" is on.
    public func openOf(_ open: Int, of count: Int, more: Bool, _ span: String) -> String {
        let number = more ? "\(count)+" : "\(count)", opened = more ? "\(open)+" : "\(open)"
        return pick("\(opened) open of \(number) \(count == 1 && !more ? "venue" : "venues") within \(span)",
                    "\(span) 范围内 \(number) 家店中 \(opened) 家营业")
    }

    /// The list while "open now" finds nothing open.
    public var noneOpen: String { pick("Nothing here is open now — o shows every venue", "这里现在没有营业的店 — 按 o 显示全部") }

    /// The help rows of the hours keys.
    var hoursHelpRows: [(keys: String, action: String)] {
        [
            ("o", pick("show only the venues open now / all", "只显示正在营业的店 / 全部")),
            ("i", pick("details of the selected venue; Esc closes", "所选店的详情；Esc 关闭")),
            ("< >", pick("move the clock an hour back / forward", "时钟后退 / 前进一小时")),
        ]
    }

    // MARK: Details overlay

    /// "phone: +358 9 123", "电话：+358 9 123".
    public func labelled(_ label: String, _ value: String) -> String { pick("\(label): \(value)", "\(label)：\(value)") }
    public var detailsClose: String { pick("Esc closes", "Esc 关闭") }
    /// "120 m NE of you".
    public func fromYou(_ distance: String, direction: Int) -> String {
        let en = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"], zh = ["北", "东北", "东", "东南", "南", "西南", "西", "西北"]
        let i = ((direction % 8) + 8) % 8
        return pick("\(distance) \(en[i]) of you", "在你\(zh[i])方 \(distance)")
    }
    public var hoursLabel: String { pick("hours", "营业时间") }
    public var today: String { pick("today", "今天") }
    public var closedAllDay: String { pick("closed", "休息") }
    /// An unknown stretch of a day's hours: "18:00–? ".
    public var unknownMark: String { "?" }
    public var noHours: String { pick("no opening hours given", "未提供营业时间") }
    /// Where an unreadable value goes wrong: "column 7: …".
    public func hoursError(_ error: HoursSyntaxError) -> String {
        pick("column \(error.column): \(error.reason)", "第 \(error.column) 列：\(error.reason)")
    }
    public var phoneLabel: String { pick("phone", "电话") }
    public var websiteLabel: String { pick("website", "网站") }
    public var cuisineLabel: String { pick("cuisine", "菜系") }
    public var sourceLabel: String { pick("source", "来源") }
    /// A detail the source did not give.
    public var notGiven: String { "–" }
}
