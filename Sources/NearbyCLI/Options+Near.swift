import NearbyGeo

extension Options {
    /// `--near NAME` resolved to its preset's coordinate (it takes the place of `--at`).
    public func resolvingNear() throws(UsageError) -> Options {
        guard let near else { return self }
        guard let preset = Preset.named(near) else {
            throw UsageError("unknown place '\(near)' for --near (one of: \(Preset.names))")
        }
        var resolved = self
        resolved.at = preset.coordinate
        return resolved
    }
}
