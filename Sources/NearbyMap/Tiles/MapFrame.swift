
/// One frame of the map as `MapTileSource` built it: what the map pane draws, and what it lacks.
public struct MapFrame: Sendable, Equatable {
    public var data: MapData
    public var lack: TileLack
    /// Some tiles were left for the next frame (the build budget ran out): draw again soon.
    public var isUnfinished = false
}
