import NearbyCore

extension TextTemplate {
    /// The label for `feature`, nil when it comes out empty (no property the template names).
    public func text(for feature: MVTFeature) -> String? {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .property(let keys):
                for key in keys {
                    if let value = feature[key] {
                        text += value.description
                        break
                    }
                }
            }
        }
        let trimmed = text.trimmedWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}
