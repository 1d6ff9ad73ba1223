/// The reference names states as OpenStreetMap's geocoder writes them (`Bayern`, `Татарстан`); the
/// gazetteer gives GeoNames' English names (`Bavaria`, `Tatarstan Republic`). Where they differ, this
/// says which is which (a table of facts; names that agree are not listed).
extension HolidayBook {
    static let stateAliases: [String: [String: String]] = [
        "de": [
            "Baden-Wurttemberg": "Baden-Württemberg", "Bavaria": "Bayern", "City state Bremen": "Bremen",
            "Hesse": "Hessen", "Lower Saxony": "Niedersachsen", "North Rhine-Westphalia": "Nordrhein-Westfalen",
            "Saxony": "Sachsen", "Saxony-Anhalt": "Sachsen-Anhalt", "State of Berlin": "Berlin", "Thuringia": "Thüringen",
        ],
        "ch": [
            "Basel-City": "Basel-Stadt", "Fribourg": "Freiburg", "Geneva": "Genf", "Grisons": "Graubünden",
            "Lucerne": "Luzern", "Neuchâtel": "Neuenburg", "Saint Gallen": "St. Gallen", "Ticino": "Tessin",
            "Valais": "Wallis", "Vaud": "Waadt", "Zurich": "Zürich",
        ],
        "es": [
            "Andalusia": "Andalucía", "Aragon": "Aragón", "Balearic Islands": "Illes Balears", "Basque Country": "País Vasco",
            "Castille and León": "Castilla y León", "Castille-La Mancha": "Castilla-La Mancha", "Catalonia": "Cataluña",
            "Madrid": "Comunidad de Madrid", "Murcia": "Región de Murcia", "Navarre": "Comunidad Foral de Navarra",
            "Valencia": "Comunitat Valenciana",
        ],
        "br": ["Federal District": "Distrito Federal"],
        "ru": [
            "Adygeya Republic": "Адыгея", "Altai": "Республика Алтай", "Bashkortostan Republic": "Башкортостан",
            "Bryansk Oblast": "Брянская область", "Buryatiya Republic": "Республика Бурятия", "Chechnya": "Чечня",
            "Chuvash Republic": "Чувашия", "Dagestan": "Дагестан", "Ingushetiya Republic": "Ингушетия",
            "Kabardino-Balkariya Republic": "Кабардино-Балкария", "Kalmykiya Republic": "Калмыкия",
            "Karachayevo-Cherkesiya Republic": "Карачаево-Черкесия", "Karelia": "Республика Карелия",
            "Komi": "Республика Коми", "Sakha": "Республика Саха (Якутия)", "Saratov Oblast": "Саратовская область",
            "Tatarstan Republic": "Татарстан", "Tyva Republic": "Республика Тыва",
            // The reference keeps Udmurtia's holidays under the name its geocoder gave: the federal district.
            "Udmurtiya Republic": "Приволжский федеральный округ",
        ],
    ]

    /// The reference's name of a state, from its own name or the gazetteer's.
    static func stateName(_ state: String, country: String) -> String {
        stateAliases[country]?[state] ?? state
    }
}
