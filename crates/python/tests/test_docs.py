"""The examples of the package's docstrings and of docs/python.md run."""

import doctest
import re

import pytest

import boardkit
from conftest import ROOT, need


@pytest.mark.parametrize("module", ["boardkit", "boardkit.openspiel", "boardkit.pettingzoo", "boardkit.vector", "boardkit.distributed"])
def test_docstring_examples(module):
    imported = need(module)
    failures, tried = doctest.testmod(imported, optionflags=doctest.ELLIPSIS)
    assert tried > 0 and failures == 0


def test_the_examples_of_docs_python_md_run(capsys):
    text = (ROOT / "docs" / "python.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, re.S)
    assert len(blocks) >= 3
    for index, block in enumerate(blocks):
        exec(compile(block, f"docs/python.md block {index + 1}", "exec"), {})  # noqa: S102
    printed = capsys.readouterr().out
    # The outputs the document shows in its comments.
    assert "no allowed path of 3 steps leads from a1 to m13" in printed
    assert "[0, 0] None True" in printed
    assert "8902 32768\n3364 (20, 8, 8)\n24\n" in printed
    assert "variants.ini: line 2: option `maxRank`: bad value `99`" in printed
    assert boardkit.Towers().num_players() == 2
