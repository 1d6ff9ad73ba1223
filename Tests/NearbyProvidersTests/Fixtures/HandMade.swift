/// Small responses written by hand in the shapes of the real services (the recorded ones live in
/// ../shared/fixtures and are never copied here).
enum HandMade {
    /// Legacy v2 `response.venues[]`: one good venue, one without coordinates, one out of range,
    /// one with an empty name, one with address + city but no formattedAddress.
    static let v2 = """
    {"meta":{"code":200,"requestId":"abc"},"notifications":[{"type":"notificationTray"}],
     "response":{"venues":[
      {"id":"v1","name":"Cafe Ekberg","location":{"lat":60.1647366,"lng":24.9377736,"formattedAddress":["Bulevardi 9","00120 Helsinki","Finland"]},"categories":[],"unknown":{"x":1}},
      {"id":"v2","name":"No Position","location":{"address":"Nowhere 1"}},
      {"id":"v3","name":"Far Out","location":{"lat":91.5,"lng":24.9}},
      {"id":"v4","name":"  ","location":{"lat":60.1,"lng":24.9}},
      {"id":"v5","name":"Robert's Coffee","location":{"lat":"60.1699","lng":24.9451,"address":"Aleksanterinkatu 21","city":"Helsinki"}}
     ]}}
    """

    /// The 2010 `response.groups[].items[]` shape.
    static let v2Groups = """
    {"meta":{"code":200},"response":{"groups":[
      {"type":"places","name":"Matching Places","items":[
        {"id":"g1","name":"Ugly Mugs","location":{"address":"1886 Eastland Ave","city":"Nashville","lat":36.182201,"lng":-86.735499}},
        {"id":"g2","name":"Bongo Java","location":{"lat":36.1,"lng":-86.8}}]},
      {"type":"trending","name":"Trending","items":[
        {"id":"g3","name":"Frothy Monkey","location":{"city":"Nashville","lat":36.11,"lng":-86.81}}]}]}}
    """

    /// v3 `results[]` with `fsq_id` and `geocodes.main`.
    static let v3 = """
    {"results":[
      {"fsq_id":"f1","name":"Café Wacker","geocodes":{"main":{"latitude":50.1125,"longitude":8.6792},"roof":{"latitude":0,"longitude":0}},
       "location":{"formatted_address":"Kornmarkt 9, 60311 Frankfurt am Main"},"categories":[{"id":13035,"name":"Coffee Shop"}]},
      {"fsq_id":"f2","name":"No Geocodes","location":{"formatted_address":"Somewhere"}},
      {"fsq_id":"f3","name":"Street Only","geocodes":{"main":{"latitude":50.11,"longitude":8.68}},"location":{"address":"Zeil 1","locality":"Frankfurt"}}
    ],"context":{"geo_bounds":{}}}
    """

    /// 2025 Places `results[]` with `fsq_place_id` and top-level coordinates.
    static let places = """
    {"results":[
      {"fsq_place_id":"p1","latitude":37.8688,"longitude":-122.2588,"name":"Caffe Strada","location":{"formatted_address":"2300 College Ave, Berkeley, CA 94704"},"extended_location":{}},
      {"fsq_place_id":"p2","latitude":null,"longitude":-122.2,"name":"Null Latitude"},
      {"fsq_place_id":"p3","latitude":37.87,"longitude":-200,"name":"Bad Longitude"}
    ],"context":{}}
    """

    /// Overpass `out:json`: a named node with an address, a way with `center`, an unnamed node,
    /// a restaurant, a node without coordinates.
    static let overpass = """
    {"version":0.6,"generator":"Overpass API","osm3s":{"copyright":"ODbL"},"elements":[
      {"type":"node","id":151006533,"lat":60.1647366,"lon":24.9377736,"tags":{"amenity":"cafe","name":"Cafe Ekberg","addr:street":"Bulevardi","addr:housenumber":"9"}},
      {"type":"way","id":42,"center":{"lat":60.17,"lon":24.94},"nodes":[1,2,3],"tags":{"amenity":"cafe","name":"Way Café","addr:street":"Mannerheimintie"}},
      {"type":"node","id":7,"lat":60.16,"lon":24.93,"tags":{"amenity":"cafe"}},
      {"type":"node","id":8,"lat":60.16,"lon":24.93,"tags":{"amenity":"restaurant","name":"Ravintola"}},
      {"type":"node","id":9,"tags":{"amenity":"cafe","name":"Lost"}}
    ]}
    """

    static let v2InvalidAuth = #"{"meta":{"code":401,"errorType":"invalid_auth","errorDetail":"OAuth token invalid or revoked.","requestId":"r1"},"response":{}}"#
    static let v2RateLimited = #"{"meta":{"code":403,"errorType":"rate_limit_exceeded","errorDetail":"Quota exceeded"},"response":{}}"#
    static let v3Message = #"{"message":"Invalid request token."}"#
}
