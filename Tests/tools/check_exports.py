#!/usr/bin/env python3
"""Loads hig's TMX and XLIFF exports with translate-toolkit and checks that every text
round-trips unchanged.

The reference is the model as `hig ingest --json` prints it: every English block with at
least one translation must come back from the TMX as one unit whose texts are identical,
and every English block must come back from each XLIFF file with its translation (if any)
as the target. The only change allowed is the removal of characters that XML 1.0 cannot
carry (C0 controls other than tab, line feed and carriage return; U+FFFE, U+FFFF), which
hig leaves out of exports with a warning.

Usage:
    hig ingest --json > corpus.json
    hig export --format tmx -o memory.tmx
    hig export --format xliff -o xliff-dir/
    python3 Tests/tools/check_exports.py --json corpus.json --tmx memory.tmx --xliff xliff-dir/*.xlf

Needs translate-toolkit (pip install translate-toolkit==3.20.4). Exits 0 when everything
matches, 1 otherwise; the last line is 'N passed, N failed'.
"""

import argparse
import json
import sys

from translate.misc.xml_helpers import getXMLlang, getXMLspace
from translate.storage import tmx, xliff2

NOTE = "note"


def xml_allowed(text):
    """The text as XML 1.0 can carry it."""
    return "".join(
        c for c in text
        if (ord(c) >= 0x20 or c in "\t\n\r") and c not in "\ufffe\uffff"
    )


def document_blocks(document):
    """Headings (whose id is their section's) and blocks in reading order, notes left out."""
    blocks = []
    for section in document["sections"]:
        if "heading" in section:
            blocks.append({"id": section["id"], "kind": "heading", "text": section["heading"],
                           "span": section.get("span", {})})
        for block in section["blocks"]:
            if block["kind"] != NOTE:
                blocks.append(block)
    return blocks


def expected_units(corpus, languages):
    """(document, unit id) -> {"en": text, LANG: text}, and per language the units that an
    XLIFF file must list (translated or not)."""
    units = {}
    untranslated = {language: set() for language in languages}
    for document in corpus["documents"]:
        blocks = document_blocks(document)
        covered = {language: -1 for language in languages}
        for position, block in enumerate(blocks):
            english = block["text"].get("en")
            if english is None:
                continue
            unit = {"en": english}
            for language in languages:
                text = block["text"].get(language)
                if text is None:
                    continue
                span = block.get("span", {}).get(language, 1)
                if span > 1:
                    spanned = blocks[position:position + span]
                    covered[language] = position + len(spanned) - 1
                    joined = "\n\n".join(b["text"]["en"] for b in spanned if "en" in b["text"])
                    key = (document["id"], f"{block['id']}..{spanned[-1]['id']}")
                    units[key] = {"en": joined, language: text}
                else:
                    unit[language] = text
            units[(document["id"], block["id"])] = unit
            for language in languages:
                if language not in unit and covered[language] < position:
                    untranslated[language].add((document["id"], block["id"]))
    return units, untranslated


class Checker:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL: " + message)


def check_tmx(path, units, languages, checker):
    store = tmx.tmxfile.parsefile(path)
    checker.check(store.sourcelanguage == "en", f"{path}: srclang is {store.sourcelanguage!r}, not 'en'")
    found = {}
    for unit in store.units:
        document, _, block = unit.getid().partition("#")
        texts = {}
        space = getXMLspace(unit.xmlelement, unit._default_xml_space)
        for node in unit.getlanguageNodes():
            texts[getXMLlang(node)] = unit.getNodeText(node, space)
        found[(document, block)] = texts
    wanted = {}
    for key, unit in units.items():
        texts = {language: text for language, text in unit.items() if language == "en" or language in languages}
        if len(texts) > 1:
            wanted[key] = {language: xml_allowed(text) for language, text in texts.items()}
    checker.check(set(found) == set(wanted),
                  f"{path}: units differ: missing {sorted(set(wanted) - set(found))}, unexpected {sorted(set(found) - set(wanted))}")
    for key in sorted(set(found) & set(wanted)):
        for language in sorted(set(found[key]) | set(wanted[key])):
            got, expected = found[key].get(language), wanted[key].get(language)
            checker.check(got == expected, f"{path}: {key[0]}#{key[1]} [{language}]: {got!r} != {expected!r}")


def check_xliff(path, units, untranslated, checker):
    store = xliff2.Xliff2File.parsefile(path)
    language = store.gettargetlanguage()
    checker.check(store.getsourcelanguage() == "en", f"{path}: srcLang is {store.getsourcelanguage()!r}")
    checker.check(language in untranslated, f"{path}: trgLang {language!r} is not a translation language of the corpus")
    if language not in untranslated:
        return
    found = {}
    for unit in store.units:
        unit_element = unit.getunitelement()
        file_id = unit_element.getparent().get("id")
        target = unit.target if unit.xmlelement.find(unit.namespaced("target")) is not None else None
        found[(file_id, unit.getid())] = (unit.source, target, unit.xmlelement.get("state"))
    wanted = {}
    for key, unit in units.items():
        if language in unit:
            wanted[key] = (xml_allowed(unit["en"]), xml_allowed(unit[language]))
        elif key in untranslated[language]:
            wanted[key] = (xml_allowed(unit["en"]), None)
    checker.check(set(found) == set(wanted),
                  f"{path}: units differ: missing {sorted(set(wanted) - set(found))}, unexpected {sorted(set(found) - set(wanted))}")
    for key in sorted(set(found) & set(wanted)):
        source, target, state = found[key]
        checker.check(source == wanted[key][0], f"{path}: {key} source {source!r} != {wanted[key][0]!r}")
        checker.check(target == wanted[key][1], f"{path}: {key} target {target!r} != {wanted[key][1]!r}")
        expected_states = {"initial"} if wanted[key][1] is None else {"translated", "reviewed", "final"}
        checker.check(state in expected_states, f"{path}: {key} state {state!r} not in {sorted(expected_states)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", required=True, help="output of hig ingest --json")
    parser.add_argument("--tmx", action="append", default=[], help="a TMX file from hig export")
    parser.add_argument("--xliff", action="append", default=[], help="an XLIFF file from hig export")
    parser.add_argument("--lang", action="append", default=[], help="languages the TMX was exported with (default: all)")
    arguments = parser.parse_args()

    with open(arguments.json, encoding="utf-8") as handle:
        corpus = json.load(handle)
    languages = arguments.lang or [language for language in corpus["languages"] if language != "en"]
    units, untranslated = expected_units(corpus, languages)
    checker = Checker()
    for path in arguments.tmx:
        check_tmx(path, units, languages, checker)
    for path in arguments.xliff:
        check_xliff(path, units, untranslated, checker)
    checker.check(arguments.tmx or arguments.xliff, "no export given to check")
    print(f"{checker.passed} passed, {checker.failed} failed")
    return 0 if checker.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
