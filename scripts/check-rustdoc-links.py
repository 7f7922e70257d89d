#!/usr/bin/env python3
"""Checks the links of the workspace's rustdoc pages (target/doc/boardkit*).

    scripts/check-rustdoc-links.py [DOC_DIR]

Run after `cargo doc --workspace --no-deps` has documented every crate at
least once *before* the last run (see .ci/run): rustdoc writes a link into
another crate as that crate's page only when the page exists, and otherwise
leaves the link's Rust path (`crate::core::Game`) as the href.

Fails (exit 1) on
- an href that is a Rust path (`crate::...`, `super::...`, `self::...`): an
  intra-doc link rustdoc could not turn into a page;
- a relative href to a file that does not exist (a link out of the crate
  docs into the repository, or to an item that is not documented).

A page's "Blanket Implementations" section is not checked: it repeats the
docs of third-party traits implemented for every type (tracing's
`Instrument` and `WithSubscriber` on every type of boardkit-web, whose links
point into tracing's own pages), which are not ours to fix.
"""

import html.parser
import os
import sys
from pathlib import Path


class Links(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.hrefs = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            for name, value in attrs:
                if name == "href" and value is not None:
                    self.hrefs.append(value)


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "target/doc")
    crates = sorted(p for p in root.glob("boardkit*") if p.is_dir())
    if not crates:
        print(f"check-rustdoc-links: no boardkit crate docs under {root}", file=sys.stderr)
        return 1
    faults = []
    pages = 0
    for crate in crates:
        for page in crate.rglob("*.html"):
            pages += 1
            parser = Links()
            text = page.read_text(encoding="utf-8")
            parser.feed(text.split('id="blanket-implementations"', 1)[0])
            for href in parser.hrefs:
                if href.startswith(("crate::", "super::", "self::")) or (
                    "::" in href and "/" not in href and not href.startswith(("http:", "https:"))
                ):
                    faults.append(f"{page}: unresolved link {href}")
                    continue
                if href.startswith(("http:", "https:", "mailto:", "#", "javascript:")) or href == "":
                    continue
                target = href.split("#", 1)[0].split("?", 1)[0]
                if target and not (page.parent / target).exists():
                    faults.append(f"{page}: dead link {href}")
    for fault in faults:
        print(fault)
    print(f"check-rustdoc-links: {pages} pages of {len(crates)} crates, {len(faults)} faulty links", file=sys.stderr)
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
