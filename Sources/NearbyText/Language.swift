/// The interface languages: English and Simplified Chinese.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case chinese = "zh"

    /// The language the locale asks for, the way setlocale(3) picks the messages category:
    /// the first non-empty of LC_ALL, LC_MESSAGES, LANG; `zh…` means Chinese.
    public static func fromLocale(lcAll: String?, lcMessages: String?, lang: String?) -> Language {
        let chosen = [lcAll, lcMessages, lang].compactMap { $0 }.first { !$0.isEmpty } ?? ""
        return chosen.lowercased().hasPrefix("zh") ? .chinese : .english
    }

    /// `--lang en|zh` when given, else the locale.
    public static func choose(option: String?, lcAll: String?, lcMessages: String?, lang: String?) -> Language {
        if let option, let language = Language(rawValue: option) { return language }
        return fromLocale(lcAll: lcAll, lcMessages: lcMessages, lang: lang)
    }
}
