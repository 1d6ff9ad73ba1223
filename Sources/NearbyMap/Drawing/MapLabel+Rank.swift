extension MapLabel {
    /// Where a place's name stands among the places, as a map maker ranks them: its group first
    /// (continents, countries, states, then settlements, then the parts of a settlement, then
    /// the rest), and among the settlements a national capital first, then a region's capital,
    /// then the most populous, then by class (city, town, village, …). So a city's name is
    /// placed before its suburbs', whatever they are called or however many live there.
    struct PlaceRank: Sendable, Equatable {
        enum Group: Int, Sendable, CaseIterable {
            case continent, country, state, settlement, partOfSettlement, other
        }

        enum Capital: Int, Sendable {
            case national, region, none
        }

        var group: Group
        var capital: Capital
        /// 0 (most: tens of millions) to 99 (least).
        var importance: Int
        /// Within the group, 0 first (a city before a town; a borough before a suburb).
        var classOrder: Int

        init(group: Group, capital: Capital = .none, importance: Int = 50, classOrder: Int = 0) {
            self.group = group
            self.capital = capital
            self.importance = min(99, max(0, importance))
            self.classOrder = min(9, max(0, classOrder))
        }

        /// Lower goes first; every place before `MapLabel.firstAfterPlaces`.
        var value: Int {
            group.rawValue * 10_000 + capital.rawValue * 1_000 + importance * 10 + classOrder
        }

        /// The group and class a rank value was made from (nil: not a place rank).
        static func group(of value: Int) -> (group: Group, classOrder: Int)? {
            guard value >= 0, value < firstAfterPlaces, let group = Group(rawValue: value / 10_000) else { return nil }
            return (group, value % 10)
        }
    }

    /// The first rank after every place's: water and area names, then streets, rank from here.
    static let firstAfterPlaces = 60_000

    /// A continent's, country's, state's or city's name: a main place, which the callout keeps clear of.
    public var isMainPlace: Bool {
        guard kind == .place, let (group, classOrder) = PlaceRank.group(of: rank) else { return false }
        switch group {
        case .continent, .country, .state: return true
        case .settlement: return classOrder == 0
        case .partOfSettlement, .other: return false
        }
    }
}
