import NearbyMap

extension TileLoadReport {
    /// The bus event that carries this report to `update`.
    public var event: Event {
        switch self {
        case .tilesUpdated(let key): return .tilesUpdated(key)
        case .tileReadFailed(let key, let reason): return .tileReadFailed(key, reason: reason)
        }
    }
}
