import NearbyFormats

/// The facets' words: the facet line, the list's title while facets filter it, the details
/// overlay's three states.
extension Strings {
    /// An item of the facet line: "wifi", "power", "outside", "step-free", "open now".
    public func facetLineLabel(_ item: FacetLine.Item) -> String {
        switch item {
        case .facet(.wifi): return pick("wifi", "无线网络")
        case .facet(.power): return pick("power", "电源")
        case .facet(.outdoor): return pick("outside", "户外")
        case .facet(.indoor): return pick("inside", "室内")
        case .facet(.wheelchair): return pick("step-free", "无障碍")
        case .openNow: return pick("open now", "营业中")
        }
    }

    /// The facet line's keys, on its right.
    public var facetLineHint: String { pick("1–5 space · Esc", "1–5 空格 · Esc") }

    /// A facet in the list's title: "with wifi", "with wifi and power".
    func facetTitleWord(_ facet: Facet) -> String {
        switch facet {
        case .wifi: return pick("wifi", "无线网络")
        case .power: return pick("power", "电源插座")
        case .outdoor: return pick("seats outside", "户外座位")
        case .indoor: return pick("seats inside", "室内座位")
        case .wheelchair: return pick("step-free access", "无障碍通道")
        }
    }

    /// "8 with wifi of 35 venues within 500 m", "3 open with wifi and power of 35 venues within
    /// 500 m": the list's title while facets filter it. `more`: the filtered rows may not be all
    /// ("8+"); `ofMore`: the region holds more venues than were counted ("of 500+").
    public func facetsOf(_ count: Int, more: Bool, facets: [Facet], open: Bool, of total: Int, ofMore: Bool,
                         _ span: String) -> String {
        let shown = more ? "\(count)+" : "\(count)", all = ofMore ? "\(total)+" : "\(total)"
        let words = facets.map(facetTitleWord)
        if language == .chinese {
            let list = words.count <= 1 ? words.joined() : words.dropLast().joined(separator: "、") + "和" + words[words.count - 1]
            return "\(span) 范围内 \(all) 家店中 \(shown) 家" + (open ? "营业且" : "") + "有" + list
        }
        let list = words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
        return "\(shown) " + (open ? "open " : "") + "with \(list) of \(all) \(total == 1 && !ofMore ? "venue" : "venues") within \(span)"
    }

    /// The list while the facets leave nothing.
    public var noneWithFacets: String {
        pick("Nothing here has all of these — F changes the filters", "这里没有符合这些条件的店 — 按 F 修改筛选")
    }

    /// A facet in the details overlay: "wifi", "outdoor seating", "step-free".
    public func facetLabel(_ facet: Facet) -> String {
        switch facet {
        case .wifi: return pick("wifi", "无线网络")
        case .power: return pick("power outlets", "电源插座")
        case .outdoor: return pick("outdoor seating", "户外座位")
        case .indoor: return pick("indoor seating", "室内座位")
        case .wheelchair: return pick("step-free", "无障碍通行")
        }
    }

    /// A facet's state: yes, no, limited, or unknown (nil) — never read as no.
    public func facetValue(_ value: FacetValue?) -> String {
        switch value {
        case .yes: return pick("yes", "是")
        case .no: return pick("no", "否")
        case .limited: return pick("limited", "部分")
        case nil: return pick("unknown", "未知")
        }
    }

    /// The help row of `F`.
    var facetHelpRows: [(keys: String, action: String)] {
        [("F", pick("filters: wifi, power, outside, step-free, open now", "筛选：无线网络、电源、户外、无障碍、营业中"))]
    }
}
