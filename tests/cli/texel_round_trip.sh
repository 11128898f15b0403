#!/usr/bin/env bash
# The Texel recipe end to end, briefly: texel_generate writes positions from a few games, texel_tune
# reads them back, fits K and makes one pass. Usage: texel_round_trip.sh <texel_generate> <texel_tune>
set -euo pipefail
data=$(mktemp)
trap 'rm -f "$data"' EXIT
"$1" --games 4 --nodes 300 --out "$data"
test -s "$data"
"$2" "$data" --passes 1
