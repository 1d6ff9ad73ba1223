/// What a café-goer filters on: wifi, a power outlet, a table outside or inside, step-free access.
public enum Facet: String, CaseIterable, Sendable {
    case wifi, power, outdoor, indoor, wheelchair

    /// The values a condition on the facet may name (unknown aside): `limited` only for wheelchair.
    public var values: [FacetValue] { self == .wheelchair ? [.yes, .limited, .no] : [.yes, .no] }
}

/// A facet's known value. Unknown is nil wherever a value is optional: never read it as `no`.
public enum FacetValue: String, Sendable {
    case yes, limited, no
}

/// A venue's facets, each yes, no (wheelchair also limited) or nil for unknown, read from the raw
/// tag values of its details with OpenStreetMap's meanings.
public struct VenueFacets: Sendable, Hashable {
    public var wifi: FacetValue?
    public var power: FacetValue?
    public var outdoor: FacetValue?
    public var indoor: FacetValue?
    public var wheelchair: FacetValue?

    public init(wifi: FacetValue? = nil, power: FacetValue? = nil, outdoor: FacetValue? = nil, indoor: FacetValue? = nil,
                wheelchair: FacetValue? = nil) {
        self.wifi = wifi
        self.power = power
        self.outdoor = outdoor
        self.indoor = indoor
        self.wheelchair = wheelchair
    }

    /// The facets the details' tags give: wifi from `internet_access` (wlan, wifi or yes: yes; no,
    /// terminal or wired: no — there is internet, but not for a laptop), power from `power_supply`
    /// and `socket:*` (a socket tag or `power_supply=yes`: yes; `power_supply=no` alone: no), the
    /// seating from `outdoor_seating` and `indoor_seating`, step-free from `wheelchair`. Values
    /// are compared trimmed and case-folded; any other value is unknown.
    public init(details: VenueDetails) {
        wifi = Self.value(details.internetAccess, yes: ["wlan", "wifi", "yes"], no: ["no", "terminal", "wired"])
        let supply = Self.value(details.powerSupply, yes: ["yes"], no: ["no"])
        power = details.sockets != nil ? .yes : supply
        outdoor = Self.value(details.outdoorSeating, yes: ["yes"], no: ["no"])
        indoor = Self.value(details.indoorSeating, yes: ["yes"], no: ["no"])
        wheelchair = Self.value(details.wheelchair, yes: ["yes"], no: ["no"], limited: ["limited"])
    }

    private static func value(_ raw: String?, yes: Set<String>, no: Set<String>, limited: Set<String> = []) -> FacetValue? {
        guard let raw else { return nil }
        let word = String(raw.filter { $0 != " " && $0 != "\t" }).lowercased()
        if yes.contains(word) { return .yes }
        if no.contains(word) { return .no }
        if limited.contains(word) { return .limited }
        return nil
    }

    /// One facet's value (nil: unknown).
    public subscript(facet: Facet) -> FacetValue? {
        get {
            switch facet {
            case .wifi: return wifi
            case .power: return power
            case .outdoor: return outdoor
            case .indoor: return indoor
            case .wheelchair: return wheelchair
            }
        }
        set {
            switch facet {
            case .wifi: wifi = newValue
            case .power: power = newValue
            case .outdoor: outdoor = newValue
            case .indoor: indoor = newValue
            case .wheelchair: wheelchair = newValue
            }
        }
    }

    /// True when no facet is known.
    public var isUnknown: Bool { self == VenueFacets() }
}

/// One facet having one value; a nil value asks for venues whose facet is unknown.
public struct FacetCondition: Sendable, Hashable {
    public var facet: Facet
    /// nil: the facet is unknown.
    public var value: FacetValue?

    public init(facet: Facet, value: FacetValue?) {
        self.facet = facet
        self.value = value
    }

    /// Whether the facets satisfy the condition.
    public func accepts(_ facets: VenueFacets) -> Bool { facets[facet] == value }
}

/// Conditions on facets that must all hold; an empty filter accepts every venue.
public struct FacetFilter: Sendable, Hashable {
    /// All must hold.
    public var conditions: [FacetCondition]

    public init(_ conditions: [FacetCondition] = []) {
        self.conditions = conditions
    }

    /// True when the filter has no condition (it accepts every venue).
    public var isEmpty: Bool { conditions.isEmpty }

    /// Whether every condition holds for the facets.
    public func accepts(_ facets: VenueFacets) -> Bool { conditions.allSatisfy { $0.accepts(facets) } }

    /// True when some condition asks for an unknown facet: a venue with no facet known may pass.
    public var acceptsUnknown: Bool { conditions.contains { $0.value == nil } }

    /// True when no venue can pass: two conditions on one facet that want different values.
    public var isContradictory: Bool {
        for (offset, condition) in conditions.enumerated() {
            if conditions[(offset + 1)...].contains(where: { $0.facet == condition.facet && $0.value != condition.value }) {
                return true
            }
        }
        return false
    }
}

extension Venue {
    /// The venue's facets, from its details.
    public var facets: VenueFacets { VenueFacets(details: details) }
}
