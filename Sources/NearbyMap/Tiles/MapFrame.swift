
/// One frame of the map as `MapTileSource` built it: what the map pane draws, and what it lacks.
public struct MapFrame: Sendable, Equatable {
    public var data: MapData
    public var lack: TileLack
}
