"""No module but engine/catalogue.py knows what a bet pays (issue 11: bets as data).

The scan reads every module's syntax tree and flags the forms a payout takes in code: pay text
("11 to 1", "19 TO 20", "8:1", "5% commission"), ratio tuples ((11, 1), (19, 20)), Fractions of a
payout (Fraction(19, 20), Fraction(40)) and the decimal payouts (0.95, 0.54). The payouts it
looks for are read from the catalogue itself, so a new bet is covered the day it is added.
"""

from __future__ import annotations

import ast
import re
from fractions import Fraction
from pathlib import Path

import pytest

from baccarat_desktop.engine.catalogue import CATALOGUE, TIE_PAYS_CHOICES, Variant
from baccarat_desktop.engine.rules import TableRules

PACKAGE = Path(__file__).resolve().parent.parent / "baccarat_desktop"
HOME = PACKAGE / "engine" / "catalogue.py"


def _payouts() -> set[Fraction]:
    pays: set[Fraction] = set()
    for variant in Variant:
        for tie in TIE_PAYS_CHOICES:
            rules = TableRules(variant=variant, tie_pays=tie)
            for bet in CATALOGUE.values():
                pays |= {line.pays for line in bet.lines(rules) if line.pays is not None}
    return pays


PAYOUTS = _payouts()
# Whole payouts of 8 or more are distinctive as (n, 1) tuples and Fraction(n); small ones are not.
DISTINCT_WHOLE = {int(p) for p in PAYOUTS if p.denominator == 1 and p >= 8}
FRACTIONS = {p for p in PAYOUTS if p.denominator != 1}
# Decimal payouts below 1, less one half and 0.95 (also the usual 95% confidence level).
DECIMALS = {float(p) for p in FRACTIONS if float(p) < 1 and p not in (Fraction(1, 2), Fraction(19, 20))}
# "N to 1", "N:1", "1 to 2", "19 to 20" (not a score such as "Banker wins 4 to 2"), "5% commission".
PAY_TEXT = re.compile(
    r"\b(?:\d+(?:\.\d+)?\s*(?:to|:)\s*1|1\s*(?:to|:)\s*2|19\s*(?:to|:)\s*20)\b(?![\d.:,])|\b5% commission",
    re.ASCII | re.IGNORECASE,
)


def _literal_int(node: ast.AST) -> int | None:
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    return None


def payout_knowledge(source: str) -> list[tuple[int, str]]:
    """(line, what) for every form of a payout in ``source``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            for match in PAY_TEXT.finditer(node.value):
                found.append((node.lineno, f"pay text {match.group(0)!r}"))
        elif isinstance(node, ast.Constant) and type(node.value) is float and node.value in DECIMALS:
            found.append((node.lineno, f"decimal payout {node.value}"))
        elif isinstance(node, ast.Tuple) and len(node.elts) == 2:
            a, b = (_literal_int(e) for e in node.elts)
            if a is not None and b:
                ratio = Fraction(a, b)
                if (b == 1 and a in DISTINCT_WHOLE) or (
                    b != 1 and ratio in FRACTIONS and ratio != Fraction(1, 2)
                ):
                    found.append((node.lineno, f"payout ratio ({a}, {b})"))
        elif isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Fraction":
            args = [_literal_int(a) for a in node.args]
            if args and all(a is not None for a in args):
                value = Fraction(*args)  # type: ignore[arg-type]
                if (value in FRACTIONS and value != Fraction(1, 2)) or (
                    value.denominator == 1 and int(value) in DISTINCT_WHOLE
                ):
                    found.append((node.lineno, f"Fraction payout {value}"))
    return found


def test_the_scan_finds_every_form_a_payout_takes() -> None:
    """The scan must be able to fail: each of these is a payout written outside the catalogue."""
    snippets = [
        "PAIR_PAYS = (11, 1)",
        'label = "PAIRS PAY 11 TO 1"',
        'text = f"Tie {tie} · Banker 19 to 20"',
        "ratio = Fraction(19, 20)",
        "dragon = Fraction(40)",
        "win = stake * 0.54",
        "big = 0.54",
        'help = "Banker pays 1:1 less 5% commission"',
        'line = "win on 6 pays 1 to 2"',
    ]
    for snippet in snippets:
        assert payout_knowledge(snippet), snippet
    # ...and not on what merely looks like one.
    innocents = [
        '"12:30"',
        '"16:9"',
        "(6, 1)",
        "scale = 1.5",
        "Fraction(1, 2)",
        '"1 to 10,000,000"',
        '"wins 4 to 2"',
    ]
    for innocent in innocents:
        assert not payout_knowledge(innocent), innocent


def _modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if p != HOME)


@pytest.mark.parametrize("path", _modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_but_the_catalogue_knows_a_payout(path: Path) -> None:
    found = payout_knowledge(path.read_text(encoding="utf-8"))
    assert not found, f"{path.relative_to(PACKAGE)} knows payouts: " + "; ".join(
        f"line {line}: {what}" for line, what in found
    )


def test_the_catalogue_is_where_they_are() -> None:
    assert len(payout_knowledge(HOME.read_text(encoding="utf-8"))) >= 10
