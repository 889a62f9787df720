#!/usr/bin/env bash
# Builds the Render stage (and what it imports) with a small driver and runs it under valgrind, to show
# that every cmark node, iterator and returned string is freed. Run by hand.
# Expect "definitely lost: 0" and "indirectly lost: 0"; a few "possibly lost"
# blocks are the Swift runtime's own metadata caches.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
source "$root/Tests/Benchmarks/one-module.sh"
sources="${TMPDIR:-/tmp}/hig-benchmark-sources"
one_module_sources "$sources" Support Model Render
out="${TMPDIR:-/tmp}/hig-render-leak-check"
swiftc -Onone -g -swift-version 6 -package-name hig -module-name LeakCheck \
    -I "$root/Sources/CCmark" -I "$root/Sources/CGumbo" -I "$root/Sources/CYAML" -I "$root/Sources/CMalloc" \
    "$sources"/*.swift "$root/Tests/Benchmarks/LeakCheck/main.swift" \
    -o "$out"
valgrind --leak-check=full "$out"
