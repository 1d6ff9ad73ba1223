import NearbyTileFormats

/// The language map names are written in: a language's own name where the tiles carry one
/// (`name:de` in OpenMapTiles, `name_de` in Shortbread and Mapbox Streets), then the Latin form,
/// then the local name, as MapLibre's language switching does; or the local name always
/// (`map-language = local`).
public enum LabelLanguage: Sendable, Hashable {
    case local
    /// A two- or three-letter ISO 639 code, lowercased.
    case preferred(String)

    /// The keys a name is looked up by, best first.
    public var nameKeys: [String] {
        guard case .preferred(let code) = self else { return ["name"] }
        var keys: [String] = []
        for key in ["name:" + code, "name_" + code, "name:latin", "name_int", "name_en", "name"] where !keys.contains(key) {
            keys.append(key)
        }
        return keys
    }

    /// The feature's name in this language (nil when it has none at all).
    public func name(of feature: MVTFeature) -> String? {
        for key in nameKeys {
            if let text = feature[key]?.string, !text.isEmpty { return text }
        }
        return nil
    }

    /// `map-language` when set (`local`, or a code), else `--lang`, else the locale's language
    /// (the first non-empty of LC_ALL, LC_MESSAGES, LANG, as setlocale(3) reads them: `de_DE.UTF-8`
    /// is German); English when the locale names none (`C`, `POSIX`).
    public static func choose(mapLanguage: String?, option: String?, lcAll: String?, lcMessages: String?,
                              lang: String?) -> LabelLanguage {
        if let mapLanguage {
            if mapLanguage.lowercased() == "local" { return .local }
            if let code = code(mapLanguage) { return .preferred(code) }
        }
        if let option, let code = code(option) { return .preferred(code) }
        let locale = [lcAll, lcMessages, lang].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return .preferred(code(locale) ?? "en")
    }

    /// The language code a locale or option starts with (`pt_BR.UTF-8` → `pt`), nil for none.
    public static func code(_ text: String) -> String? {
        let letters = text.lowercased().prefix { $0 >= "a" && $0 <= "z" }
        guard (2...3).contains(letters.count) else { return nil }
        return String(letters)
    }
}
