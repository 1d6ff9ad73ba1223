import NearbyFormats
import NearbyText
import NearbyTileFormats

extension TextTemplate {
    /// The longest label text built for one feature, in UTF-8 bytes (a 200×60 pane's row is 198 cells).
    static let maxLabelBytes = 1024

    /// The label for `feature` as one line safe for a terminal (tile data is outside input:
    /// controls become U+FFFD, line breaks and runs of spaces one space), nil when it comes out
    /// empty (no property the template names). A plain `name` is looked up in `language`.
    public func text(for feature: MVTFeature, language: LabelLanguage = .local) -> String? {
        var text = ""
        for part in parts {
            // A label is a line of a pane: past a few hundred bytes the rest would never show.
            guard text.utf8.count <= Self.maxLabelBytes else { break }
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
        if text.utf8.count > Self.maxLabelBytes { text = String(text.prefix(Self.maxLabelBytes / 4)) }
        var line = ""
        for character in TerminalSafe.clean(text) where !(character == " " && (line.isEmpty || line.last == " ")) {
            line.append(character)
        }
        if line.last == " " { line.removeLast() }
        return line.isEmpty ? nil : line
    }
}
