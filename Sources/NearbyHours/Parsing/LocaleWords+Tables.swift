// Generated from the weekday and month names of Unicode CLDR (dates 48.2), as opening_hours.js
// indexes them: `word\tlanguage meaning …` entries joined by `;`, meaning w0…w6 (Monday…Sunday) or m1…m12.
extension LocaleWords {
    static let lines = """
        abr\tca m4 es m4 fil m4 lb m4 pt m4 qu m4 so m4;abriil\tso m4;abril\tca m4 es m4 fil m4 pt m4 qu m4;abrëll\tlb m4;ag\tca m8;aggusti\tkl m8;aggustip\tkl m8;ago\tes m8 fil m8 it m8 pt m8 qu m8 sw m8
        agost\tca m8;agosti\tsw m8;agosto\tes m8 fil m8 it m8 pt m8 qu m8 so m8;agu\tid m8;agustus\tid m8;ahad\tms w6;ahd\tms w6;aib\tga m4
        aibreán\tga m4;ajé\tyo w0;akr\ttzm w2;akras\ttzm w2;akw\ttzm w3;akwas\ttzm w3;alah\tmg w6;alahady\tmg w6
        alak\tmg w3;alakamisy\tmg w3;alar\tmg w2;alarobia\tmg w2;alats\tmg w0;alatsinainy\tmg w0;alhamisi\tsw w3;alt\two w0
        altine\two w0;alx\two w3;alxamis\two w3;an\tlt w1;ann\ttk w4;anna\ttk w4;antradienis\tlt w1;aog\tmg m8
        aogositra\tmg m8;aoine\tga w4;août\tfr m8 ht m8;aprel\taz m4 pap m4 tk m4 uz m4;apriili\tkl m4;apriilip\tkl m4;aprile\tit m4;aprili\tsw m4
        aprilie\tro m4;aprill\tet m4;aprily\tmg m4;apríl\tfo m4 is m4 sk m4;apríla\tsk m4;aprīlis\tlv m4;ara\ttr m12;araapy\tgn w1
        arakõi\tgn w0;aralık\ttr m12;arapo\tgn w3;arapokõi\tgn w5;arapoteĩ\tgn w4;ararundy\tgn w2;arateĩ\tgn w6;arbaco\tso w2
        arbc\tso w2;arf\tkl w5;arfininngorneq\tkl w5;asa\ttzm w6;asab\tmg w5;asabotsy\tmg w5;asamas\ttzm w6;ase\two w5
        aseer\two w5;asimwas\ttzm w4;asinas\ttzm w1;asiḍyas\ttzm w5;asm\ttzm w4;asn\ttzm w1;asḍ\ttzm w5;ata\tkl w0
        ataasinngorneq\tkl w0;auguscht\tgsw m8;augusta\tsk m8;augusti\tsv m8;augusts\tlv m8;augustus\tnl m8;augusztus\thu m8;averil\tgv m4
        avg\tsl m8 sr m8 uz m8;avgust\tsl m8 sr m8 uz m8;avq\taz m8;avqust\taz m8;avr\tfr m4 ht m4;avril\tfr m4 ht m4;avrril\tgv m4;awg\ttk m8
        awgust\ttk m8;awr\two m4;awril\two m4;aww\tmt m8;awwissu\tmt m8;axad\tso w6;axd\tso w6;ayn\ttzm w0
        aynas\ttzm w0;ağu\ttr m8;ağustos\ttr m8;b\taz w6;bal\tlt m4;balandis\tlt m4;balandžio\tlt m4;bazar\taz w6
        beal\tga m5;bealtaine\tga m5;bed\tst w1;birž\tlt m6;birželio\tlt m6;birželis\tlt m6;biy\tfil w4;biyernes\tfil w4
        boaldyn\tgv m5;budh\thi w2;budhwaar\thi w2;bêl\tsg m5;bêläwü\tsg m5;bře\tcs m3;březen\tcs m3;března\tcs m3
        c\taz w4;ceturtd\tlv w3;ceturtdiena\tlv w3;chg\tsn m7;chikumi\tsn m6;chikunguru\tsn m7;china\tsn w3;chipiri\tsn w1
        chishanu\tsn w4;chitatu\tsn w2;chivabvu\tsn m5;chk\tsn m6;chn\tsn w3;chor\tuz w2;chorshanba\tuz w2;chp\tsn w1
        chs\tsn w4;cht\tsn w2;chv\tsn m5;cmt\ttr w5;cn\tvi w6;cs\thu w3;csütörtök\thu w3;cu\trn w6
        cum\ttr w4;cuma\ttr w4;cumartesi\ttr w5;cut\ttzm m9;cutanbir\ttzm m9;cyu\trw w6;cze\tpl m6;czerwca\tpl m6
        czerwiec\tpl m6;czw\tpl w3;czwartek\tpl w3;céad\tga w2;cümə\taz w4;dc\tca w2;decembar\tbs m12 sr m12;decembari\tkl m12
        decembarip\tkl m12;decembra\tsk m12;decembrie\tro m12;decembris\tlv m12;dek\taz m12 tk m12 uz m12;dekabr\taz m12 tk m12 uz m12;des\tca m12 fo m12 id m12 is m12 mg m12 nb m12 nn m12 no m12 sw m12 wo m12;desambra\tmg m12
        desemba\tsw m12 tpi m12;desember\tfo m12 id m12 is m12 nb m12 nn m12 no m12;desembre\tca m12;desàmbar\two m12;desèmber\tpap m12;dets\tet m12;detsember\tet m12;dez\tde m12 gsw m12 lb m12 pt m12
        dezember\tde m12 lb m12;dezembro\tpt m12;dezämber\tgsw m12;dfómh\tga m10;dg\tca w6;dhj\tsq m12;dhjetor\tsq m12;di\tde w1 nl w1
        dib\two w6;dibéer\two w6;dic\tes m12 it m12 qu m12;dicembre\tit m12;diciembre\tes m12 qu m12;die\tsq w6;dienstag\tde w1;dijous\tca w3
        dilluns\tca w0;dim\tfr w6 ht w6;dimanche\tfr w6 ht w6;dimarts\tca w1;dimecres\tca w2;dinsdag\tnl w1;dip\ttn m10;diphalane\ttn m10
        dis\tfil m12 ms m12 so m12;diseembar\tso m12;disember\tms m12;dissabte\tca w5;disyembre\tfil m12;diumenge\tca w6;divendres\tca w4;diċ\tmt m12
        diċembru\tmt m12;dj\tca w3;djabièrnè\tpap w4;djadumingu\tpap w6;djaluna\tpap w0;djamars\tpap w1;djarason\tpap w2;djasabra\tpap w5
        djaweps\tpap w3;dl\tca w0;do\tde w3 nl w3;dom\tes w6 it w6 pt w6 qu w6;domenica\tit w6;domh\tga w6;domingo\tes w6 pt w6 qu w6;don\tlb w3
        donderdag\tnl w3;donnerstag\tde w3;donneschdeg\tlb w3;ds\tca w5;dt\tca w1;du\tgsw w3;dub\tcs m4;duben\tcs m4
        dubna\tcs m4;duj\ttzm m12;dujanbir\ttzm m12;dum\tro w6;duminică\tro w6;dunschtig\tgsw w3;dush\tuz w0;dushanba\tuz w0
        duş\ttk w0;duşenbe\ttk w0;dv\tca w4;déar\tga w3;déardaoin\tga w3;déc\tfr m12 ht m12;décembre\tfr m12 ht m12;dën\tlb w1
        dënschdeg\tlb w1;e\tet w0;ean\tga m1;eanáir\tga m1;eki\ttr m10;ekim\ttr m10;elo\tfi m8;elokuu\tfi m8
        elokuuta\tfi m8;ene\tes m1 fil m1 qu m1;enero\tes m1 fil m1 qu m1;enj\tsq w3;epril\ttpi m4;erb\tmt w2;esmaspäev\tet w0;eyl\ttr m9
        eylül\ttr m9;fal\tto w4;falaite\tto w4;feabh\tga m2;feabhra\tga m2;febbraio\tit m2;febr\tca m2 hu m2 kl m2 lv m2;febraayo\tso m2
        febrer\tca m2;febrero\tes m2 qu m2;febroary\tmg m2;februaari\tkl m2;februaarip\tkl m2;februar\tbs m2 da m2 de m2 fo m2 gsw m2 lb m2 nb m2 nn m2 no m2 sl m2 sr m2;februari\tid m2 ms m2 nl m2 sv m2 sw m2;februarie\tro m2
        februeri\ttpi m2;február\thu m2 sk m2;februára\tsk m2;februāris\tlv m2;febrúar\tis m2;febrüari\tpap m2;fer\ttn m1;ferikgong\ttn m1
        fev\taz m2 pt m2 uz m2;fevereiro\tpt m2;fevral\taz m2 uz m2;few\ttk m2 wo m2;fewral\ttk m2;fewriyee\two m2;fim\tis w3;fimmtudagur\tis w3
        fonde\ttpi w3;fra\tmt m2;fraide\ttpi w4;frar\tmt m2;fre\tda w4 lb w4 nb w4 nn w4 no w4 sv w4;fredag\tda w4 nb w4 nn w4 no w4 sv w4;freideg\tlb w4;freitag\tde w4
        friitig\tgsw w4;frí\tfo w4;fríggjadagur\tfo w4;ful\tsg m2;fulundïgi\tsg m2;fév\tfr m2;févr\tfr m2 ht m2;février\tfr m2 ht m2
        fön\tsg m6;föndo\tsg m6;fös\tis w4;föstudagur\tis w4;fēp\tto m2;fēpueli\tto m2;gas\trn m2 rw m2;gashyantare\trw m2
        geg\tlt m5;gegužė\tlt m5;gegužės\tlt m5;gen\tca m1 it m1;gener\tca m1;gennaio\tit m1;gic\trn m5 rw m5;gicurasi\trw m5
        gio\tit w3;giovedì\tit w3;gitugutu\trn m10;giu\tit m6;giugno\tit m6;gnd\trn w5 rw w5;gnu\trn w4 rw w4;gru\tpl m12
        grudnia\tpl m12;grudzień\tpl m12;gruod\tlt m12;gruodis\tlt m12;gruodžio\tlt m12;gtu\trn w2 rw w2;gum\tsn m10;gumiguru\tsn m10
        gun\tsn m9;gunyana\tsn m9;guru\thi w3;guruwaar\thi w3;gush\tsq m8;gusht\tsq m8;h\thu w0;haz\ttr m6
        haziran\ttr m6;heinä\tfi m7;heinäkuu\tfi m7;heinäkuuta\tfi m7;helmi\tfi m2;helmikuu\tfi m2;helmikuuta\tfi m2;hep\tmi m9
        hepetema\tmi m9;hla\tst w4;hlakola\tst m2;hlakubele\tst m3;hlb\tst m3;huhti\tfi m4;huhtikuu\tfi m4;huhtikuuta\tfi m4
        hul\tfil m7;hulyo\tfil m7;hun\tfil m6 mi m6;hune\tmi m6;hunyo\tfil m6;huw\tfil w3;huwebes\tfil w3;hétfő\thu w0
        hën\tsq w0;hós\tfo w3;hósdagur\tfo w3;hān\tmi m1;hānuere\tmi m1;hūr\tmi m7;hūrae\tmi m7;ian\tro m1
        ianuarie\tro m1;ibr\ttzm m4;ibrir\ttzm m4;ijumaa\tsw w4;isn\tms w0 so w0;isniin\tso w0;isnin\tms w0;iul\tro m7
        iulie\tro m7;iun\tro m6;iunie\tro m6;iyl\taz m7 uz m7;iyn\taz m6 uz m6;iyul\taz m7 uz m7;iyun\taz m6 uz m6;iúil\tga m7
        iýul\ttk m7;iýun\ttk m6;jaan\tet m1;jaanuar\tet m1;janaayo\tso m1;janar\tsq m1;janeiro\tpt m1;jannaayo\tso m1
        jannar\tmt m1;janoary\tmg m1;januaari\tkl m1;januaarip\tkl m1;januar\tbs m1 da m1 de m1 fo m1 gsw m1 lb m1 nb m1 nn m1 no m1 sl m1 sr m1;januari\tid m1 ms m1 nl m1 sv m1 sw m1;janueri\ttpi m1;január\thu m1 sk m1
        januára\tsk m1;janv\tfr m1 ht m1 lv m1;janvier\tfr m1 ht m1;janvāris\tlv m1;janúar\tis m1;jasyapy\tgn m3;jasykõi\tgn m2;jasypa\tgn m10
        jasypakõi\tgn m12;jasypateĩ\tgn m11;jasypo\tgn m5;jasypoapy\tgn m8;jasypokõi\tgn m7;jasyporundy\tgn m9;jasypoteĩ\tgn m6;jasyrundy\tgn m4
        jasyteĩ\tgn m1;jed\tgv w6;jedoonee\tgv w6;jeh\tgv w4;jeheiney\tgv w4;jel\tgv w0;jelhein\tgv w0;jem\tgv w1
        jemayrt\tgv w1;jerc\tgv w2;jercean\tgv w2;jerd\tgv w3;jerdein\tgv w3;jes\tgv w5;jesarn\tgv w5;jeu\tfr w3 ht w3
        jeudi\tfr w3 ht w3;jimco\tso w4;jmc\tso w4;joi\tro w3;jol\tmg m7;jolay\tmg m7;jon\tmg m6;jona\tmg m6
        joulu\tfi m12;joulukuu\tfi m12;joulukuuta\tfi m12;jue\tes w3 qu w3;jueves\tes w3 qu w3;jui\tfr m6;juil\tfr m7 ht m7;juill\tfr m7
        juillet\tfr m7 ht m7;juin\tfr m6 ht m6;julai\tms m7 sw m7 tpi m7;julho\tpt m7;juli\tbs m7 da m7 de m7 fo m7 gsw m7 id m7 lb m7 nb m7 nl m7 nn m7 no m7 sv m7;julij\tsl m7;julio\tes m7 qu m7;juliol\tca m7
        jum\tid w4 ms w4 uz w4;juma\tuz w4;jumaat\tms w4;jumamosi\tsw w5;jumanne\tsw w1;jumapili\tsw w6;jumat\tid w4;jumatano\tsw w2
        jumatatu\tsw w0;junho\tpt m6;juni\tbs m6 da m6 de m6 fo m6 gsw m6 id m6 lb m6 nb m6 nl m6 nn m6 no m6 sv m6 sw m6;junij\tsl m6;junio\tes m6 qu m6;juny\tca m6;juuli\tet m7 kl m7;juulip\tkl m7
        juun\tso m6;juuni\tet m6 kl m6;juunip\tkl m6;jän\tde m1;jänner\tde m1;júl\thu m7 is m7 sk m7;júla\tsk m7;július\thu m7
        júlí\tis m7;jún\thu m6 is m6 sk m6;júna\tsk m6;június\thu m6;júní\tis m6;jūl\tlv m7;jūlijs\tlv m7;jūn\tlv m6
        jūnijs\tlv m6;k\tet w2 hu w1;kab\trn w1 rw w1;kak\tsg m12;kakauka\tsg m12;kam\tid w3 rn m6 rw m6;kamena\trw m6;kamis\tid w3
        kan\trn m8 rn w3 rw m8 rw w3;kanama\trw m8;kas\ttr m11;kasım\ttr m11;ke\tfi w2;kedd\thu w1;keskiviikko\tfi w2;keskiviikkona\tfi w2
        kesä\tfi m6;kesäkuu\tfi m6;kesäkuuta\tfi m6;ketvirtadienis\tlt w3;kha\tms w3;khamiis\tso w3;khamis\tms w3;khms\tso w3
        kigarama\trn m12;kol\thr m8 st m2;kolmapäev\tet w2;kolovoz\thr m8;kolovoza\thr m8;korr\tsq m7;korrik\tsq m7;kov\tlt m3
        kovas\tlt m3;kovo\tlt m3;kt\tlt w3;kub\tsn m4;kubvumbi\tsn m4;kuk\tsn m2;kukadzi\tsn m2;kur\tsn m3
        kurume\tsn m3;kvě\tcs m5;květen\tcs m5;května\tcs m5;kwi\tpl m4;kwiecień\tpl m4;kwietnia\tpl m4;kük\tsg m8
        kükürü\tsg m8;kṭu\ttzm m10;kṭuber\ttzm m10;l\tet w5;la\tfi w5 nn w5;labb\ttn w1;labn\ttn w3;labobedi\tst w1 tn w1
        labohlano\tst w4;labone\tst w3 tn w3;laboraro\tst w2 tn w2;labotlhano\ttn w4;labr\ttn w2;labt\ttn w4;lapkr\tlt m11;lapkritis\tlt m11
        lapkričio\tlt m11;lau\tis w5 nn w5;lauantai\tfi w5;lauantaina\tfi w5;laugardagur\tis w5;laupäev\tet w5;laurdag\tnn w5;led\tcs m1
        leden\tcs m1;ledna\tcs m1;len\tsg m7;lengua\tsg m7;leo\tst m9;ley\tfo w5;leygardagur\tfo w5;liep\tlt m7
        liepa\tlt m7;liepos\tlt m7;lin\tfil w6;linggo\tfil w6;lip\thr m6 pl m7;lipanj\thr m6;lipca\tpl m7;lipiec\tpl m7
        lipnja\thr m6;lis\tcs m11 hr m10 pl m11;listopad\tcs m11 hr m10 pl m11;listopada\thr m10 pl m11;listopadu\tcs m11;loka\tfi m10;lokakuu\tfi m10;lokakuuta\tfi m10
        luan\tga w0;luanistyn\tgv m8;lug\tit m7;luglio\tit m7;lul\tmt m7 so m7;lulju\tmt m7;lun\tes w0 fil w0 fr w0 ht w0 it w0 qu w0 ro w0;lundi\tfr w0 ht w0
        lunedì\tit w0;lunes\tes w0 fil w0 qu w0;luni\tro w0;lut\tpl m2;lutego\tpl m2;luty\tpl m2;luulyo\tso m7;lwe\tnd m11 tn m9
        lwetse\tst m9 tn m9;lwezi\tnd m11;lâp\tsg w4;lâpôsö\tsg w4;lây\tsg w5;lâyenga\tsg w5;lör\tsv w5;lördag\tsv w5
        lør\tda w5 nb w5 no w5;lørdag\tda w5 nb w5 no w5;lún\tga m8;lúnasa\tga m8;ma\tfi w0 nl w0;maaji\tkl m5;maajip\tkl m5;maalis\tfi m3
        maaliskuu\tfi m3;maaliskuuta\tfi m3;maanantai\tfi w0;maanantaina\tfi w0;maandag\tnl w0;maarso\tso m3;maart\tnl m3;maayo\tso m5
        mab\tnd m4;mabasa\tnd m4;mac\tms m3 sw m3;machi\tsw m3;mag\tit m5;maggio\tit m5;mai\tde m5 et m5 fo m5 fr m5 gsw m5 ht m5 nb m5 nn m5 no m5 pt m5 ro m5;maig\tca m5
        maijs\tlv m5;maio\tpt m5;maj\tbs m5 da m5 kl m5 pl m5 sl m5 sq m5 sr m5 sv m5;maja\tpl m5;man\tda w0 mi w0 nb w0 no w0;mandag\tda w0 nb w0 no w0;mande\ttpi w0;mane\tmi w0
        mangal\thi w1;mangalwaar\thi w1;mantaha\tst w0;mar\tes w1 fil w1 fr w1 ht w1 it w1 kl w1 qu w1 ro w1 sq w1;marca\tpl m3 sk m3;mardi\tfr w1 ht w1;marec\tsk m3 sl m3;maret\tid m3
        marlunngorneq\tkl w1;marras\tfi m11;marraskuu\tfi m11;marraskuuta\tfi m11;mars\tfo m3 fr m3 ht m3 is m3 nb m3 nn m3 no m3 sq m3 sv m3 tzm m3 wo m3;marsi\tkl m3;marsip\tkl m3;marso\tfil m3
        mart\taz m3 bs m3 pap m3 sr m3 tk m3 tr m3 uz m3;martedì\tit w1;martes\tes w1 fil w1 qu w1;martie\tro m3;marts\tda m3 lv m3;martsa\tmg m3;marzec\tpl m3;marzo\tes m3 it m3 qu m3
        marzu\tmt m3;març\tca m3;março\tpt m3;marți\tro w1;mas\ttpi m3;mat\trn m4 rw m4 tn w5;mata\trw m4;matlhatso\ttn w5
        mayo\tes m5 fil m5 qu m5;mayrnt\tgv m3;mayyu\ttzm m5;mayıs\ttr m5;maí\tis m5;maý\ttk m5;maʻa\tto m3;maʻasi\tto m3
        mbe\trn w0 rw w0;mbi\tnd m3;mbimbitho\tnd m3;mbu\tsn m11;mbudzi\tsn m11;mbä\tsg m3;mbängü\tsg m3;me\ttpi m5
        mee\tlb m5 wo m5;mei\tid m5 mi m5 ms m5 nl m5 pap m5 sw m5;meith\tga m6;meitheamh\tga m6;mej\tmt m5;mejju\tmt m5;mer\tfr w2 ht w2 it w2;mercoledì\tit w2
        mercredi\tfr w2 ht w2;mey\tmg m5;mfu\tnd m10;mfumfu\tnd m10;mfómh\tga m9;mgq\tnd w5;mgqibelo\tnd w5;mi\tde w2 gsw w2
        mie\tro w2;miercuri\tro w2;mik\tfo w2;mikudagur\tfo w2;min\tid w6;minggu\tid w6;mittwoch\tde w2;mittwuch\tgsw w2
        miy\tfil w2;miyerkules\tfil w2;mié\tes w2 qu w2;miércoles\tes w2 qu w2;mið\tis w2;miðvikudagur\tis w2;mma\tst w0;mme\tst m4
        mmesa\tst m4;montag\tde w0;mop\ttn m3;mopitlo\ttn m3;moq\tst w5;moqebelo\tst w5;mor\ttn m4;moranang\ttn m4
        mos\ttn w0;mosupologo\ttn w0;mot\tst m5 tn m5;motsheanong\tst m5;motsheganang\ttn m5;mpal\tnd m12;mpalakazi\tnd m12;mpan\tnd m9
        mpandula\tnd m9;mph\tst m10;mphalane\tst m10;mrt\tnl m3;mug\tsn w5;mugovera\tsn w5;mukakaro\trn m7;munyonyo\trn m11
        mut\trn m1 rw m1;mutarama\trw m1;muv\tsn w0;muvhuro\tsn w0;mvu\tnd w0 sg m9;mvuka\tsg m9;mvulo\tnd w0;máirt\tga w1
        máj\thu m5 sk m5;mája\tsk m5;május\thu m5;mán\tfo w0 is w0;mánadagur\tfo w0;mánudagur\tis w0;márc\thu m3;március\thu m3
        márta\tga m3;mä\tgsw w0;mäe\tlb m3;mäerz\tlb m3;mär\tde m3 gsw m3;märts\tet m3;märz\tde m3 gsw m3;määntig\tgsw w0
        må\tnn w0;mån\tnn w0 sv w0;måndag\tnn w0 sv w0;méi\tlb w0;méindeg\tlb w0;mër\tsq w2;mët\tlb w2;mëttwoch\tlb w2
        māe\tmi m3;māehe\tmi m3;mē\tto m5;mōn\tto w0;mōnite\tto w0;n\tet w3;nab\tsg m11;nabändüru\tsg m11
        ncw\tnd m8;ncwabakazi\tnd m8;ndamukiza\trn m4;ndi\tsn m1;ndira\tsn m1;ne\tcs w6 sk w6 st w3;ned\tbs w6 hr w6 sl w6 sr w6;nedelja\tsl w6 sr w6
        nedeľa\tsk w6;nedjelja\tbs w6 hr w6 sr w6;neděle\tcs w6;neljapäev\tet w3;ngb\tsg m10;ngberere\tsg m10;ngu\tsg m4;ngubùe\tsg m4
        ngw\ttn m11;ngwanatsele\ttn m11;nhla\tnd m6;nhlangula\tnd m6;nhlo\tnd m2;nhlolanja\tnd m2;niedz\tpl w6;niedziela\tpl w6
        nis\ttr m4;nisan\ttr m4;nkw\tnd m5;nkwenkwezi\tnd m5;nob\tfil m11;nobyembre\tfil m11;noe\tmi m11;noema\tmi m11
        nof\tso m11;noiembrie\tro m11;noll\tga m12;nollaig\tga m12;noofeembar\tso m11;novambra\tmg m11;novemba\tsw m11 tpi m11;novembar\tbs m11 sr m11
        novembari\tkl m11;novembarip\tkl m11;novembra\tsk m11;novembre\tca m11 fr m11 ht m11 it m11;novembris\tlv m11;novembro\tpt m11;novembru\tmt m11;noviembre\tes m11 qu m11
        novämber\tgsw m11;novèmber\tpap m11;now\two m11;nowàmbar\two m11;noy\taz m11 uz m11;noyabr\taz m11 uz m11;noý\ttk m11;noýabr\ttk m11
        ntu\tnd m7;ntulikazi\tnd m7;ntwarante\trn m3;nwa\ttzm m11;nwanbir\ttzm m11;nya\trn m7 rw m7 sn m8;nyakanga\trn m9 rw m7;nyamavhuvhu\tsn m8
        nyandagaro\trn m8;nye\tsg m1;nyenye\tsg m1;nze\trn m9 rw m9;nzeri\trw m9;nzero\trn m1;nën\tsq m11;nëntor\tsq m11
        nóv\tis m11;nóvember\tis m11;nōv\tto m11;nōvema\tto m11;oca\ttr m1;ocak\ttr m1;octobre\tfr m10 ht m10;octombrie\tro m10
        octubre\tca m10 es m10 qu m10;ogas\ttpi m8;ogo\tms m8;ogos\tms m8;ogosto\tso m8;ogs\tso m8;oke\tmi m10;oketopa\tmi m10
        okt\taz m10 bs m10 da m10 de m10 et m10 fil m10 fo m10 gsw m10 hu m10 id m10 is m10 kl m10 lb m10 lv m10 mg m10 ms m10 nb m10 nl m10 nn m10 no m10 sk m10 sl m10 so m10 sr m10 sv m10 sw m10 tk m10 uz m10 wo m10;oktabr\tuz m10;oktoba\tsw m10 tpi m10;oktobar\tbs m10 sr m10;oktobari\tkl m10;oktobarip\tkl m10;oktober\tda m10 de m10 fo m10 id m10 lb m10 ms m10 nb m10 nl m10 nn m10 no m10 sl m10 sv m10;oktobra\tmg m10
        oktobris\tlv m10;oktoobar\tso m10 wo m10;oktoober\tet m10 gsw m10;oktubre\tfil m10;oktyabr\taz m10;október\thu m10 is m10 sk m10;októbra\tsk m10;oktýabr\ttk m10
        on\tnn w2;ons\tda w2 nb w2 nn w2 no w2 sv w2;onsdag\tda w2 nb w2 nn w2 no w2 sv w2;otrd\tlv w1;otrdiena\tlv w1;ott\tit m10 mt m10;ottobre\tit m10;ottubru\tmt m10
        ougùstùs\tpap m8;out\tpt m10;outubro\tpt m10;ožu\thr m3;ožujak\thr m3;ožujka\thr m3;p\tet w6 hu w4;par\tmi w4
        paraire\tmi w4;pay\tuz w3;payshanba\tuz w3;paz\ttr w6;pazar\ttr w6;pazartesi\ttr w0;paź\tpl m10;październik\tpl m10
        października\tpl m10;pe\tfi w4;peb\tfil m2;pebrero\tfil m2;pen\ttk w3;penktadienis\tlt w4;penşenbe\ttk w3;per\ttr w3
        perjantai\tfi w4;perjantaina\tfi w4;perşembe\ttr w3;pet\tbs w4 hr w4 sl w4 sr w4;petak\tbs w4 hr w4 sr w4;petek\tsl w4;pha\tst m8 tn m8;phato\tst m8
        phatwe\ttn m8;phe\tst m1;pherekgong\tst m1;phu\ttn m7;phukwi\ttn m7;phupjane\tst m6;phupu\tst m7;pi\tsk w4
        piatok\tsk w4;piektd\tlv w4;piektdiena\tlv w4;pin\tkl w2;pingasunngorneq\tkl w2;pirmadienis\tlt w0;pirmd\tlv w0;pirmdiena\tlv w0
        piątek\tpl w4;pn\tlt w4 pl w0;po\tcs w0 sk w0;pon\tbs w0 hr w0 pl w0 sl w0 sr w0;pondelok\tsk w0;pondělí\tcs w0;ponedeljak\tsr w0;ponedeljek\tsl w0
        ponedjeljak\tbs w0 hr w0 sr w0;poniedziałek\tpl w0;pr\tlt w0;pre\tsq w4;pri\tsq m4;prill\tsq m4;pro\tcs m12 hr m12;prosinac\thr m12
        prosinca\thr m12;prosince\tcs m12;prosinec\tcs m12;pt\tpl w4;pudungwana\tst m11;pul\tto w2;pulelulu\tto w2;pun\tst m11
        pzt\ttr w0;pá\tcs w4;pátek\tcs w4;péntek\thu w4;pühapäev\tet w6;pēp\tmi m2;pēpuere\tmi m2;qer\tsq m6
        qershor\tsq m6;qua\tpt w2;quarta\tpt w2;qui\tpt w3;quinta\tpt w3;r\tet w4;rab\tid w2 ms w2;rabu\tid w2 ms w2
        rar\tst w2;ravi\thi w6;raviwaar\thi w6;reede\tet w4;rugp\tlt m8;rugpjūtis\tlt m8;rugpjūčio\tlt m8;rugs\tlt m9
        rugsėjis\tlt m9;rugsėjo\tlt m9;ruheshi\trn m6;ruhuhuma\trn m2;ruj\thr m9;rujan\thr m9;rujna\thr m9;rusama\trn m5
        rāh\tmi w5;rāhoroi\tmi w5;rāt\tmi w6;rātapu\tmi w6;sab\tfil w5 id w5 it w5 ms w5 qu w5;sabado\tfil w5;sabato\tit w5;sabti\tso w5
        sabtu\tid w5 ms w5;sal\ttr w1;salı\ttr w1;sam\tfr w5 ht w5 lb w5 wo m1;samedi\tfr w5 ht w5;samh\tga m11;samhain\tga m11;samschdeg\tlb w5
        samschtig\tgsw w5;samstag\tde w5;samwiyee\two m1;sande\ttpi w6;sap\tkl w6;sapaat\tkl w6;sarere\ttpi w5;sath\tga w5
        saus\tlt m1;sausio\tlt m1;sausis\tlt m1;sbti\tso w5;seb\tso m9;sebteembar\tso m9;sebtembar\tso m9;sed\ttn m12
        sedimonthole\ttn m12;see\ttn m6;seetebosigo\ttn m6;seg\tpt w0;segunda\tpt w0;sekmadienis\tlt w6;sel\tid w1 ms w1;selasa\tid w1 ms w1
        sen\taz m9 id w0 tk m9 uz m9;senin\tid w0;sentabr\tuz m9;sentyabr\taz m9;sentýabr\ttk m9;sepitema\tto m9;septambra\tmg m9;septemba\tsw m9 tpi m9
        septembar\tbs m9 sr m9;septembari\tkl m9;septembarip\tkl m9;septembra\tsk m9;septembre\tfr m9 ht m9;septembrie\tro m9;septembris\tlv m9;septiembre\tes m9
        septämber\tgsw m9;sesh\tuz w1;seshanba\tuz w1;sestd\tlv w5;sestdiena\tlv w5;set\tca m9 es m9 fil m9 it m9 mt m9 pt m9 qu m9;setembre\tca m9;setembro\tpt m9
        setiembre\tes m9 qu m9;settembre\tit m9;settembru\tmt m9;setyembre\tfil m9;sex\tpt w4;sexta\tpt w4;shan\tuz w5;shanba\tuz w5
        shani\thi w5;shaniwaar\thi w5;shk\tsq m2;shkurt\tsq m2;sht\tsq m9 sq w5;shtator\tsq m9;shukra\thi w4;shukrawaar\thi w4
        sib\tmt w5 nd w1;sibili\tnd w1;sie\tpl m8;sierpień\tpl m8;sierpnia\tpl m8;sih\tnd w4;sihlanu\tnd w4;sij\thr m1
        siječanj\thr m1;siječnja\thr m1;sin\tnd w3;sine\tnd w3;sis\tkl w3;sisamanngorneq\tkl w3;sit\tnd w2;sithathu\tnd w2
        siu\tto m7;siulai\tto m7;siş\ttk w1;sişenbe\ttk w1;sk\tlt w6;so\tcs w5 de w6 sk w5;sob\tpl w5 sl w5;sobota\tcs w5 pl w5 sk w5 sl w5
        som\thi w0;somwaar\thi w0;son\tlb w6 nd w6 st w6;sonndeg\tlb w6;sonntag\tde w6;sontaha\tst w6;sonto\tnd w6;spal\tlt m10
        spalio\tlt m10;spalis\tlt m10;sre\tsl w2 sr w2;sreda\tsl w2 sr w2;sri\tbs w2 hr w2 sr w2;srijeda\tbs w2 hr w2 sr w2;srp\tcs m8 hr m7;srpanj\thr m7
        srpen\tcs m8;srpna\tcs m8;srpnja\thr m7;st\tcs w2 sk w2;streda\tsk w2;stu\thr m11;studeni\thr m11;studenoga\thr m11
        sty\tpl m1;styczeń\tpl m1;stycznia\tpl m1;středa\tcs w2;sub\tbs w5 hr w5 sr w5;subota\tbs w5 hr w5 sr w5;sul\two m7;sulet\two m7
        sun\tto m6;sune\tto m6;sunntig\tgsw w6;sunnudagur\tfo w6 is w6;sunnuntai\tfi w6;sunnuntaina\tfi w6;suw\two m6;suwe\two m6
        svi\thr m5;svibanj\thr m5;svibnja\thr m5;svo\tsn w6;svondo\tsn w6;svētd\tlv w6;svētdiena\tlv w6;syys\tfi m9
        syyskuu\tfi m9;syyskuuta\tfi m9;sze\thu w2;szept\thu m9;szeptember\thu m9;szerda\thu w2;szo\thu w5;szombat\thu w5
        sàt\two m9;sàttumbar\two m9;sáb\tes w5 pt w5;sábado\tes w5 pt w5 qu w5;sâm\tro w5;sâmbătă\tro w5;sèptèmber\tpap m9;sön\tsv w6
        söndag\tsv w6;sø\tnn w6;søn\tda w6 nb w6 nn w6 no w6;søndag\tda w6 nb w6 nn w6 no w6;sān\tto m1;sānuali\tto m1;sāp\tto w6;sāpate\tto w6
        sēp\tto m9;sēpitema\tto m9;t\tet w1;tal\tkl w4 mg w1 wo w1;talaado\tso w1;talaata\two w1;talata\tmg w1;tallimanngorneq\tkl w4
        tammi\tfi m1;tammikuu\tfi m1;tammikuuta\tfi m1;teisipäev\tet w1;tem\ttr m7;temmuz\ttr m7;ter\tpt w1;terça\tpt w1
        tet\tsq m10;tetor\tsq m10;ti\tfi w1;tiistai\tfi w1;tiistaina\tfi w1;tir\tnb w1 no w1;tirs\tda w1;tirsdag\tda w1 nb w1 no w1
        tis\tsv w1;tisdag\tsv w1;tldo\tso w1;tlh\ttn m2;tlhakole\ttn m2;tli\tmt w1;tne\tmt w0;to\tfi w3 nn w3
        tok\tto w5;tokonaki\tto w5;tor\tnb w3 nn w3 no w3 sl w1;torek\tsl w1;tors\tda w3 sv w3;torsdag\tda w3 nb w3 nn w3 no w3 sv w3;torstai\tfi w3;torstaina\tfi w3
        touko\tfi m5;toukokuu\tfi m5;toukokuuta\tfi m5;tr\tlt w2;tra\thr m4;travanj\thr m4;travnja\thr m4;trečiadienis\tlt w2
        trešd\tlv w2;trešdiena\tlv w2;trinde\ttpi w2;tsh\tst m12 tn w6;tshipi\ttn w6;tshitwe\tst m12;tunde\ttpi w1;tuʻa\tto w3
        tuʻapulelulu\tto w3;ty\tnn w1;tys\tnn w1;tysdag\tnn w1;týs\tfo w1;týsdagur\tfo w1;tāi\tmi w3;tāite\tmi w3
        tīh\tmi m12;tīhema\tmi m12;tīs\tto m12;tīsema\tto m12;tūr\tmi w1;tūrei\tmi w1;tūs\tto w1;tūsite\tto w1
        ugu\trn m11 rw m11;ugushyingo\trw m11;uku\trn m12 rw m12;ukuboza\trw m12;ukw\trn m10 rw m10;ukwakira\trw m10;upu\tst m7;ut\tsk w1 wo m8
        uto\tbs w1 hr w1 sr w1;utorak\tbs w1 hr w1 sr w1;utorok\tsk w1;v\thu w6;vas\tlt m2;vasario\tlt m2;vasaris\tlt m2;vasárnap\thu w6
        veebr\tet m2;veebruar\tet m2;velj\thr m2;veljača\thr m2;veljače\thr m2;ven\tfr w4 ht w4 it w4;vendredi\tfr w4 ht w4;venerdì\tit w4
        vie\tes w4 qu w4;viernes\tes w4 qu w4;vin\tro w4;vineri\tro w4;vr\tnl w4;vrijdag\tnl w4;wen\tmi w2;wenerei\tmi w2
        wer\trn m3 rw m3;werurwe\trw m3;wo\tnl w2;woensdag\tnl w2;wrz\tpl m9;wrzesień\tpl m9;września\tpl m9;wt\tpl w1
        wtorek\tpl w1;yak\tuz w6;yakshanba\tuz w6;yan\taz m1 uz m1;yanvar\taz m1 uz m1;yanüari\tpap m1;yeb\ttzm m2;yebrayer\ttzm m2
        yen\ttzm m1;yennayer\ttzm m1;yul\ttzm m7;yulyuz\ttzm m7;yun\ttzm m6;yunyu\ttzm m6;yüli\tpap m7;yüni\tpap m6
        za\tnl w5;zaterdag\tnl w5;zi\tgsw w1;zib\tnd m1;zibandlela\tnd m1;ziischtig\tgsw w1;zo\tnl w6;zom\tmg w4
        zoma\tmg w4;zondag\tnl w6;zvi\tsn m12;zvita\tsn m12;zář\tcs m9;září\tcs m9;àbámɛ́ta\tyo w5;àbámẹ́ta\tyo w5
        àjj\two w4;àjjuma\two w4;àla\two w2;àlarba\two w2;àìkú\tyo w6;ágú\tis m8;ágúst\tis m8;ápr\thu m4
        április\thu m4;ç\taz w2;çar\ttk w2 tr w2;çarşamba\ttr w2;çarşenbe\ttk w2;çərşənbə\taz w2;ìsɛ́gun\tyo w1;ìsẹ́gun\tyo w1
        òktober\tpap m10;úno\tcs m2;únor\tcs m2;února\tcs m2;út\tcs w1;úterý\tcs w1;ýan\ttk m1;ýanwar\ttk m1
        ýek\ttk w6;ýekşenbe\ttk w6;þri\tis w1;þriðjudagur\tis w1;āku\tmi m8;ākuhata\tmi m8;āpe\tmi m4;āpereira\tmi m4
        āperira\tmi m4;červen\tcs m6;července\tcs m7;červenec\tcs m7;června\tcs m6;čet\tbs w3 hr w3 sl w3 sr w3;četrtek\tsl w3;četvrtak\tbs w3 hr w3 sr w3
        čt\tcs w3;čtvrtek\tcs w3;čvc\tcs m7;čvn\tcs m6;ġim\tmt w4;ġun\tmt m6;ġunju\tmt m6;ħad\tmt w6
        ħam\tmt w3;říj\tcs m10;říjen\tcs m10;října\tcs m10;śr\tpl w2;środa\tpl w2;ş\taz w5;şen\ttk w5
        şenbe\ttk w5;şub\ttr m2;şubat\ttr m2;şənbə\taz w5;šeštadienis\tlt w5;št\tlt w5 sk w3;štvrtok\tsk w3;ɔjɔ́bɔ\tyo w3
        ɔjɔ́rú\tyo w2;ɛtì\tyo w4;ɣuc\ttzm m8;ɣuct\ttzm m8;ʻaok\tto m8;ʻaokosi\tto m8;ʻepe\tto m4;ʻepeleli\tto m4
        ʻoka\tto m10;ʻokatopa\tto m10;απρ\tel m4;απρίλιος\tel m4;απριλίου\tel m4;αυγ\tel m8;αυγούστου\tel m8;αύγ\tel m8
        αύγουστος\tel m8;αὐγ\tel m8;αὐγούστου\tel m8;αὔγουστος\tel m8;δεκ\tel m12;δεκέμβριος\tel m12;δεκεμβρίου\tel m12;δευ\tel w0
        δευτέρα\tel w0;ιαν\tel m1;ιανουάριος\tel m1;ιανουαρίου\tel m1;ιουλ\tel m7;ιουλίου\tel m7;ιουν\tel m6;ιουνίου\tel m6
        ιούλ\tel m7;ιούλιος\tel m7;ιούν\tel m6;ιούνιος\tel m6;κυρ\tel w6;κυριακή\tel w6;μάι\tel m5;μάιος\tel m5
        μάρ\tel m3;μάρτιος\tel m3;μαΐ\tel m5;μαΐου\tel m5;μαρ\tel m3;μαρτίου\tel m3;νοέ\tel m11;νοέμβριος\tel m11
        νοε\tel m11;νοεμβρίου\tel m11;οκτ\tel m10;οκτωβρίου\tel m10;οκτώβριος\tel m10;πέμ\tel w3;πέμπτη\tel w3;παρ\tel w4
        παρασκευή\tel w4;σάβ\tel w5;σάββατο\tel w5;σεπ\tel m9;σεπτέμβριος\tel m9;σεπτεμβρίου\tel m9;τετ\tel w2;τετάρτη\tel w2
        τρί\tel w1;τρίτη\tel w1;φεβ\tel m2;φεβρουάριος\tel m2;φεβρουαρίου\tel m2;авг\taz m8 bg m8 ky m8 mk m8 ru m8 sr m8 tg m8 uz m8;август\taz m8 bg m8 ky m8 mk m8 ru m8 sr m8 tg m8 uz m8;августа\tru m8
        апр\taz m4 bg m4 bs m4 ky m4 mk m4 ru m4 sr m4 tg m4 uz m4;апрел\taz m4 tg m4 uz m4;апрель\tky m4 ru m4;апреля\tru m4;април\tbg m4 bs m4 mk m4 sr m4;ауг\tbs m8;аугуст\tbs m8;аў\tbe w1
        аўторак\tbe w1;ақп\tkk m2;ақпан\tkk m2;б\taz w6;ба\tmn w4;баасан\tmn w4;базар\taz w6;бейсенбі\tkk w3
        бейш\tky w3;бейшемби\tky w3;бер\tuk m3;березень\tuk m3;березня\tuk m3;бс\tkk w3;бя\tmn w5;бямба\tmn w5
        вер\tbe m9 uk m9;верасень\tbe m9;верасня\tbe m9;вересень\tuk m9;вересня\tuk m9;воскресенье\tru w6;вс\tru w6;вт\tbg w1 ru w1 uk w1
        вто\tmk w1;вторник\tbg w1 mk w1 ru w1;вівторок\tuk w1;груд\tuk m12;грудень\tuk m12;грудня\tuk m12;да\tmn w0;даваа\tmn w0
        дек\taz m12 bg m12 ky m12 mk m12 ru m12 tg m12 uz m12;декабр\taz m12 tg m12 uz m12;декабрь\tky m12 ru m12;декабря\tru m12;декември\tbg m12 mk m12;дец\tbs m12 sr m12;децембар\tbs m12 sr m12;дс\tkk w0
        душ\tuz w0;душанба\tuz w0;душанбе\ttg w0;дшб\ttg w0;дүй\tky w0;дүйсенбі\tkk w0;дүйшөмбү\tky w0;жек\tky w6
        жексенбі\tkk w6;жекшемби\tky w6;жел\tkk m12;желтоқсан\tkk m12;жм\tkk w4;жні\tbe m8;жнівень\tbe m8;жніўня\tbe m8
        жовт\tuk m10;жовтень\tuk m10;жовтня\tuk m10;жс\tkk w6;жум\tuz w4;жума\tky w4 uz w4;жұма\tkk w4;ишемби\tky w5
        ишм\tky w5;июл\tky m7 ru m7 tg m7 uz m7;июль\tky m7 ru m7;июля\tru m7;июн\tky m6 ru m6 tg m6 uz m6;июнь\tky m6 ru m6;июня\tru m6;ијл\taz m7
        ијн\taz m6;ијул\taz m7;ијун\taz m6;кас\tbe m10;кастрычнік\tbe m10;кастрычніка\tbe m10;квіт\tuk m4;квітень\tuk m4
        квітня\tuk m4;кра\tbe m4;красавік\tbe m4;красавіка\tbe m4;лип\tuk m7;липень\tuk m7;липня\tuk m7;лист\tuk m11
        листопад\tuk m11;листопада\tuk m11;лх\tmn w2;лхагва\tmn w2;лют\tbe m2 uk m2;лютага\tbe m2;лютий\tuk m2;лютого\tuk m2
        люты\tbe m2;ліп\tbe m7;ліпень\tbe m7;ліпеня\tbe m7;ліс\tbe m11;лістапад\tbe m11;лістапада\tbe m11;май\taz m5 be m5 bg m5 ky m5 ru m5 tg m5 uz m5
        мам\tkk m5;мамыр\tkk m5;мар\taz m3 bs m3 ky m3 mk m3 ru m3 sr m3 tg m3 uz m3;март\taz m3 bg m3 bs m3 ky m3 mk m3 ru m3 sr m3 tg m3 uz m3;марта\tru m3;мау\tkk m6;маусым\tkk m6;мая\tbe m5 ru m5
        мај\tbs m5 mk m5 sr m5;мя\tmn w1;мягмар\tmn w1;нау\tkk m3;наурыз\tkk m3;нд\tbe w6 bg w6 uk w6;нед\tbs w6 mk w6 sr w6;недела\tmk w6
        неделя\tbg w6;недеља\tsr w6;неділя\tuk w6;недјеља\tbs w6 sr w6;нов\tbs m11 sr m11;новембар\tbs m11 sr m11;ное\tbg m11 mk m11;ноември\tbg m11 mk m11
        ноя\tky m11 tg m11 uz m11;нояб\tru m11;ноябр\ttg m11 uz m11;ноябрь\tky m11 ru m11;ноября\tru m11;ној\taz m11;нојабр\taz m11;ня\tmn w6
        нядзеля\tbe w6;ням\tmn w6;окт\taz m10 bg m10 bs m10 ky m10 mk m10 ru m10 sr m10 tg m10 uz m10;октобар\tbs m10 sr m10;октомври\tbg m10 mk m10;октябр\ttg m10 uz m10;октябрь\tky m10 ru m10;октября\tru m10
        октјабр\taz m10;пʼятниця\tuk w4;пай\tuz w3;пайшанба\tuz w3;панядзелак\tbe w0;панҷшанбе\ttg w3;пет\tbs w4 mk w4 sr w4;петак\tbs w4 sr w4
        петок\tmk w4;петък\tbg w4;пн\tbe w0 bg w0 ru w0 uk w0;пон\tbs w0 mk w0 sr w0;понеделник\tbg w0 mk w0;понедельник\tru w0;понедељак\tsr w0;понеділок\tuk w0
        понедјељак\tbs w0 sr w0;пт\tbe w4 bg w4 ru w4 uk w4;пшб\ttg w3;пятница\tru w4;пятніца\tbe w4;пү\tmn w3;пүрэв\tmn w3;саб\tmk w5
        сабота\tmk w5;сак\tbe m3;сакавік\tbe m3;сакавіка\tbe m3;сб\tbe w5 bg w5 kk w5 ru w5 uk w5;сейсенбі\tkk w1;сен\taz m9 ky m9 tg m9 uz m9;сенбі\tkk w5
        сент\tru m9;сентябр\ttg m9 uz m9;сентябрь\tky m9 ru m9;сентября\tru m9;сентјабр\taz m9;сеп\tbg m9 bs m9 mk m9 sr m9;септ\tsr m9;септембар\tbs m9 sr m9
        септември\tbg m9 mk m9;серада\tbe w2;середа\tuk w2;серп\tuk m8;серпень\tuk m8;серпня\tuk m8;сеш\tuz w1;сешанба\tuz w1
        сешанбе\ttg w1;сне\tbe m12;снежань\tbe m12;снежня\tbe m12;ср\tbe w2 bg w2 kk w2 ru w2 uk w2;сре\tmk w2 sr w2;среда\tmk w2 ru w2 sr w2;сри\tbs w2 sr w2
        сриједа\tbs w2 sr w2;сряда\tbg w2;сс\tkk w1;сту\tbe m1;студзень\tbe m1;студзеня\tbe m1;суб\tbs w5 sr w5;суббота\tru w5
        субота\tbe w5 bs w5 sr w5 uk w5;сшб\ttg w1;събота\tbg w5;січ\tuk m1;січень\tuk m1;січня\tuk m1;сәрсенбі\tkk w2;сәу\tkk m4
        сәуір\tkk m4;там\tkk m8;тамыз\tkk m8;трав\tuk m5;травень\tuk m5;травня\tuk m5;уто\tbs w1 sr w1;уторак\tbs w1 sr w1
        феб\tbs m2 sr m2;фебруар\tbs m2 sr m2;фев\taz m2 bg m2 ky m2 mk m2 tg m2 uz m2;февр\tru m2;феврал\taz m2 tg m2 uz m2;февраль\tky m2 ru m2;февраля\tru m2;февруари\tbg m2 mk m2
        ч\taz w2;чацвер\tbe w3;черв\tuk m6;червень\tuk m6;червня\tuk m6;чет\tbs w3 mk w3 sr w3;четвер\tuk w3;четверг\tru w3
        четвртак\tbs w3 sr w3;четврток\tmk w3;четвъртък\tbg w3;чор\tuz w2;чоршанба\tuz w2;чоршанбе\ttg w2;чт\tbg w3 ru w3 uk w3;чц\tbe w3
        чшб\ttg w2;чэр\tbe m6;чэрвень\tbe m6;чэрвеня\tbe m6;чәршәнбә\taz w2;ш\taz w5;шан\tuz w5;шанба\tuz w5
        шанбе\ttg w5;шарш\tky w2;шаршемби\tky w2;шейш\tky w1;шейшемби\tky w1;шнб\ttg w5;шіл\tkk m7;шілде\tkk m7
        шәнбә\taz w5;юли\tbg m7;юни\tbg m6;якш\tuz w6;якшанба\tuz w6;якшанбе\ttg w6;янв\tky m1 ru m1 tg m1 uz m1;январ\ttg m1 uz m1
        январь\tky m1 ru m1;января\tru m1;яну\tbg m1;януари\tbg m1;яшб\ttg w6;јан\taz m1 bs m1 mk m1 sr m1;јанвар\taz m1;јануар\tbs m1 sr m1
        јануари\tmk m1;јул\tbs m7 mk m7 sr m7;јули\tbs m7 mk m7;јун\tbs m6 mk m6 sr m6;јуни\tbs m6 mk m6;қаз\tkk m10;қазан\tkk m10;қар\tkk m11
        қараша\tkk m11;қаң\tkk m1;қаңтар\tkk m1;қыр\tkk m9;қыркүйек\tkk m9;ҷмъ\ttg w4;ҷумъа\ttg w4;ҹ\taz w4
        ҹүмә\taz w4;ապր\thy m4;ապրիլ\thy m4;ապրիլի\thy m4;դեկ\thy m12;դեկտեմբեր\thy m12;դեկտեմբերի\thy m12;երեքշաբթի\thy w1
        երկ\thy w0;երկուշաբթի\thy w0;երք\thy w1;կիր\thy w6;կիրակի\thy w6;հինգշաբթի\thy w3;հլս\thy m7;հնգ\thy w3
        հնս\thy m6;հնվ\thy m1;հոկ\thy m10;հոկտեմբեր\thy m10;հոկտեմբերի\thy m10;հուլիս\thy m7;հուլիսի\thy m7;հունիս\thy m6
        հունիսի\thy m6;հունվար\thy m1;հունվարի\thy m1;մայիս\thy m5;մայիսի\thy m5;մարտ\thy m3;մարտի\thy m3;մյս\thy m5
        մրտ\thy m3;նոյ\thy m11;նոյեմբեր\thy m11;նոյեմբերի\thy m11;շաբաթ\thy w5;շբթ\thy w5;ուր\thy w4;ուրբաթ\thy w4
        չորեքշաբթի\thy w2;չրք\thy w2;սեպ\thy m9;սեպտեմբեր\thy m9;սեպտեմբերի\thy m9;փետրվար\thy m2;փետրվարի\thy m2;փտվ\thy m2
        օգոստոս\thy m8;օգոստոսի\thy m8;օգս\thy m8;אוגוסט\the m8;אוקטובר\the m10;אפריל\the m4;דצמבר\the m12;יולי\the m7
        יוני\the m6;ינואר\the m1;מאי\the m5;מרץ\the m3;נובמבר\the m11;ספטמבר\the m9;פברואר\the m2;שבת\the w5
        ءساۋىر\tkk m4;آب\tar m8;آذار\tar m3;آوریل\tfa m4;أبريل\tar m4;أغسطس\tar m8;أغشت\tar m8;أفريل\tar m4
        أكتوبر\tar m10;أوت\tar m8;أيار\tar m5;أيلول\tar m9;إبريل\tar m4;اتوار\tur w6;اقپان\tkk m2;الأحد\tar w6
        الأربعاء\tar w2;الاثنين\tar w0;الثلاثاء\tar w1;الجمعة\tar w4;الخميس\tar w3;السبت\tar w5;اوت\tfa m8;اونۍ\tps w5
        اپر\tuz m4;اپریل\tfa m4 ps m4 ur m4 uz m4;اکت\tuz m10;اکتبر\tfa m10;اکتوبر\tfa m10 ps m10 ur m10 uz m10;اګست\tps m8;اگس\tuz m8;اگست\tfa m8 ur m8 uz m8
        بدھ\tur w2;بەي\tkk w3;بەيسەنبى\tkk w3;تامىز\tkk m8;تموز\tar m7;ج\tuz w4;جانفي\tar m1;جمعرات\tur w3
        جمعه\tfa w4 ps w4 uz w4;جمعہ\tur w4;جنو\tfa m1 uz m1;جنوري\tps m1;جنوری\tfa m1 ur m1 uz m1;جوان\tar m6;جول\tfa m7 uz m7;جولائی\tur m7
        جولای\tfa m7 ps m7 uz m7;جون\tfa m6 ps m6 ur m6 uz m6;جويلية\tar m7;جۇم\tkk w4;جۇما\tkk w4;جەك\tkk w6;جەكسەنبى\tkk w6;جەلتوقسان\tkk m12
        حزيران\tar m6;د\tuz w0;دجمبر\tar m12;دجنبر\tar m12;درېنۍ\tps w1;دسامبر\tfa m12;دسم\tfa m12 uz m12;دسمبر\tfa m12 ps m12 ur m12 uz m12
        دوشنبه\tfa w0 uz w0;دونۍ\tps w0;ديسمبر\tar m12;دۇي\tkk w0;دۇيسەنبى\tkk w0;س\tuz w1;سار\tkk w2;سارسەنبى\tkk w2
        سبتمبر\tar m9;ستمبر\tur m9;سپت\tuz m9;سپتامبر\tfa m9;سپتمبر\tfa m9 ps m9 uz m9;سېپتمبر\tps m9;سەن\tkk w5;سەنبى\tkk w5
        سەي\tkk w1;سەيسەنبى\tkk w1;ش\tuz w5;شباط\tar m2;شتمبر\tar m9;شتنبر\tar m9;شنبه\tfa w5 uz w5;شىلدە\tkk m7
        غشت\tar m8;فبر\tuz m2;فبراير\tar m2;فبروري\tps m2;فبروری\tfa m2 uz m2;فروری\tur m2;فوریه\tfa m2;فوریهٔ\tfa m2
        فيفري\tar m2;فېبروري\tps m2;قاراشا\tkk m11;قازان\tkk m10;قاڭتار\tkk m1;قىركۇيەك\tkk m9;مئی\tur m5;مار\tuz m3
        مارس\tar m3 fa m3;مارچ\tfa m3 ps m3 ur m3 uz m3;مامىر\tkk m5;ماي\tar m5;مايو\tar m5;ماۋسىم\tkk m6;منگل\tur w1;مه\tfa m5
        مهٔ\tfa m5;می\tfa m5 uz m5;مۍ\tps m5;ناۋرىز\tkk m3;نوامبر\tfa m11;نوفمبر\tar m11;نوم\tuz m11;نومبر\tfa m11 ps m11 ur m11 uz m11
        نونبر\tar m11;نيسان\tar m4;يناير\tar m1;يوليو\tar m7;يوليوز\tar m7;يونيو\tar m6;يونۍ\tps w6;پ\tuz w3
        پنجشنبه\tfa w3 uz w3;پينځنۍ\tps w3;پیر\tur w0;څلرنۍ\tps w2;چ\tuz w2;چهارشنبه\tfa w2 uz w2;ژانویه\tfa m1;ژانویهٔ\tfa m1
        ژوئن\tfa m6;ژوئیه\tfa m7;ژوئیهٔ\tfa m7;ہفتہ\tur w5;ی\tuz w6;یکشنبه\tfa w6 uz w6;अक्टूबर\thi m10;अक्टोबर\tne m10
        अगस्ट\tne m8;अगस्त\thi m8;अप्रिल\tne m4;अप्रैल\thi m4;आइत\tne w6;आइतबार\tne w6;गुरु\thi w3;गुरुवार\thi w3
        जनवरी\thi m1 ne m1;जुन\tne m6;जुलाई\thi m7 ne m7;जून\thi m6;डिसेम्बर\tne m12;दिसंबर\thi m12;नवंबर\thi m11;नोभेम्बर\tne m11
        फ़रवरी\thi m2;फेब्रुअरी\tne m2;बिहि\tne w3;बिहिबार\tne w3;बुध\thi w2 ne w2;बुधबार\tne w2;बुधवार\thi w2;मंगल\thi w1
        मंगलवार\thi w1;मई\thi m5;मङ्गल\tne w1;मङ्गलबार\tne w1;मार्च\thi m3 ne m3;मे\tne m5;रवि\thi w6;रविवार\thi w6
        शनि\thi w5 ne w5;शनिबार\tne w5;शनिवार\thi w5;शुक्र\thi w4 ne w4;शुक्रबार\tne w4;शुक्रवार\thi w4;सितंबर\thi m9;सेप्टेम्बर\tne m9
        सोम\thi w0 ne w0;सोमबार\tne w0;सोमवार\thi w0;অক্টো\tbn m10;অক্টোঃ\tbn m10;অক্টোবর\tbn m10;আগ\tbn m8;আগস্ট\tbn m8
        এপ্রি\tbn m4;এপ্রিল\tbn m4;জানু\tbn m1;জানুয়ারি\tbn m1;জুন\tbn m6;জুল\tbn m7;জুলাই\tbn m7;ডিসে\tbn m12
        ডিসেঃ\tbn m12;ডিসেম্বর\tbn m12;নভে\tbn m11;নভেঃ\tbn m11;নভেম্বর\tbn m11;ফেব\tbn m2;ফেব্রুয়ারি\tbn m2;বুধ\tbn w2
        বুধবার\tbn w2;বৃহস্পতি\tbn w3;বৃহস্পতিবার\tbn w3;মঙ্গল\tbn w1;মঙ্গলবার\tbn w1;মার্চ\tbn m3;মে\tbn m5;রবি\tbn w6
        রবিবার\tbn w6;শনি\tbn w5;শনিবার\tbn w5;শুক্র\tbn w4;শুক্রবার\tbn w4;সেপ\tbn m9;সেপ্ট\tbn m9;সেপ্টেঃ\tbn m9
        সেপ্টেম্বর\tbn m9;সোম\tbn w0;সোমবার\tbn w0;அக்\tta m10;அக்டோபர்\tta m10;ஆக\tta m8;ஆகஸ்ட்\tta m8;ஏப்\tta m4
        ஏப்ரல்\tta m4;சனி\tta w5;செப்\tta m9;செப்டம்பர்\tta m9;செவ்\tta w1;செவ்வாய்\tta w1;ஜன\tta m1;ஜனவரி\tta m1
        ஜூன்\tta m6;ஜூலை\tta m7;ஞாயி\tta w6;ஞாயிறு\tta w6;டிச\tta m12;டிசம்பர்\tta m12;திங்\tta w0;திங்கள்\tta w0
        நவ\tta m11;நவம்பர்\tta m11;பிப்\tta m2;பிப்ரவரி\tta m2;புத\tta w2;புதன்\tta w2;மார்\tta m3;மார்ச்\tta m3
        மே\tta m5;வியா\tta w3;வியாழன்\tta w3;வெள்\tta w4;வெள்ளி\tta w4;අඟහ\tsi w1;අඟහරුවාදා\tsi w1;ඇසළ\tsi m7
        ඉරිදා\tsi w6;ඉල්\tsi m11;උඳුවප්\tsi m12;දුරුතු\tsi m1;නවම්\tsi m2;නිකිණි\tsi m8;පොසොන්\tsi m6;බක්\tsi m4
        බදාදා\tsi w2;බිනර\tsi m9;මැදින්\tsi m3;වප්\tsi m10;වෙසක්\tsi m5;සඳුදා\tsi w0;සිකු\tsi w4;සිකුරාදා\tsi w4
        සෙන\tsi w5;සෙනසුරාදා\tsi w5;กรกฎาคม\tth m7;กันยายน\tth m9;กุมภาพันธ์\tth m2;จันทร์\tth w0;ตุลาคม\tth m10;ธันวาคม\tth m12
        พฤศจิกายน\tth m11;พฤษภาคม\tth m5;พฤหัส\tth w3;พุธ\tth w2;มกราคม\tth m1;มิถุนายน\tth m6;มีนาคม\tth m3;วันจันทร์\tth w0
        วันพฤหัสบดี\tth w3;วันพุธ\tth w2;วันศุกร์\tth w4;วันอังคาร\tth w1;วันอาทิตย์\tth w6;วันเสาร์\tth w5;ศุกร์\tth w4;สิงหาคม\tth m8
        อังคาร\tth w1;อาทิตย์\tth w6;เมษายน\tth m4;เสาร์\tth w5;ກັນຍາ\tlo m9;ກຸມພາ\tlo m2;ກໍລະກົດ\tlo m7;ຈັນ\tlo w0
        ຕຸລາ\tlo m10;ທັນວາ\tlo m12;ພະຈິກ\tlo m11;ພະຫັດ\tlo w3;ພຶດສະພາ\tlo m5;ພຸດ\tlo w2;ມັງກອນ\tlo m1;ມິຖຸນາ\tlo m6
        ມີນາ\tlo m3;ວັນຈັນ\tlo w0;ວັນພະຫັດ\tlo w3;ວັນພຸດ\tlo w2;ວັນສຸກ\tlo w4;ວັນອັງຄານ\tlo w1;ວັນອາທິດ\tlo w6;ວັນເສົາ\tlo w5
        ສິງຫາ\tlo m8;ສຸກ\tlo w4;ອັງຄານ\tlo w1;ອາທິດ\tlo w6;ເມສາ\tlo m4;ເສົາ\tlo w5;༡\tdz m1;༡༠\tdz m10
        ༡༡\tdz m11;༢\tdz m2;༣\tdz m3;༤\tdz m4;༥\tdz m5;༦\tdz m6;༧\tdz m7;༨\tdz m8
        ༩\tdz m9;ကြာသပတေး\tmy w3;စက်\tmy m9;စက်တင်ဘာ\tmy m9;စနေ\tmy w5;ဇန်\tmy m1;ဇန်နဝါရီ\tmy m1;ဇူ\tmy m7
        ဇူလိုင်\tmy m7;ဇွန်\tmy m6;တနင်္ဂနွေ\tmy w6;တနင်္လာ\tmy w0;ဒီ\tmy m12;ဒီဇင်ဘာ\tmy m12;နို\tmy m11;နိုဝင်ဘာ\tmy m11
        ဖေ\tmy m2;ဖေဖော်ဝါရီ\tmy m2;ဗုဒ္ဓဟူး\tmy w2;မတ်\tmy m3;မေ\tmy m5;သောကြာ\tmy w4;အင်္ဂါ\tmy w1;အောက်\tmy m10
        အောက်တိုဘာ\tmy m10;ဧ\tmy m4;ဧပြီ\tmy m4;ဩ\tmy m8;ဩဂုတ်\tmy m8;აგვ\tka m8;აგვისტო\tka m8;აპრ\tka m4
        აპრილი\tka m4;დეკ\tka m12;დეკემბერი\tka m12;თებ\tka m2;თებერვალი\tka m2;იან\tka m1;იანვარი\tka m1;ივლ\tka m7
        ივლისი\tka m7;ივნ\tka m6;ივნისი\tka m6;კვი\tka w6;კვირა\tka w6;მაი\tka m5;მაისი\tka m5;მარ\tka m3
        მარტი\tka m3;ნოე\tka m11;ნოემბერი\tka m11;ოთხ\tka w2;ოთხშაბათი\tka w2;ორშ\tka w0;ორშაბათი\tka w0;ოქტ\tka m10
        ოქტომბერი\tka m10;პარ\tka w4;პარასკევი\tka w4;სამ\tka w1;სამშაბათი\tka w1;სექ\tka m9;სექტემბერი\tka m9;შაბ\tka w5
        შაბათი\tka w5;ხუთ\tka w3;ხუთშაბათი\tka w3;ለካ\tti m2;ለካቲት\tti m2;ሐሙስ\tam w3;ሓሙ\tti w3;ሓሙስ\tti w3
        ሓም\tti m7;ሓምለ\tti m7;ሕዳ\tti m11;ሕዳር\tti m11;መስ\tti m9;መስከረም\tti m9;መጋ\tti m3;መጋቢት\tti m3
        ሚያ\tti m4;ሚያዝያ\tti m4;ማርች\tam m3;ማክሰ\tam w1;ማክሰኞ\tam w1;ሜይ\tam m5;ረቡ\tti w2;ረቡዕ\tam w2 ti w2
        ሰሉ\tti w1;ሰሉስ\tti w1;ሰነ\tti m6;ሰኑ\tti w0;ሰኑይ\tti w0;ሰን\tti w6;ሰንበት\tti w6;ሰኞ\tam w0
        ሴፕቴ\tam m9;ሴፕቴምበር\tam m9;ቀዳ\tti w5;ቀዳም\tti w5;ቅዳሜ\tam w5;ታሕ\tti m12;ታሕሳስ\tti m12;ነሓ\tti m8
        ነሓሰ\tti m8;ኖቬም\tam m11;ኖቬምበር\tam m11;ኤፕሪ\tam m4;ኤፕሪል\tam m4;እሑድ\tam w6;ኦክቶ\tam m10;ኦክቶበር\tam m10
        ኦገስ\tam m8;ኦገስት\tam m8;ዓር\tti w4;ዓርቢ\tti w4;ዓርብ\tam w4;ዲሴም\tam m12;ዲሴምበር\tam m12;ጁላይ\tam m7
        ጁን\tam m6;ጃን\tam m1;ጃንዋሪ\tam m1;ጉንበት\tti m5;ግን\tti m5;ጥሪ\tti m1;ጥቅ\tti m10;ጥቅምቲ\tti m10
        ፌብ\tam m2;ፌብሩዋሪ\tam m2;កក្កដា\tkm m7;កញ្ញា\tkm m9;កុម្ភៈ\tkm m2;ចន្ទ\tkm w0;ច័ន្ទ\tkm w0;តុលា\tkm m10
        ធ្នូ\tkm m12;ពុធ\tkm w2;ព្រហ\tkm w3;ព្រហស្បតិ៍\tkm w3;មករា\tkm m1;មិថុនា\tkm m6;មីនា\tkm m3;មេសា\tkm m4
        វិច្ឆិកា\tkm m11;សីហា\tkm m8;សុក្រ\tkm w4;សៅរ៍\tkm w5;អង្គារ\tkm w1;អាទិត្យ\tkm w6;ឧសភា\tkm m5;ᠨᠢ\tmn w6
        ᠪᠠ\tmn w4;ᠪᠠᠰᠠᠩ\tmn w4;ᠪᠢᠮ\tmn w5;ᠪᠢᠮᠪᠠ\tmn w5;ᠫᠥᠷ\tmn w3;ᠫᠦᠷ\tmn w3;ᠫᠦᠷᠪᠦ\tmn w3;ᠮᠢᠠᠠᠮᠠᠷ\tmn w1
        ᠮᠢᠭ\tmn w1;ᠲᠠ\tmn w0;ᠳᠠ\tmn w0;ᠳᠠᠸᠠ\tmn w0;ᡀᠠ\tmn w2;ᡀᠠᠭᠪᠠ\tmn w2;ẹtì\tyo w4;ọjọ́bọ\tyo w3
        ọjọ́rú\tyo w2;ὀκτ\tel m10;ὀκτωβρίου\tel m10;ὀκτώβριος\tel m10;一月\tzh m1;七月\tzh m7;三月\tzh m3;九月\tzh m9
        二月\tzh m2;五月\tzh m5;八月\tzh m8;六月\tzh m6;十一月\tzh m11;十二月\tzh m12;十月\tzh m10;周一\tzh w0
        周三\tzh w2;周二\tzh w1;周五\tzh w4;周六\tzh w5;周四\tzh w3;周日\tzh w6;四月\tzh m4;土\tja w5
        土曜日\tja w5;日\tja w6;日曜日\tja w6;星期一\tyue w0 zh w0;星期三\tyue w2 zh w2;星期二\tyue w1 zh w1;星期五\tyue w4 zh w4;星期六\tyue w5 zh w5
        星期四\tyue w3 zh w3;星期日\tyue w6 zh w6;月\tja w0;月曜日\tja w0;木\tja w3;木曜日\tja w3;水\tja w2;水曜日\tja w2
        火\tja w1;火曜日\tja w1;週一\tzh w0;週三\tzh w2;週二\tzh w1;週五\tzh w4;週六\tzh w5;週四\tzh w3
        週日\tzh w6;金\tja w4;金曜日\tja w4;금\tko w4;금요일\tko w4;목\tko w3;목요일\tko w3;수\tko w2
        수요일\tko w2;월\tko w0;월요일\tko w0;일\tko w6;일요일\tko w6;토\tko w5;토요일\tko w5;화\tko w1
        화요일\tko w1;𐐩𐐹𐑉\ten m4;𐐩𐐹𐑉𐐮𐑊\ten m4;𐐪𐑀\ten m8;𐐪𐑀𐐲𐑅𐐻\ten m8;𐐱𐐿𐐻\ten m10;𐐱𐐿𐐻𐐬𐐺𐐲𐑉\ten m10;𐐶𐐯𐑌\ten w2
        𐐶𐐯𐑌𐑆𐐼𐐩\ten w2;𐐻𐐭𐑆\ten w1;𐐻𐐭𐑆𐐼𐐩\ten w1;𐐼𐐨𐑅\ten m12;𐐼𐐨𐑅𐐯𐑋𐐺𐐲𐑉\ten m12;𐐾𐐭𐑊\ten m7;𐐾𐐭𐑊𐐴\ten m7;𐐾𐐭𐑌\ten m6
        𐐾𐐰𐑌\ten m1;𐐾𐐰𐑌𐐷𐐭𐐯𐑉𐐨\ten m1;𐑁𐐯𐐺\ten m2;𐑁𐐯𐐺𐑉𐐭𐐯𐑉𐐨\ten m2;𐑁𐑉𐐴\ten w4;𐑁𐑉𐐴𐐼𐐩\ten w4;𐑃𐐲𐑉\ten w3;𐑃𐐲𐑉𐑆𐐼𐐩\ten w3
        𐑅𐐯𐐹\ten m9;𐑅𐐯𐐹𐐻𐐯𐑋𐐺𐐲𐑉\ten m9;𐑅𐐰𐐻\ten w5;𐑅𐐰𐐻𐐲𐑉𐐼𐐩\ten w5;𐑅𐐲𐑌\ten w6;𐑅𐐲𐑌𐐼𐐩\ten w6;𐑋𐐩\ten m5;𐑋𐐪𐑉\ten m3
        𐑋𐐪𐑉𐐽\ten m3;𐑋𐐲𐑌\ten w0;𐑋𐐲𐑌𐐼𐐩\ten w0;𐑌𐐬𐑂\ten m11;𐑌𐐬𐑂𐐯𐑋𐐺𐐲𐑉\ten m11
        """

    /// The languages spoken where a country code says a place is (CLDR territory info).
    static let regionLines = """
        ad\tca;ae\tar;af\tfa ps;ag\ten;ai\ten;al\tsq;am\thy;ao\tpt;ar\tes;as\ten sm;at\tde;au\ten
        aw\tnl pap;ax\tsv;az\taz;ba\tbs hr sr;bb\ten;bd\tbn;be\tde fr nl;bf\tfr;bg\tbg;bh\tar;bi\ten fr rn;bj\tfr
        bl\tfr;bm\ten;bn\tms;bo\tay es qu;bq\tnl;br\tpt;bs\ten;bt\tdz;bw\ten tn;by\tbe ru;bz\ten;ca\ten fr
        cc\ten;cd\tfr;cf\tfr sg;cg\tfr;ch\tde fr gsw it;ci\tfr;ck\ten;cl\tes;cm\ten fr;cn\tzh;co\tes;cq\ten
        cr\tes;cu\tes;cv\tpt;cw\tnl pap;cx\ten;cy\tel tr;cz\tcs;de\tde;dg\ten;dj\tar fr;dk\tda;dm\ten
        do\tes;dz\tar fr;ea\tes;ec\tes qu;ee\tet;eg\tar;eh\tar;er\tar en ti;es\tes;et\tam;fi\tfi sv;fj\ten fj hif
        fk\ten;fm\ten;fo\tfo;fr\tfr;ga\tfr;gb\ten;gd\ten;ge\tka;gf\tfr;gg\ten;gh\ten;gi\ten
        gl\tkl;gm\ten;gn\tfr;gp\tfr;gq\tes fr pt;gr\tel;gs\ten;gt\tes;gu\tch en;gw\tpt;gy\ten;hk\ten zh
        hn\tes;hr\thr;ht\tfr ht;hu\thu;ic\tes;id\tid;ie\ten ga;il\tar he;im\ten gv;in\ten hi;io\ten;iq\tar
        ir\tfa;is\tis;it\tit;je\ten;jm\ten;jo\tar;jp\tja;ke\ten sw;kg\tky ru;kh\tkm;ki\ten gil;km\tar fr wni zdj
        kn\ten;kp\tko;kr\tko;kw\tar;ky\ten;kz\tkk ru;la\tlo;lb\tar;lc\ten;li\tde gsw;lk\tsi ta;lr\ten
        ls\ten st;lt\tlt;lu\tde fr lb;lv\tlv;ly\tar;ma\tar fr tzm;mc\tfr;md\tro;me\tsr;mf\tfr;mg\ten fr mg;mh\ten mh
        mk\tmk;ml\tfr;mm\tmy;mn\tmn;mo\tpt yue zh;mp\ten;mq\tfr;mr\tar;ms\ten;mt\ten mt;mu\ten fr;mv\tdv
        mw\ten ny;mx\tes;my\tms;mz\tpt;na\ten;nc\tfr;ne\tfr;nf\ten;ng\ten yo;ni\tes;nl\tnl;no\tnb nn no
        np\tne;nr\ten na;nu\ten niu;nz\ten mi;om\tar;pa\tes;pe\tes qu;pf\tfr ty;pg\ten ho tpi;ph\ten fil;pk\ten ur;pl\tpl
        pm\tfr;pn\ten;pr\ten es;ps\tar;pt\tpt;pw\ten pau;py\tes gn;qa\tar;re\tfr;ro\tro;rs\tsr;ru\tru
        rw\ten fr rw;sa\tar;sb\ten;sc\ten fr;sd\tar en;se\tsv;sg\ten ms ta zh;sh\ten;si\tsl;sj\tnb;sk\tsk;sl\ten
        sm\tit;sn\tfr wo;so\tar so;sr\tnl;ss\ten;st\tpt;sv\tes;sx\ten nl;sy\tar;sz\ten ss;tc\ten;td\tar fr
        tg\tfr;th\tth;tj\ttg;tk\ten tkl;tl\tpt tet;tm\ttk;tn\tar fr;to\ten to;tr\ttr;tt\ten;tv\ten tvl;tw\thak nan zh
        tz\ten sw;ua\tru uk;ug\ten sw;um\ten;us\ten;uy\tes;uz\tuz;va\tit;vc\ten;ve\tes;vg\ten;vi\ten
        vn\tvi;vu\tbi en fr;wf\tfr;ws\ten sm;xk\tsq sr;ye\tar;yt\tfr;za\ten;zm\ten;zw\ten nd sn
        """
}
