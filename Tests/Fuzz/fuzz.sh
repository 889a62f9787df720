#!/usr/bin/env bash
# Builds the libFuzzer targets (swiftc -sanitize=fuzzer,address) and runs each for a budget.
#
#   Tests/Fuzz/fuzz.sh                    # each target for 400,000 runs (1.2 million in all)
#   Tests/Fuzz/fuzz.sh --runs 20000       # another budget per target
#   Tests/Fuzz/fuzz.sh --seconds 300      # or a time budget per target
#   Tests/Fuzz/fuzz.sh --smoke            # CI: 2,000 runs each, from the seeds
#   Tests/Fuzz/fuzz.sh ingest markdown    # some targets only (ingest, template, markdown)
#
# Targets: ingest (decode, parse, group, align up to four files), template (compile and render
# a template with a partial), markdown (cmark with hig's safe-mode rules). Seeds: Content/ and
# ../shared/aligncorpus/raw (when present) for ingest and markdown, Templates/ for template;
# the committed crashers in Tests/Fuzz/Crashes/TARGET are seeds too, so each stays a
# regression input. A new crash is written to Tests/Fuzz/Crashes/TARGET/ and fails the run.
# Built under .build/fuzz; the working corpus lives there too, so nothing it finds is committed
# by accident.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Benchmarks/one-module.sh"
runs=400000
seconds=0
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --smoke) runs=2000; shift ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        ingest|template|markdown) targets+=("$1"); shift ;;
        *) echo "fuzz.sh: unknown argument '$1' (see --help)" >&2; exit 64 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(ingest template markdown)
work="$root/.build/fuzz"
mkdir -p "$work"

build() {  # target, module sources..., links...
    local fuzzed="$1" modules="$2"; shift 2
    local sources="$work/$fuzzed-sources"
    local name; name="$(tr '[:lower:]' '[:upper:]' <<< "${fuzzed:0:1}")${fuzzed:1}Fuzz"
    echo "== building $fuzzed ($modules)"
    (one_module_sources "$sources" $modules)  # in a subshell: it sets a variable named target
    swiftc -O -wmo -swift-version 6 -package-name hig -module-name "$name" -parse-as-library \
        -sanitize=fuzzer,address -use-ld=lld -I "$root/Sources/CCmark" -I "$root/Sources/CGumbo" -I "$root/Sources/CYAML" -I "$root/Sources/CMalloc" \
        "$sources"/*.swift "$root/Tests/Fuzz/FuzzInput.swift" "$root/Tests/Fuzz/$name.swift" "$@" \
        -o "$work/$fuzzed"
}

seed() {  # target: a fresh seed folder from the project's own files
    local target="$1" seeds="$work/$target-seeds"
    rm -rf "$seeds" && mkdir -p "$seeds"
    local folders=()
    case "$target" in
        template) folders=("$root/Templates") ;;
        *) folders=("$root/Content"); [ -d "$root/../shared/aligncorpus/raw" ] && folders+=("$root/../shared/aligncorpus/raw") ;;
    esac
    local n=0
    for folder in "${folders[@]}"; do
        for file in "$folder"/*; do [ -f "$file" ] && cp "$file" "$seeds/seed-$((n += 1))"; done
    done
    if [ "$target" = ingest ]; then
        # Translations side by side, as one input of several files (FuzzInput.swift's separator).
        local first=""
        for file in "$root/Content"/*; do
            if [ -n "$first" ]; then { cat "$first"; printf '\037\037\n'; cat "$file"; } > "$seeds/pair-$((n += 1))"; fi
            first="$file"
        done
    fi
    [ -d "$root/Tests/Fuzz/Crashes/$target" ] && cp "$root/Tests/Fuzz/Crashes/$target"/* "$seeds/" 2>/dev/null || true
    echo "$seeds"
}

status=0
for target in "${targets[@]}"; do
    case "$target" in
        ingest) build ingest "Support Model Align Ingest" -lyaml ;;
        template) build template "Support Model Render" -lcmark -lgumbo ;;
        markdown) build markdown "Support Model Render" -lcmark -lgumbo ;;
    esac
    seeds="$(seed "$target")"
    corpus="$work/$target-corpus"
    crashes="$root/Tests/Fuzz/Crashes/$target"
    mkdir -p "$corpus" "$crashes"
    budget=(-runs="$runs"); [ "$seconds" -gt 0 ] && budget=(-max_total_time="$seconds")
    echo "== fuzzing $target: ${budget[*]}"
    # -rss_limit_mb and -timeout: a blow-up in memory or time is a finding, like a crash.
    if "$work/$target" "${budget[@]}" -max_len=65536 -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$crashes/" "$corpus" "$seeds" 2> "$work/$target.log"; then
        echo "== $target: no crash ($(grep -E '^stat::number_of_executed_units' "$work/$target.log" | awk '{print $2}') executions)"
    else
        echo "== $target: FOUND A PROBLEM, input kept in $crashes (log: $work/$target.log)"
        grep -E "^==[0-9]+==ERROR|Fatal error|SUMMARY|deadly signal|timeout|out-of-memory" "$work/$target.log" | head -5
        status=1
    fi
    rmdir "$crashes" 2>/dev/null || true
done
exit $status
