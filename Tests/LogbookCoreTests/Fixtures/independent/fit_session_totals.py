#!/usr/bin/env python3
"""One-off cross-check of the FIT session totals that SessionTotalsCorpusTests asserts.

Reads each FIT file with fitdecode (https://pypi.org/project/fitdecode/, 0.11.0, an
independent decoder; install it in a throw-away virtual environment, it is not a
dependency of logbook) and prints, per session in file order, its sport, start time and
total_distance / total_timer_time / total_elapsed_time, and whether the file's records
carry positions.

Usage:
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install fitdecode==0.11.0
    cd ../shared/corpus && /tmp/venv/bin/python <package>/Tests/LogbookCoreTests/Fixtures/independent/fit_session_totals.py fit/*.fit
"""

import sys

import fitdecode


def sessions(path):
    found, positioned = [], 0
    with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.DISABLED,
                             error_handling=fitdecode.ErrorHandling.IGNORE) as reader:
        for frame in reader:
            if frame.frame_type != fitdecode.FIT_FRAME_DATA:
                continue
            if frame.name == "record" and frame.has_field("position_lat") and frame.get_value("position_lat") is not None:
                positioned += 1
            if frame.name == "session":
                def value(name):
                    return frame.get_value(name) if frame.has_field(name) else None
                found.append((value("sport"), value("start_time"), value("total_distance"),
                              value("total_timer_time"), value("total_elapsed_time")))
    return found, positioned


for path in sys.argv[1:]:
    try:
        found, positioned = sessions(path)
    except Exception as error:  # a malformed file: say so, go on
        print(f"{path}: unreadable ({error})")
        continue
    print(f"{path}: {len(found)} session(s), {positioned} positioned records")
    for sport, start, distance, timer, elapsed in found:
        print(f"  {sport} start={start} distance={distance} timer={timer} elapsed={elapsed}")
