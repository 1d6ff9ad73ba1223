import NearbyFormats
import NearbyGeo

/// What is drawn over the panes and takes keys first: help, the `L` picker, the `i` details and
/// the `B` saved places.
public struct Overlays: Sendable, Equatable {
    /// Whether the help overlay is shown.
    public var help = false
    /// The `L` picker's highlighted row (an index into `pickerRows`) while it is open.
    public var presetPicker: Int?
    /// The venue the `i` details overlay shows while it is open.
    public var details: VenueRow?
    /// The details overlay's first line shown (its walk's steps may make it taller than the screen).
    public var detailsScroll = 0
    /// When the store last fetched that venue, once it said (Unix seconds).
    public var detailsFetchedAt: Double?
    /// What was typed into the picker: its rows are the presets and places of that name.
    public var pickerQuery = ""
    /// The picker's rows: the presets, or with a query the presets and gazetteer places it names.
    public var pickerRows: [PickerRow] = Preset.all.map(PickerRow.init(preset:))
    /// The picker's online search of what was typed (nil: none offered — offline, or nothing typed).
    public var pickerOnline: PickerOnline?
    /// The `B` overlay of saved places while it is open.
    public var saved: SavedBrowsing?

    public init() {}
}

/// One row of the `L` picker: a preset or a place of the gazetteer.
public struct PickerRow: Sendable, Equatable {
    public var title: String
    public var coordinate: Coordinate

    public init(title: String, coordinate: Coordinate) {
        self.title = title
        self.coordinate = coordinate
    }

    init(preset: Preset) { self.init(title: preset.name, coordinate: preset.coordinate) }
}
