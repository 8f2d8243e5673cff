#!/usr/bin/env bash
# Peak memory of the commands that read a kept original when that original is replaced in
# the logbook by a zstd bomb: 256 KB of hand-written RLE blocks that inflate to 8 GiB, against
# a stored byte count of one example GPX. Each command must stop at the byte after that count,
# fail with a sentence, and stay small. Needs python3, sqlite3 and /usr/bin/time (GNU).
#   ./Tests/Bench/kept-original-bomb.sh [path/to/logbook]   (default: the debug build)
# Never part of `swift test`; prints one line per command: its exit status and peak RSS.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-.build/debug/logbook}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
db="$scratch/logbook.sqlite"
"$binary" import --db "$db" Tests/Examples/garmin-connect-run-gpxtpx-hr.gpx >/dev/null 2>&1
python3 - "$scratch/bomb.zst" <<'PY'
import sys
blocks = 65536  # 65,536 RLE blocks of 128 KiB: 8 GiB
frame = bytearray([0x28, 0xB5, 0x2F, 0xFD, 0x00, (17 - 10) << 3])
for index in range(blocks):
    header = (131072 << 3) | (1 << 1) | (1 if index == blocks - 1 else 0)
    frame += bytes([header & 0xFF, (header >> 8) & 0xFF, (header >> 16) & 0xFF, 0x61])
open(sys.argv[1], "wb").write(frame)
PY
sqlite3 "$db" "DELETE FROM kept_original_chunks; INSERT INTO kept_original_chunks (content_sha256, seq, bytes) SELECT content_sha256, 0, readfile('$scratch/bomb.zst') FROM kept_originals;"
echo "bomb: $(stat -c %s "$scratch/bomb.zst") bytes inflating to 8 GiB; stored byte count $(sqlite3 "$db" 'SELECT byte_count FROM kept_originals')"
measure() {
    local label=$1; shift
    set +e
    /usr/bin/time -v -o "$scratch/time" "$@" >"$scratch/out" 2>"$scratch/err"
    local status=$?
    set -e
    printf '%-28s exit %s  peak RSS %6s KB  stdout %s bytes  %s\n' "$label" "$status" \
        "$(awk -F': ' '/Maximum resident/ {print $2}' "$scratch/time")" "$(stat -c %s "$scratch/out")" "$(head -c 160 "$scratch/err")"
}
measure "original --out FILE" "$binary" original 1 --out "$scratch/written.gpx" --db "$db"
measure "original --out -" "$binary" original 1 --out - --db "$db"
measure "rebuild --from-originals" "$binary" rebuild --from-originals --db "$db"
[ ! -e "$scratch/written.gpx" ] && echo "no file written by --out FILE"
