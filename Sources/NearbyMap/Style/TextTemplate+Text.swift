import NearbyFormats
import NearbyText
import NearbyTileFormats

extension TextTemplate {
    /// The label for `feature` as one line safe for a terminal (tile data is outside input:
    /// controls become U+FFFD, line breaks and runs of spaces one space), nil when it comes out
    /// empty (no property the template names). A plain `name` is looked up in `language`.
    public func text(for feature: MVTFeature, language: LabelLanguage = .local) -> String? {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .property(let keys):
                for key in keys {
                    if key == "name", case .preferred = language, let named = language.name(of: feature) {
                        text += named
                        break
                    }
                    if let value = feature[key] {
                        text += value.description
                        break
                    }
                }
            }
        }
        var line = ""
        for character in TerminalSafe.clean(text) where !(character == " " && (line.isEmpty || line.last == " ")) {
            line.append(character)
        }
        if line.last == " " { line.removeLast() }
        return line.isEmpty ? nil : line
    }
}
