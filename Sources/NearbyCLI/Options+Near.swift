import NearbyGeo

extension Options {
    /// `--near NAME` that is a preset's name, resolved to its coordinate (it takes the place of
    /// `--at`); any other name is left for the gazetteer (`near` stays set).
    public func resolvingPreset() -> Options {
        guard let near, let preset = Preset.named(near) else { return self }
        var resolved = self
        resolved.at = preset.coordinate
        resolved.near = nil
        return resolved
    }
}
