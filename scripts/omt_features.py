"""OSM features in the OpenMapTiles layer scheme.

Imported by scripts/build-assets (stage 2, inside its venv with osmium,
pyshp and shapely).  Every function returns {layer: [GeoJSON feature, ...]}
in a deterministic order (file order),
ready to be written as GeoJSON text sequences for tippecanoe.

Layer names, attribute names and values follow the OpenMapTiles schema
(https://openmaptiles.org/schema/); tag-to-class tables are the subset
that occurs in a city centre.  A feature's "tippecanoe" member carries its
minzoom, as OpenMapTiles shows minor features only from closer zooms.
"""

import json

# --- transportation ---------------------------------------------------------

HIGHWAY_CLASS = {
    "motorway": "motorway", "motorway_link": "motorway",
    "trunk": "trunk", "trunk_link": "trunk",
    "primary": "primary", "primary_link": "primary",
    "secondary": "secondary", "secondary_link": "secondary",
    "tertiary": "tertiary", "tertiary_link": "tertiary",
    "residential": "minor", "unclassified": "minor", "living_street": "minor", "road": "minor",
    "service": "service", "track": "track", "busway": "busway", "raceway": "raceway",
    "pedestrian": "path", "path": "path", "footway": "path", "cycleway": "path",
    "steps": "path", "bridleway": "path", "corridor": "path", "platform": "path",
    # Not an OSM highway value but used in this extract for unpaved paths.
    "trail": "path",
}
PATH_SUBCLASS = {"trail": "path"}
RAILWAY_CLASS = {
    "rail": "rail", "narrow_gauge": "rail", "preserved": "rail", "funicular": "rail",
    "subway": "transit", "light_rail": "transit", "monorail": "transit", "tram": "transit",
}
SERVICE_VALUES = {"spur", "yard", "siding", "crossover", "driveway", "alley", "parking_aisle"}
PAVED = {"paved", "asphalt", "cobblestone", "concrete", "concrete:lanes", "concrete:plates",
         "metal", "paving_stones", "sett", "unhewn_cobblestone", "wood"}
UNPAVED = {"unpaved", "compacted", "dirt", "earth", "fine_gravel", "grass", "grass_paver",
           "gravel", "ground", "mud", "pebblestone", "salt", "sand", "woodchips"}
# OpenMapTiles shows these classes from zoom 13 on, the rest from 12.
CLOSE_CLASSES = {"service", "track", "path", "transit"}

# --- areas ------------------------------------------------------------------

LANDCOVER = {
    ("natural", "wood"): "wood", ("landuse", "forest"): "wood",
    ("natural", "scrub"): "grass", ("natural", "grassland"): "grass", ("natural", "heath"): "grass",
    ("landuse", "grass"): "grass", ("landuse", "meadow"): "grass",
    ("landuse", "village_green"): "grass", ("landuse", "recreation_ground"): "grass",
    ("landuse", "allotments"): "grass", ("leisure", "park"): "grass",
    ("leisure", "garden"): "grass", ("leisure", "golf_course"): "grass",
    ("landuse", "farmland"): "farmland", ("landuse", "orchard"): "farmland",
    ("landuse", "vineyard"): "farmland", ("landuse", "plant_nursery"): "farmland",
    ("natural", "wetland"): "wetland", ("natural", "bare_rock"): "rock", ("natural", "scree"): "rock",
    ("natural", "sand"): "sand", ("natural", "beach"): "sand", ("natural", "glacier"): "ice",
}
LANDUSE = {
    ("landuse", v): v for v in ("residential", "commercial", "industrial", "retail", "railway",
                                "cemetery", "military", "quarry", "garages")
}
LANDUSE.update({("amenity", v): v for v in ("school", "university", "kindergarten", "college",
                                            "library", "hospital", "bus_station")})
LANDUSE.update({("leisure", v): v for v in ("stadium", "pitch", "playground", "track")})
LANDUSE.update({("tourism", v): v for v in ("zoo", "theme_park")})
PARK = {("leisure", "park"): "park", ("leisure", "nature_reserve"): "nature_reserve",
        ("boundary", "national_park"): "national_park",
        ("boundary", "protected_area"): "protected_area"}

# --- points -----------------------------------------------------------------

PLACE_CLASSES = {"city", "town", "village", "hamlet", "borough", "suburb", "quarter",
                 "neighbourhood", "isolated_dwelling", "island"}
# Highways drawn as areas (squares, platforms): transportation polygons, as in OpenMapTiles.
AREA_HIGHWAYS = {"pedestrian", "platform"}
POI_AMENITY = {
    "cafe": "cafe", "restaurant": "restaurant", "fast_food": "fast_food", "food_court": "fast_food",
    "bar": "bar", "nightclub": "bar", "pub": "beer", "biergarten": "beer", "ice_cream": "ice_cream",
    "library": "library", "school": "school", "kindergarten": "school", "college": "college",
    "university": "college", "hospital": "hospital", "clinic": "hospital", "doctors": "hospital",
    "dentist": "dentist", "pharmacy": "pharmacy", "bank": "bank", "atm": "atm",
    "post_office": "post", "place_of_worship": "place_of_worship", "cinema": "cinema",
    "theatre": "theatre", "arts_centre": "art_gallery", "townhall": "town_hall",
    "toilets": "toilets", "parking": "parking", "fuel": "fuel", "bus_station": "bus",
    "ferry_terminal": "harbor", "bicycle_rental": "bicycle_rental", "embassy": "embassy",
    "police": "police", "fire_station": "fire_station", "marketplace": "marketplace",
    "community_centre": "town_hall", "conference_centre": "town_hall", "casino": "casino",
}
POI_TOURISM = {"hotel": "lodging", "hostel": "lodging", "guest_house": "lodging",
               "motel": "lodging", "museum": "museum", "gallery": "art_gallery",
               "attraction": "attraction", "viewpoint": "attraction", "zoo": "zoo"}
POI_SHOP = {"supermarket": "grocery", "convenience": "grocery", "grocery": "grocery",
            "greengrocer": "grocery", "deli": "grocery", "bakery": "bakery",
            "clothes": "clothing_store", "fashion": "clothing_store", "boutique": "clothing_store",
            "shoes": "shop", "alcohol": "alcohol_shop", "beverages": "alcohol_shop",
            "wine": "alcohol_shop", "music": "music", "musical_instrument": "music",
            "books": "shop", "mall": "shop", "department_store": "shop"}


def _names(tags):
    out = {}
    name = (tags.get("name") or "").strip()
    if name:
        out["name"] = name
    for lang in ("en", "sv", "fi"):
        v = (tags.get(f"name:{lang}") or "").strip()
        if v:
            out[f"name:{lang}"] = v
    if "name:en" in out:
        out["name_en"] = out["name:en"]
    return out


def _brunnel(tags):
    if tags.get("bridge") not in (None, "no"):
        return "bridge"
    if tags.get("tunnel") not in (None, "no") or tags.get("covered") == "yes":
        return "tunnel"
    if tags.get("ford") not in (None, "no"):
        return "ford"
    return None


def _feature(geometry, props, minzoom, fid=None):
    clean = {k: v for k, v in props.items() if v is not None}
    feat = {"type": "Feature", "tippecanoe": {"minzoom": minzoom}, "properties": clean,
            "geometry": geometry}
    if fid is not None:
        feat["id"] = fid
    return feat


def osm_feature_id(osm_id, kind):
    """Feature id of an OSM object: osm_id * 10 + 1 (node), 2 (way) or 3 (relation)."""
    return osm_id * 10 + {"node": 1, "way": 2, "relation": 3}[kind]


def _lookup(table, tags):
    """First (key, value) of table present in tags, in the table's order."""
    for (k, v), cls in table.items():
        if tags.get(k) == v:
            return cls, v
    return None, None


def _transport_props(tags):
    hw = tags.get("highway")
    rw = tags.get("railway")
    subclass = None
    if hw in HIGHWAY_CLASS:
        cls = HIGHWAY_CLASS[hw]
        if cls == "path":
            subclass = PATH_SUBCLASS.get(hw, hw)
    elif hw == "construction":
        c = HIGHWAY_CLASS.get(tags.get("construction", ""), "minor")
        cls = f"{'minor' if c in ('path', 'service', 'track') else c}_construction"
    elif rw in RAILWAY_CLASS:
        cls, subclass = RAILWAY_CLASS[rw], rw
    elif tags.get("route") == "ferry":
        cls = "ferry"
    elif tags.get("man_made") == "pier":
        cls = "pier"
    else:
        return None
    oneway = {"yes": 1, "1": 1, "true": 1, "-1": -1}.get(tags.get("oneway", ""))
    surface = tags.get("surface")
    layer = tags.get("layer", "")
    return {
        "class": cls, "subclass": subclass, "brunnel": _brunnel(tags), "oneway": oneway,
        "ramp": 1 if hw and hw.endswith("_link") else None,
        "service": tags.get("service") if tags.get("service") in SERVICE_VALUES else None,
        "surface": "paved" if surface in PAVED else "unpaved" if surface in UNPAVED else None,
        "layer": int(layer) if layer.lstrip("-").isdigit() else None,
    }


def _water_class(tags):
    if tags.get("leisure") == "swimming_pool":
        return "swimming_pool"
    if tags.get("waterway") == "dock":
        return "dock"
    if tags.get("waterway") == "riverbank" or tags.get("water") in ("river", "canal", "stream"):
        return "river"
    if tags.get("water") in ("pond", "basin", "wastewater", "reflecting_pool"):
        return "pond"
    if tags.get("natural") == "water" or tags.get("landuse") in ("reservoir", "basin"):
        return "lake"
    return None


def _poi_props(tags):
    for key, table in (("amenity", POI_AMENITY), ("tourism", POI_TOURISM)):
        v = tags.get(key)
        if v in table:
            return {"class": table[v], "subclass": v}
    v = tags.get("shop")
    if v and v not in ("no", "vacant"):
        return {"class": POI_SHOP.get(v, "shop"), "subclass": v}
    return None


def _render_height(tags):
    def num(s):
        try:
            return float((s or "").replace("m", "").strip())
        except ValueError:
            return None
    h = num(tags.get("height"))
    levels = num(tags.get("building:levels"))
    if h is None:
        h = levels * 3.66 if levels is not None else 5.0
    mh = num(tags.get("min_height")) or 0.0
    return max(1, round(h)), round(mh)


def read_osm_features(pbf):
    """Returns ({layer: [features]}, stats) for the OSM extract."""
    import osmium
    from shapely.geometry import shape

    geo = osmium.geom.GeoJSONFactory()
    layers = {name: [] for name in ("water", "waterway", "landcover", "landuse", "park",
                                    "building", "transportation", "transportation_name",
                                    "place", "water_name", "poi")}
    stats = {"lines_split_at_missing_nodes": 0, "invalid_areas": 0}

    def line_runs(w):
        runs, cur = [], []
        for nr in w.nodes:
            if nr.location.valid():
                p = [nr.location.lon, nr.location.lat]
                if not cur or cur[-1] != p:
                    cur.append(p)
            else:
                runs.append(cur)
                cur = []
        runs.append(cur)
        runs = [r for r in runs if len(r) >= 2]
        if len(runs) > 1:
            stats["lines_split_at_missing_nodes"] += 1
        return runs

    class Handler(osmium.SimpleHandler):
        def node(self, n):
            tags = n.tags
            names = _names(tags)
            pt = {"type": "Point", "coordinates": [n.location.lon, n.location.lat]}
            fid = osm_feature_id(n.id, "node")
            place = tags.get("place")
            if place in PLACE_CLASSES and names:
                capital = {"yes": 2, "2": 2, "4": 4}.get(tags.get("capital", ""))
                layers["place"].append(_feature(pt, {"class": place, "capital": capital,
                                                     **names}, 12, fid))
            if tags.get("natural") in ("bay", "strait") and names:
                layers["water_name"].append(_feature(pt, {"class": tags["natural"], **names}, 12,
                                                     fid))
            poi = _poi_props(tags)
            if poi and names:
                layers["poi"].append(_feature(pt, {**poi, **names}, 14, fid))

        def way(self, w):
            tags = w.tags
            if tags.get("area") == "yes":
                return
            props = _transport_props(tags)
            wclass = tags.get("waterway")
            if props is None and wclass not in ("river", "stream", "canal", "drain", "ditch"):
                return
            if props is not None and w.is_closed() and tags.get("highway") in AREA_HIGHWAYS:
                return  # a square or platform: a polygon, made in area()
            names = _names(tags)
            fid = osm_feature_id(w.id, "way")
            for run in line_runs(w):
                g = {"type": "LineString", "coordinates": run}
                if props is not None:
                    mz = 13 if props["class"] in CLOSE_CLASSES else 12
                    layers["transportation"].append(_feature(g, props, mz, fid))
                    ref = (tags.get("ref") or "").strip() or None
                    if names or ref:
                        tn = {"class": props["class"], "subclass": props["subclass"],
                              "brunnel": props["brunnel"], "ref": ref, **names}
                        layers["transportation_name"].append(_feature(g, tn, mz, fid))
                else:
                    wp = {"class": wclass, "brunnel": _brunnel(tags),
                          "intermittent": 1 if tags.get("intermittent") == "yes" else 0, **names}
                    layers["waterway"].append(_feature(g, wp, 12, fid))

        def area(self, a):
            tags = a.tags
            targets = []
            hw = tags.get("highway")
            if hw in AREA_HIGHWAYS or (hw and tags.get("area") == "yes"):
                props = _transport_props(tags)
                if props is not None:
                    targets.append(("transportation", props, 13))
            wc = _water_class(tags)
            if wc:
                targets.append(("water", {"class": wc, "brunnel": _brunnel(tags)}, 12))
            lc, sub = _lookup(LANDCOVER, tags)
            if lc:
                targets.append(("landcover", {"class": lc, "subclass": sub}, 12))
            lu, _ = _lookup(LANDUSE, tags)
            if lu:
                targets.append(("landuse", {"class": lu}, 12))
            pk, _ = _lookup(PARK, tags)
            if pk:
                targets.append(("park", {"class": pk, **_names(tags)}, 12))
            b = tags.get("building")
            if b and b != "no":
                h, mh = _render_height(tags)
                targets.append(("building", {"render_height": h, "render_min_height": mh}, 13))
            names = _names(tags)
            poi = _poi_props(tags) if names else None
            if not targets and not poi and not (wc and names):
                return
            try:
                g = geo.create_multipolygon(a)
            except (RuntimeError, osmium.InvalidLocationError):
                stats["invalid_areas"] += 1
                return
            g = json.loads(g)
            fid = osm_feature_id(a.orig_id(), "way" if a.from_way() else "relation")
            for layer, props, mz in targets:
                layers[layer].append(_feature(g, props, mz, fid))
            if poi or (wc and names):
                p = shape(g).representative_point()
                pt = {"type": "Point", "coordinates": [round(p.x, 7), round(p.y, 7)]}
                if poi:
                    layers["poi"].append(_feature(pt, {**poi, **names}, 14, fid))
                if wc and names:
                    layers["water_name"].append(_feature(pt, {"class": "lake", **names}, 12, fid))

    Handler().apply_file(str(pbf), locations=True)
    return layers, stats
