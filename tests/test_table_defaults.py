"""A new table's defaults have one source (engine/rules.py: DEFAULT_RULES, DEFAULT_BANKROLL_CENTS), and
every place that offers a new table starts from it: the settings, the lab's form, the command line."""

from __future__ import annotations

from baccarat_desktop.cli import build_parser
from baccarat_desktop.engine.rules import DEFAULT_BANKROLL_CENTS, DEFAULT_RULES, TableRules
from baccarat_desktop.engine.shoe import Shoe
from baccarat_desktop.viewmodels.lab_model import LabModel
from baccarat_desktop.viewmodels.settings import GameSettings


def test_the_defaults_are_a_table_with_every_field_at_its_default() -> None:
    assert TableRules() == DEFAULT_RULES
    assert DEFAULT_BANKROLL_CENTS == 100_000


def test_the_settings_start_from_them() -> None:
    settings = GameSettings()
    assert settings.table_rules() == DEFAULT_RULES
    assert settings.starting_bankroll_cents == DEFAULT_BANKROLL_CENTS


def test_the_command_line_starts_from_them() -> None:
    from baccarat_desktop.cli.common import rules_from_args

    for command in (["simulate", "--hands", "1"], ["autoplay", "--hands", "1"]):
        args = build_parser().parse_args(command)
        assert rules_from_args(args) == DEFAULT_RULES, command
    assert build_parser().parse_args(["verify-shoe", "--seed", "1"]).decks == DEFAULT_RULES.decks


def test_the_lab_and_the_shoe_start_from_them(qapp: object) -> None:
    lab = LabModel()
    assert (lab.decks, lab.variant) == (DEFAULT_RULES.decks, DEFAULT_RULES.variant)
    assert lab.bankroll_text.replace(",", "") == str(DEFAULT_BANKROLL_CENTS // 100)
    shoe = Shoe.from_seed(bytes(32))
    assert shoe.decks == DEFAULT_RULES.decks
    assert DEFAULT_RULES.cut_min <= len(shoe.cards) - shoe.cut_position <= DEFAULT_RULES.cut_max
