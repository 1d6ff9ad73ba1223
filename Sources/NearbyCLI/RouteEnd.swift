import NearbyGeo

/// One end of `nearby route`, as given: a coordinate, or a name the command looks up — a venue
/// id in the store (`node/60068035`), else a place as `--near` finds it.
public enum RouteEnd: Sendable, Equatable {
    case coordinate(Coordinate)
    case name(String)
}
