#!/usr/bin/env bash
# Copies the Swift sources of the given targets into one folder (argument 1), without the
# imports between them, so a benchmark driver can be compiled with them as a single
# optimised module (whole-module optimisation across what SwiftPM builds as separate
# modules). Sourced by the benchmark scripts; run by hand.
one_module_sources() {
    local folder="$1"; shift
    local root; root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
    local targets="$*"
    rm -rf "$folder" && mkdir -p "$folder"
    local pattern; pattern="^(@testable )?import ($(echo "$targets" | tr ' ' '|'))$"
    for target in $targets; do
        for file in "$root/Sources/$target"/*.swift; do
            grep -Ev "$pattern" "$file" > "$folder/$target-$(basename "$file")"
        done
    done
}
