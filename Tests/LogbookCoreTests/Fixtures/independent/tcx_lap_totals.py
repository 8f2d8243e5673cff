#!/usr/bin/env python3
"""One-off cross-check of the TCX lap totals that GPSDistanceCorpusTests asserts.

Reads each TCX file with Python's own ElementTree (independent of logbook's reader) and
prints, per activity, its sport, the number of laps, the sums of the laps'
DistanceMeters and TotalTimeSeconds, and how many positions it holds.

Usage:
    cd ../shared/corpus && python3 <package>/Tests/LogbookCoreTests/Fixtures/independent/tcx_lap_totals.py tcx/*.tcx
"""

import sys
import xml.etree.ElementTree as ET

NS = "{http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2}"

for path in sys.argv[1:]:
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        print(f"{path}: unreadable ({error})")
        continue
    for index, activity in enumerate(root.iter(NS + "Activity"), start=1):
        laps = list(activity.iter(NS + "Lap"))
        distance = sum(float(lap.findtext(NS + "DistanceMeters") or 0) for lap in laps)
        timer = sum(float(lap.findtext(NS + "TotalTimeSeconds") or 0) for lap in laps)
        positions = sum(1 for _ in activity.iter(NS + "Position"))
        print(f"{path}#{index}: {activity.get('Sport')} laps={len(laps)} distance={distance:.2f} "
              f"timer={timer:.2f} positions={positions}")
