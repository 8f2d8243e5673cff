#!/usr/bin/env bash
# Writes Sources/logbook/Link/startup.order: every function the release binary runs when it
# starts and serves the everyday commands (import of the bundled examples and a FIT file,
# list, show, stats, records, clean, --version, --help), one symbol per line.
#
# The release link (Package.swift) hands this list to lld, which lays those functions out
# next to each other at the start of the code. A command then touches a few contiguous
# megabytes of code instead of pieces scattered over the whole 20 MB, and each piece costs
# a page fault (see BENCHMARKS.md, "start-up"). Function names change as the code does;
# names no longer found are ignored by the link, so an old list only loses its effect.
# Run this again after large changes: ./Tests/Bench/startup-order.sh (needs valgrind).
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "startup-order.sh needs valgrind (apt-get install valgrind)" >&2; exit 1; }
build() {
    swift build -c release --static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie --disable-local-rpath --product logbook "$@"
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The link map says which functions sit in a section of their own and which share an
# object's one `.text` (the compiler's small thunks, C files built without function
# sections): moving one of those moves the whole section.
rm -f .build/release/logbook
build -Xlinker -Map="$work/link.map"
binary=.build/release/logbook
database="$work/logbook.sqlite"
# profile RANK ARGS...: runs one command under callgrind. The list is laid out by rank:
# start-up (--version) first, then what `show` adds, then `list`, the statistics, and
# import last, so that each short command's code is one stretch near the front.
profile() {
    local rank=$1
    shift
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/profile.$rank" "$binary" "$@" >/dev/null 2>&1
}
profile 20 import Tests/Examples --db "$database"
profile 21 import Tests/LogbookCoreTests/Fixtures/fit/run-garmin-fenix2-gps-hr-cad-running-dynamics.fit --db "$database"
profile 01 --version
profile 02 show 1 --db "$database"
profile 03 show 2 --db "$database" --json
profile 04 list --db "$database"
profile 05 stats --monthly --db "$database"
profile 06 stats --weekly --db "$database"
profile 07 stats --yearly --db "$database"
profile 08 records --db "$database"
profile 09 clean --db "$database"
profile 10 --help
# callgrind names each function once per file as `fn=(id) name` (or `cfn=` for a callee);
# a recursion depth shows as a `'2` suffix. Addresses without a symbol are left out. Each
# name is kept at its first place.
for rank in $(cd "$work" && ls profile.* | LC_ALL=C sort); do
    sed -nE "s/^c?fn=\([0-9]+\) (.+)$/\1/p" "$work/$rank" | sed -E "s/'[0-9]+$//" | grep -v '^0x' | LC_ALL=C sort -u
done | awk '!seen[$0]++' > "$work/ranked"
# In the map an input section's line ends in `:(.text)` or `:(.text.NAME)`; the symbols
# defined in it follow on lines of their own (five fields).
awk '/:\(\.text\)$/ { shared = 1; next } /:\(/ { shared = 0; next } shared && NF == 5 { print $5 }' "$work/link.map" \
    | LC_ALL=C sort -u > "$work/shared"
# Functions with a section of their own first, so that they lie together; then those whose
# whole shared section comes along, which would otherwise sit between them.
awk 'NR == FNR { shared[$0] = 1; next } !($0 in shared)' "$work/shared" "$work/ranked" > Sources/logbook/Link/startup.order
awk 'NR == FNR { shared[$0] = 1; next } $0 in shared' "$work/shared" "$work/ranked" >> Sources/logbook/Link/startup.order
echo "$(wc -l < Sources/logbook/Link/startup.order) functions in Sources/logbook/Link/startup.order"
# SwiftPM does not see the list as an input of the link: remove the binary so that it links
# again, in the new order.
rm -f .build/release/logbook
build
