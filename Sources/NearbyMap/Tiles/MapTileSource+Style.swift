import NearbyTileFormats

extension MapTileSource {
    /// Draws with the style `choice` picks for the schema the tiles show: from `declaredLayers`
    /// (an archive's metadata, a TileJSON's `vector_layers`) and from every tile decoded from
    /// now on; `hint` is the schema a named service serves, until its tiles say otherwise.
    /// Whatever was drawn before is drawn again.
    public func choose(_ choice: MapStyleChoice, declaredLayers: [String] = [], hint: TileSchema? = nil) {
        styleChoice = choice
        schemaHint = hint
        layerNamesSeen.formUnion(declaredLayers)
        styleDecision = .undecided
        decideStyle()
        restyled = false
    }

    /// Layer names the source declared after it was made (an online source's TileJSON
    /// `vector_layers`): the style follows them as it follows the tiles'.
    public func declareLayers(_ names: [String]) {
        guard styleChoice != nil else { return }
        layerNamesSeen.formUnion(names)
        decideStyle()
        // Between frames: what was drawn is dropped already, the next frame builds anew.
        restyled = false
    }

    /// Takes note of a decoded tile's layer names; a name not seen before may change the schema.
    func notice(_ tile: MVTTile) {
        guard styleChoice != nil else { return }
        var grew = false
        for layer in tile.layers where layerNamesSeen.insert(layer.name).inserted { grew = true }
        if grew || styleDecision == .undecided { decideStyle() }
    }

    private func decideStyle() {
        guard let choice = styleChoice else { return }
        let decision = choice.decide(layerNames: layerNamesSeen, hint: schemaHint)
        guard decision != styleDecision else { return }
        if case .generic = decision, case .generic = styleDecision {
            // One more unknown layer: drawn the same way, only the pane's note names it too.
            styleDecision = decision
            return
        }
        styleDecision = decision
        styler = choice.styler(decision)
        forgetDrawn()
        restyled = true
    }
}
