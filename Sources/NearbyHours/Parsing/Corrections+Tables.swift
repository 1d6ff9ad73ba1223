// Generated from the word tables of opening_hours.js (LGPL-3.0; its locale data from Unicode CLDR):
// facts about the words mappers write, kept here as data. Entries are `written\treplacement`, joined by `;`.
extension Corrections {
    /// Single words (lowercased) and the text read in their place.
    static let wordLines = """
        öffnungszeiten:\t;öffnungszeiten\t;öffnungszeit:\t;öffnungszeit\t;schulferien\tSH;ferien\tSH
        morgendämmerung\tdawn;sonnenuntergang\tsunset;abenddämmerung\tdusk;sonnenaufgang\tsunrise;donnerstags\tTh;donnerstag\tTh
        poniedzialek\tMo;voskresen'ye\tSu;geschlossen\toff;durchgehend\t;ponedel'nik\tMo;wednesdays\tWe
        wednesday\tWe;feestdagen\tPH;dienstags\tTu;dienstag\tTu;domeniche\tSu;domenich\tSu
        mercoledì\tWe;mercoled\tWe;mittwochs\tWe;mittwoch\tWe;saturdays\tSa;saturday\tSa
        thursdays\tTh;thursday\tTh;ruhetage\toff;ruhetag\toff;weekdays\tMo-Fr;weekday\tMo-Fr
        werktags\tMo-Sa;werktag\tMo-Sa;otherwise\t||;weekends\tSa,Su;weekend\tSa,Su;domenica\tSu
        domenic\tSu;freitags\tFr;freitag\tFr;pyatnitsa\tFr;samstags\tSa;samstag\tSa
        sonntags\tSu;sonntag\tSu;tuesdays\tTu;tuesday\tTu;gesloten\toff;feestdag\tPH
        vardagar\tMo-Fr;geöffnet\t;zwischen\t;everyday\tMo-Su;midnight\t00:00;daylight\tsunrise-sunset
        chetverk\tTh;fridays\tFr;friday\tFr;giovedì\tTh;gioved\tTh;lördagar\tSa
        martedì\tTu;marted\tTu;mondays\tMo;monday\tMo;montags\tMo;montag\tMo
        söndagar\tSu;sundays\tSu;sunday\tSu;venerdì\tFr;venerd\tFr;daytime\tsunrise-sunset
        through\t-;nonstop\t24/7;anytime\t24/7;täglich\tMo-Su;sundown\tsunset;giugno\tJun
        giugn\tJun;luglio\tJul;lugli\tJul;lunedì\tMo;luned\tMo;sabato\tSa
        sabat\tSa;subbota\tSa;vtornik\tTu;geschl\toff;except\toff;season\t
        always\t24/7;midday\t12:00;ostern\teaster;piatek\tFr;thurs\tTh;thur\tTh
        zontag\tSu;herren\topen "Herren";hours\t;till\t-;til\t-;until\t-
        daily\tMo-Su;fermé\toff;july\tJul;jul\tJul;june\tJun;jun\tJun
        maerz\tMar;märz\tMar;mär\tMar;sonn-\tSu;sroda\tWe;tues\tTu
        tue\tTu;weds\tWe;wed\tWe;damen\topen "Damen";from\t;24x7\t24/7
        7j/7\tMo-Su;auch\t,;die\tTu;di\tTu;don\tTh;do\tTh
        jeu\tTh;je\tTh;kami\tTu;lun\tMo;lu\tMo;mar\tTu
        ma\tTu;mer\tWe;me\tWe;mit\tWe;mi\tWe;ven\tFr
        ve\tFr;vri\tFr;vr\tFr;woe\tWe;wo\tWe;zat\tSa
        za\tSa;zon\tSu;zo\tSu;p.m.\tpm;a.m.\tam;hrs\t
        uhr\t;ist\t;von\t;ate\t-;and\t,;7/7\tMo-Su
        bis\t-;und\t,;aoû\tAug;din\tTu;fri\tFr;mon\tMo
        ndz\tSu;sat\tSa;sun\tSu;оff\toff;wd\tMo-Fr;hs\t
        ab\t;?\t;to\t-;до\t-;as\t-;ás\t-
        às\t-;et\t,;cz\tTh;sr\tWe;pm\tpm;рм\tpm
        am\tam;ам\tam;_\t-;=\t-;m\tMo;w\tWe
        f\tFr;h\t;~\t-;～\t-;→\t-;‐\t-
        ‑\t-;‒\t-;−\t-;—\t-;ー\t-;a\t-
        á\t-;&\t,;：\t:;'\t";u\t,;à\t-
        –\t-;„\t";“\t";”\t";«\t";»\t"
        ‚\t";‘\t";’\t";「\t";」\t";『\t"
        』\t"
        """

    /// Phrases, tried in this order where a token may start; `\u{1}` stands for any run of spaces.
    static let phraseLines = """
        an sonn- und feiertags\tPH,Su;an sonn- und feiertagen\tPH,Su;an sonn- und feiertage\tPH,Su;an sonn- und feiertag\tPH,Su;an sonn-/feiertags\tPH,Su;an sonn-/feiertagen\tPH,Su
        an sonn-/feiertage\tPH,Su;an sonn-/feiertag\tPH,Su;an sonn und feiertags\tPH,Su;an sonn und feiertagen\tPH,Su;an sonn und feiertage\tPH,Su;an sonn und feiertag\tPH,Su
        an sonn/feiertags\tPH,Su;an sonn/feiertagen\tPH,Su;an sonn/feiertage\tPH,Su;an sonn/feiertag\tPH,Su;ansonn- und feiertags\tPH,Su;ansonn- und feiertagen\tPH,Su
        ansonn- und feiertage\tPH,Su;ansonn- und feiertag\tPH,Su;ansonn-/feiertags\tPH,Su;ansonn-/feiertagen\tPH,Su;ansonn-/feiertage\tPH,Su;ansonn-/feiertag\tPH,Su
        ansonn und feiertags\tPH,Su;ansonn und feiertagen\tPH,Su;ansonn und feiertage\tPH,Su;ansonn und feiertag\tPH,Su;ansonn/feiertags\tPH,Su;ansonn/feiertagen\tPH,Su
        ansonn/feiertage\tPH,Su;ansonn/feiertag\tPH,Su;nur sonn- und feiertags\tPH,Su;nur sonn- und feiertagen\tPH,Su;nur sonn- und feiertage\tPH,Su;nur sonn- und feiertag\tPH,Su
        nur sonn-/feiertags\tPH,Su;nur sonn-/feiertagen\tPH,Su;nur sonn-/feiertage\tPH,Su;nur sonn-/feiertag\tPH,Su;nur sonn und feiertags\tPH,Su;nur sonn und feiertagen\tPH,Su
        nur sonn und feiertage\tPH,Su;nur sonn und feiertag\tPH,Su;nur sonn/feiertags\tPH,Su;nur sonn/feiertagen\tPH,Su;nur sonn/feiertage\tPH,Su;nur sonn/feiertag\tPH,Su
        nursonn- und feiertags\tPH,Su;nursonn- und feiertagen\tPH,Su;nursonn- und feiertage\tPH,Su;nursonn- und feiertag\tPH,Su;nursonn-/feiertags\tPH,Su;nursonn-/feiertagen\tPH,Su
        nursonn-/feiertage\tPH,Su;nursonn-/feiertag\tPH,Su;nursonn und feiertags\tPH,Su;nursonn und feiertagen\tPH,Su;nursonn und feiertage\tPH,Su;nursonn und feiertag\tPH,Su
        nursonn/feiertags\tPH,Su;nursonn/feiertagen\tPH,Su;nursonn/feiertage\tPH,Su;nursonn/feiertag\tPH,Su; sonn- und feiertags\tPH,Su; sonn- und feiertagen\tPH,Su
         sonn- und feiertage\tPH,Su; sonn- und feiertag\tPH,Su; sonn-/feiertags\tPH,Su; sonn-/feiertagen\tPH,Su; sonn-/feiertage\tPH,Su; sonn-/feiertag\tPH,Su
         sonn und feiertags\tPH,Su; sonn und feiertagen\tPH,Su; sonn und feiertage\tPH,Su; sonn und feiertag\tPH,Su; sonn/feiertags\tPH,Su; sonn/feiertagen\tPH,Su
         sonn/feiertage\tPH,Su; sonn/feiertag\tPH,Su;sonn- und feiertags\tPH,Su;sonn- und feiertagen\tPH,Su;sonn- und feiertage\tPH,Su;sonn- und feiertag\tPH,Su
        sonn-/feiertags\tPH,Su;sonn-/feiertagen\tPH,Su;sonn-/feiertage\tPH,Su;sonn-/feiertag\tPH,Su;sonn und feiertags\tPH,Su;sonn und feiertagen\tPH,Su
        sonn und feiertage\tPH,Su;sonn und feiertag\tPH,Su;sonn/feiertags\tPH,Su;sonn/feiertagen\tPH,Su;sonn/feiertage\tPH,Su;sonn/feiertag\tPH,Su
        bis open end\t+;bis openend\t+;bis late\t+;bisopen end\t+;bisopenend\t+;bislate\t+
        till open end\t+;till openend\t+;till late\t+;tillopen end\t+;tillopenend\t+;tilllate\t+
        til open end\t+;til openend\t+;til late\t+;tilopen end\t+;tilopenend\t+;tillate\t+
        - open end\t+;- openend\t+;- late\t+;-open end\t+;-openend\t+;-late\t+
        – open end\t+;– openend\t+;– late\t+;–open end\t+;–openend\t+;–late\t+
         open end\t+; openend\t+; late\t+;open end\t+;openend\t+;late\t+
        one day before public holiday\tPH -1 day;day before public holiday\tPH -1 day;one day after public holiday\tPH +1 day;day after public holiday\tPH +1 day;sur rendez vous\t"Sur rendez-vous";sur rendez_vous\t"Sur rendez-vous"
        sur rendez-vous\t"Sur rendez-vous";sur rendezvous\t"Sur rendez-vous";sur_rendez vous\t"Sur rendez-vous";sur_rendez_vous\t"Sur rendez-vous";sur_rendez-vous\t"Sur rendez-vous";sur_rendezvous\t"Sur rendez-vous"
        an feiertags\tPH;an feiertagen\tPH;an feiertage\tPH;an feiertag\tPH;feiertags\tPH;feiertagen\tPH
        feiertage\tPH;feiertag\tPH;on_appointments\t"on appointment";on_appointment\t"on appointment";on appointments\t"on appointment";on appointment\t"on appointment"
        onappointments\t"on appointment";onappointment\t"on appointment";by_appointments\t"by appointment";by_appointment\t"by appointment";by appointments\t"by appointment";by appointment\t"by appointment"
        byappointments\t"by appointment";byappointment\t"by appointment";nach vereinbarung\t"Nach Vereinbarung";nach_vereinbarung\t"Nach Vereinbarung";24 hours 7 days a week\t24/7;public holidays\tPH
        public holiday\tPH;holidays\tPH;holiday\tPH;nach absprache\t"Nach Absprache";nach_absprache\t"Nach Absprache";opening_hours\u{1}=\t
        school holidays\tSH;school holiday\tSH;schoolholidays\tSH;schoolholiday\tSH;on work days\tMo-Fr;on work day\tMo-Fr
        always closed\tclosed;7 days a week\tMo-Su;sur rdv\t"Sur rendez-vous";sur_rdv\t"Sur rendez-vous";jours fériés\tPH;always open\t24/7
        7 days/week\tMo-Su;every day\tMo-Su;all days\tMo-Su;24 hours\t00:00-24:00;all day\t24/7
        """

    /// Words that mean different things in different languages, with the reading used when no place decides.
    static let ambiguousLines = """
        listopad\tNov
        meurzh\tMar
        nhlangula\tJun
        nyakanga\tSep
        sabato\tSa
        གཟའ་ཉི་མ་\tSu
        གཟའ་པ་སངས་\tFr
        གཟའ་ཕུར་བུ་\tTh
        གཟའ་མིག་དམར་\tTu
        གཟའ་ཟླ་བ་\tMo
        གཟའ་ལྷག་པ་\tWe
        གཟའ་སྤེན་པ་\tSa
        """
}
