"""A tiny test runner: checks register themselves with @check, run in order against one
browser, and each prints one line. The last line of a run is `N passed, N failed`."""

import sys
import time
import traceback

_checks = []
_notes = []


class CheckFailed(AssertionError):
    """A check saw the site behave differently from what it asserts."""


class Skipped(Exception):
    """A check that does not apply (e.g. a language with no fallback page)."""


def check(name):
    """Registers `function(browser, site)` as a check called `name`."""
    def register(function):
        _checks.append((function.__module__, name, function))
        return function
    return register


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


def skip(reason):
    raise Skipped(reason)


def note(message):
    """Something a person should look at that does not fail the run (e.g. a moderate axe finding)."""
    _notes.append(message)
    print(f"      note: {message}", flush=True)


def run(browser, site, only=None):
    """Runs every registered check (or those whose area or name contains `only`) and returns
    (passed, failed). A failed check saves a screenshot of the page as it was."""
    passed = failed = 0
    started = time.monotonic()
    for area, name, function in _checks:
        label = f"{area}: {name}"
        if only and only not in label:
            continue
        began = time.monotonic()
        try:
            browser.reset()
            function(browser, site)
        except Skipped as reason:
            print(f"skip  {label} ({reason})", flush=True)
            continue
        except CheckFailed as failure:
            failed += 1
            shot = browser.failure_shot(label)
            print(f"FAIL  {label}\n      {failure}\n      page: {browser.url()}  screenshot: {shot}", flush=True)
            continue
        except Exception:
            failed += 1
            shot = browser.failure_shot(label)
            print(f"FAIL  {label} (error)\n{traceback.format_exc()}      page: {browser.url()}  screenshot: {shot}", flush=True)
            continue
        passed += 1
        print(f"ok    {label} ({time.monotonic() - began:.1f} s)", flush=True)
    print(f"browser suite: {time.monotonic() - started:.1f} s, {len(_notes)} notes", file=sys.stdout, flush=True)
    return passed, failed
