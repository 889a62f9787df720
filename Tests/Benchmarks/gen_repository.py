#!/usr/bin/env python3
"""Writes a repository laid out as translation teams keep their HIG: folders foundations/,
patterns/, components/<category>/, inputs/, technologies/; front matter; pictures in images/
and beside the pages; relative links between pages (some to pages that do not exist); the
English original beside its Korean and Japanese translations; some pages not translated yet;
inline HTML (`<h2>` summaries, centred pictures, <kbd>, <sup>). Deterministic for a seed.
The texts are made up from a small word list: no real guideline text.

    python3 Tests/Benchmarks/gen_repository.py --pages 250 --out /tmp/repo [--seed 7]

Writes OUT/content (the repository) and prints what it wrote."""
import argparse, os, random, struct, zlib

FOLDERS = ["foundations", "patterns", "components/layout-and-organization", "components/menus-and-actions",
           "components/navigation-and-search", "components/presentation", "components/selection-and-input",
           "components/status", "inputs", "technologies"]
WORDS = ("people app content interface control view screen action button list menu sheet alert color layout "
         "motion icon image text field toggle slider picker gesture window toolbar sidebar tab search status "
         "progress feedback focus pointer keyboard display system platform device context navigation").split()
KOREAN = "사람 앱 콘텐츠 인터페이스 컨트롤 보기 화면 동작 버튼 목록 메뉴 시트 경고 색상 레이아웃 움직임 아이콘 이미지 텍스트".split()
JAPANESE = "人 アプリ コンテンツ インターフェイス コントロール ビュー 画面 アクション ボタン リスト メニュー シート 警告 色".split()


def png(rng, size=24):
    """A small valid PNG of noise: real bytes a browser can show."""
    rows = b"".join(b"\x00" + bytes(rng.randrange(256) for _ in range(size * 3)) for _ in range(size))
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def sentence(rng, words, joiner=" ", end="."):
    text = joiner.join(rng.choice(words) for _ in range(rng.randint(8, 16)))
    return text[0].upper() + text[1:] + end


def page(rng, name, title, language, links, pictures, translated_title=None):
    words, joiner, end = {"en": (WORDS, " ", "."), "ko": (KOREAN, " ", "니다."), "ja": (JAPANESE, "", "。")}[language]
    lines = ["---", f"title: {translated_title or title}", "platforms: [iOS, macOS]", "date: 2024-06-10", "---", "",
             f"# {translated_title or title}", "", f"<h2>{sentence(rng, words, joiner, end)}</h2>", ""]
    for section in range(rng.randint(2, 4)):
        lines += [f"## {title} {section + 1}" if language == "en" else f"## {rng.choice(words)} {section + 1}", ""]
        for _ in range(rng.randint(2, 4)):
            text = sentence(rng, words, joiner, end)
            if links and rng.random() < 0.5:
                target = rng.choice(links)
                text += f" [{rng.choice(words)}]({target})"
            if rng.random() < 0.2:
                text += " <kbd>⌘</kbd> <sup>1</sup>"
            lines += [text, ""]
        if pictures and section < len(pictures):
            alt = sentence(rng, words, joiner, "")
            if rng.random() < 0.5:
                lines += [f"![{alt}]({pictures[section]})", ""]
            else:
                lines += [f'<p align="center"><img src="{pictures[section]}" alt="{alt}" width="300"></p>', ""]
    return "\n".join(lines) + "\n"


def letters(number):
    """A page's unique part in letters (`ab`): a trailing number reads as a version or copy."""
    text = ""
    while True:
        text = chr(ord("a") + number % 26) + text
        number = number // 26 - 1
        if number < 0:
            return text


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=250, help="English pages (default 250)")
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    content = os.path.join(args.out, "content")
    os.makedirs(os.path.join(content, "images"), exist_ok=True)
    shared = [f"shared-{index}.png" for index in range(20)]
    for name in shared:
        with open(os.path.join(content, "images", name), "wb") as file:
            file.write(png(rng))
    pages = []
    for index in range(args.pages):
        folder = FOLDERS[index % len(FOLDERS)]
        name = f"{rng.choice(WORDS)}-{rng.choice(WORDS)}-{letters(index)}"
        pages.append((folder, name))
    written = {"pages": 0, "translations": 0, "pictures": len(shared), "broken links": 0}
    for index, (folder, name) in enumerate(pages):
        depth = folder.count("/") + 1
        up = "../" * depth
        links = []
        for _ in range(3):
            other_folder, other = rng.choice(pages)
            links.append(f"./{other}.md" if other_folder == folder else f"{up}{other_folder}/{other}.md")
        if index % 25 == 0:
            links.append("./playing-haptics.md")
            written["broken links"] += 1
        os.makedirs(os.path.join(content, folder), exist_ok=True)
        pictures = [f"{up}images/{rng.choice(shared)}"]
        if index % 3 == 0:
            own = f"{name}-figure.png"
            with open(os.path.join(content, folder, own), "wb") as file:
                file.write(png(rng))
            pictures.append(own)
            written["pictures"] += 1
        title = " ".join(word.capitalize() for word in name.split("-")[:2]) + f" {letters(index).upper()}"
        languages = ["en"] + (["ko"] if index % 5 != 4 else []) + (["ja"] if index % 3 == 0 else [])
        for language in languages:
            suffix = "" if language == "en" else "." + language
            # Unique in the translation's own script: a Latin letter would read as the English
            # title written beside the translated one.
            unique = chr((0xAC00 if language == "ko" else 0x4E00) + index)
            translated = None if language == "en" else " ".join(rng.choice(KOREAN if language == "ko" else JAPANESE) for _ in range(2)) + unique
            with open(os.path.join(content, folder, f"{name}{suffix}.md"), "w", encoding="utf-8") as file:
                file.write(page(rng, name, title, language, links, pictures, translated))
            written["pages" if language == "en" else "translations"] += 1
    print(", ".join(f"{count} {what}" for what, count in written.items()) + f" in {content}")


if __name__ == "__main__":
    main()
