/// The Americas: the US (5 U.S.C. 6103 and state codes), Mexico, Brazil, Argentina.
extension HolidayTables {
    /// Federal holidays; a Saturday one is observed on Friday, a Sunday one on Monday (Executive Order 11582).
    static let usFederal: [Holiday] = [
        .moved("New Year's Day", 1, 1, saturday: -1, sunday: 1), .nth("Martin Luther King Jr. Day", 1, 0, 3),
        .nth("Washington's Birthday", 2, 0, 3), .nth("Memorial Day", 5, 0, -1),
        .moved("Juneteenth", 6, 19, saturday: -1, sunday: 1, since: 2021),
        .moved("Independence Day", 7, 4, saturday: -1, sunday: 1), .nth("Labor Day", 9, 0, 1),
        .nth("Columbus Day", 10, 0, 2), .moved("Veterans Day", 11, 11, saturday: -1, sunday: 1),
        .nth("Thanksgiving Day", 11, 3, 4), .moved("Christmas Day", 12, 25, saturday: -1, sunday: 1),
    ]

    static func unitedStates(state: String?) -> [Holiday] {
        let goodFriday = Holiday.easter("Good Friday", -2)
        let christmasEve = Holiday.fixed("Christmas Eve", 12, 24)
        let newYearsEve = Holiday.fixed("New Year's Eve", 12, 31)
        let patriots = Holiday.nth("Patriots' Day", 4, 0, 3)
        let extra: [Holiday]
        switch state ?? "" {
        case "Alabama": extra = [.nth("Confederate Memorial Day", 4, 0, 4), .nth("Jefferson Davis' birthday", 6, 0, 1)]
        case "California": extra = [.fixed("César Chávez Day", 3, 31)]
        case "Colorado": extra = [.nth("Frances Xavier Cabrini Day", 10, 0, 1)]
        case "Florida", "Wisconsin": extra = [.fixed("Susan B. Anthony Day", 2, 15)]
        case "Georgia": extra = [.nth("State Holiday", 4, 0, 4), .fixed("Washington's Birthday", 12, 24)]
        case "Guam":
            extra = [.nth("Guam History and Chamorro Heritage Day", 3, 0, 1), .fixed("Liberation Day", 7, 21),
                     .fixed("All Souls' Day", 11, 2), .fixed("Our Lady of Camarin Day", 12, 8)]
        case "Hawaii":
            extra = [.fixed("Prince Jonah Kuhio Kalanianaole Day", 3, 26), goodFriday, .fixed("Kamehameha Day", 6, 11),
                     .nth("Statehood Day", 8, 4, 3)]
        case "Kentucky", "Montana": extra = [christmasEve, newYearsEve]
        case "Louisiana": extra = [.easter("Mardi Gras", -47), goodFriday]
        case "Maine": extra = [patriots]
        case "Massachusetts": extra = [.fixed("Evacuation Day", 3, 17), patriots, .fixed("Bunker Hill Day", 6, 17)]
        case "Mississippi": extra = [.nth("Confederate Memorial Day", 4, 0, -1)]
        case "Nebraska": extra = [.nth("Arbor Day", 4, 4, -1)]
        case "Nevada": extra = [.nth("Nevada Day", 10, 4, -1)]
        case "New Jersey": extra = [.fixed("Lincoln's Birthday", 2, 12), goodFriday]
        case "Rhode Island": extra = [.nth("Victory Day", 8, 0, 2)]
        case "South Carolina": extra = [.fixed("Confederate Memorial Day", 5, 10), .fixed("Boxing Day", 12, 26)]
        case "Tennessee": extra = [goodFriday, christmasEve]
        case "Vermont":
            extra = [.nth("Town Meeting Day", 3, 1, 1), .moved("Bennington Battle Day", 8, 16, saturday: 2, sunday: 1)]
        default: extra = []
        }
        return usFederal + extra
    }

    // MARK: - Mexico (Ley Federal del Trabajo, art. 74)

    static let mexico: [Holiday] = [
        .fixed("Año Nuevo", 1, 1), .nth("Día de la Constitución", 2, 0, 1), .nth("Natalicio de Benito Juárez", 3, 0, 3),
        .fixed("Día del Trabajo", 5, 1), .fixed("Día de la Independencia", 9, 16),
        Holiday("Transmisión del Poder Ejecutivo Federal") { $0 >= 2024 && ($0 - 2024) % 6 == 0
            ? CivilCalendar.day(year: $0, month: 10, day: 1) : nil },
        .nth("Día de la Revolución", 11, 0, 3), .fixed("Navidad", 12, 25),
    ]

    // MARK: - Brazil (Leis 662/1949, 6.802/1980, 14.759/2023; elections: Constituição art. 77)

    static let brazil: [Holiday] = [
        .fixed("Confraternização Universal", 1, 1), .easter("Carnaval", -48), .easter("Carnaval", -47),
        .easter("Sexta-feira Santa", -2), .fixed("Tiradentes", 4, 21), .fixed("Dia do Trabalhador", 5, 1),
        .easter("Corpus Christi", 60), .fixed("Independência do Brasil", 9, 7),
        .fixed("Nossa Senhora Aparecida", 10, 12), .fixed("Finados", 11, 2),
        .fixed("Proclamação da República", 11, 15), .fixed("Dia Nacional de Zumbi e da Consciência Negra", 11, 20, since: 2024),
        .fixed("Natal", 12, 25),
        // General elections fall in even years: the first Sunday of October, a runoff on the last.
        Holiday("Dia de Eleição") { $0 % 2 == 0 ? CivilCalendar.nthWeekday(6, 1, year: $0, month: 10) : nil },
        Holiday("Dia de Eleição") { $0 % 2 == 0 ? CivilCalendar.nthWeekday(6, -1, year: $0, month: 10) : nil },
    ]

    // MARK: - Argentina (Ley 27.399)

    /// A movable holiday: Tuesday or Wednesday to the Monday before, Thursday or Friday to the Monday after.
    static func argentineMovable(_ name: String, _ month: Int, _ day: Int) -> Holiday {
        Holiday(name) { year in
            let d = CivilCalendar.day(year: year, month: month, day: day)
            switch CivilCalendar.weekday(of: d) {
            case 1: return d - 1
            case 2: return d - 2
            case 3: return d + 4
            case 4: return d + 3
            default: return d
            }
        }
    }

    static let argentina: [Holiday] = [
        .fixed("Año Nuevo", 1, 1), .easter("Carnaval", -48), .easter("Carnaval", -47),
        .fixed("Día Nacional de la Memoria por la Verdad y la Justicia", 3, 24),
        .fixed("Día del Veterano y de los Caídos en la Guerra de Malvinas", 4, 2), .easter("Viernes Santo", -2),
        .fixed("Día del Trabajador", 5, 1), .fixed("Día de la Revolución de Mayo", 5, 25),
        // Güemes (17 June): a Wednesday moves to Monday, a Thursday or Friday to the next Monday.
        Holiday("Paso a la Inmortalidad del General Don Martín Miguel de Güemes") { year in
            let d = CivilCalendar.day(year: year, month: 6, day: 17)
            switch CivilCalendar.weekday(of: d) {
            case 1: return d - 1
            case 2: return d - 2
            default: return d
            }
        },
        .fixed("Paso a la Inmortalidad del General D. Manuel Belgrano", 6, 20),
        .fixed("Día de la Independencia", 7, 9),
        argentineMovable("Paso a la Inmortalidad del General José de San Martín", 8, 17),
        argentineMovable("Día del Respeto a la Diversidad Cultural", 10, 12),
        argentineMovable("Día de la Soberanía Nacional", 11, 20),
        .fixed("Inmaculada Concepción de María", 12, 8), .fixed("Navidad", 12, 25),
    ]
}
