"""The game as a screen reader meets it: the real window in its own process on an X screen, with
Qt's AT-SPI bridge on, dealing a shoe the test chose.

Run by ``desktop.GameUnderTest`` with the project's Python: ``python -m tests.screen_reader.game_process
SPEC_JSON``. SPEC_JSON holds ``data_dir``, ``cards`` (the shoe's order, stacked as the UI tests stack
it), ``settings`` (overrides) and ``size``.
"""

from __future__ import annotations

import json
import sys
from typing import Any


def main(spec_text: str) -> int:
    from baccarat_desktop.app import application, build_game
    from baccarat_desktop.engine.cards import parse_cards, standard_deck
    from baccarat_desktop.engine.shoe import Shoe
    from baccarat_desktop.viewmodels.settings import AnimationSpeed, SqueezeMode

    spec: dict[str, Any] = json.loads(spec_text)
    cards = parse_cards(spec.get("cards", "").split()) + list(standard_deck()) * 8

    def shoe() -> Shoe:
        return Shoe.from_order(cards)

    app = application()
    settings = {"animation_speed": AnimationSpeed.INSTANT, "sound": False, "language": "en"}
    settings.update(spec.get("settings", {}))
    if isinstance(settings["animation_speed"], str):
        settings["animation_speed"] = AnimationSpeed(settings["animation_speed"])
    if isinstance(settings.get("squeeze"), str):  # "off", "my_side", "all"
        settings["squeeze"] = SqueezeMode(settings["squeeze"])
    game = build_game(data_dir=spec["data_dir"], settings_override=settings, shoe_factory=shoe, ask=False)
    assert game is not None
    width, height = spec.get("size", (1280, 720))
    game.window.resize(width, height)
    game.window.move(0, 0)
    game.window.show()
    game.controller.start()
    code = int(app.exec())
    game.history.close()
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
