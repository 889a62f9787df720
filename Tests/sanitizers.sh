#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, each in
# a build folder of its own (.build/asan, .build/tsan), so the ordinary debug build is left
# alone. Run by hand; each build is a full one (several minutes on two cores), and the
# sanitized suite runs two to ten times slower than the plain one.
#
#   Tests/sanitizers.sh                          # both
#   Tests/sanitizers.sh address                  # or thread
#   Tests/sanitizers.sh address --filter Serve   # extra arguments go to swift test
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
kinds=(address thread)
if [ $# -gt 0 ]; then kinds=("$1"); shift; fi
status=0
for kind in "${kinds[@]}"; do
    scratch=".build/${kind:0:1}san"
    echo "== swift test --sanitize=$kind (in $scratch)"
    # Leaks of the toolchain's own libraries are suppressed (Tests/lsan-suppressions.txt);
    # any other leak, and every other report, fails the run.
    if ASAN_OPTIONS="detect_leaks=1:abort_on_error=0" \
        LSAN_OPTIONS="suppressions=$PWD/Tests/lsan-suppressions.txt:print_suppressions=0" \
        TSAN_OPTIONS="halt_on_error=0:second_deadlock_stack=1" \
        swift test --sanitize="$kind" --scratch-path "$scratch" "$@"; then
        echo "== $kind: clean"
    else
        echo "== $kind: FAILED"
        status=1
    fi
done
exit $status
