"""The shipped SVG art (cards, chips, icon) loads in QtSvg and draws what the game expects of it.

The UI looks cards and chips up by id and scales boundsOnElement() to its target rectangle, so these
tests pin the ids, the exact geometry, the transparent rounded corners and the suit colours.
"""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from baccarat_desktop.resources import resource_path

RANKS = "A23456789TJQK"
SUITS = "SHDC"
CARD_IDS = [rank + suit for suit in SUITS for rank in RANKS] + ["back"]
DENOMINATIONS = [1, 5, 25, 100, 500, 1000]
CHIP_IDS = [f"chip-{n}" for n in DENOMINATIONS] + [f"chip-edge-{n}" for n in DENOMINATIONS]
CARD_PX = (100, 140)  # 250 x 350 units at 0.4 px per unit


@pytest.fixture(scope="module")
def cards(qapp: object) -> Iterator[QSvgRenderer]:
    renderer = QSvgRenderer(str(resource_path("cards.svg")))
    yield renderer


@pytest.fixture(scope="module")
def chips(qapp: object) -> Iterator[QSvgRenderer]:
    renderer = QSvgRenderer(str(resource_path("chips.svg")))
    yield renderer


def render(renderer: QSvgRenderer, element: str | None, width: int, height: int) -> np.ndarray:
    """Draw one element (or the whole document) onto a transparent image; returns an RGBA array."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    if element is None:
        renderer.render(painter, QRectF(0, 0, width, height))
    else:
        renderer.render(painter, element, QRectF(0, 0, width, height))
    painter.end()
    rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
    raw = np.frombuffer(rgba.constBits(), dtype=np.uint8).reshape(height, rgba.bytesPerLine())
    return raw[:, : width * 4].reshape(height, width, 4).copy()


def red_pixels(pixels: np.ndarray) -> int:
    """Opaque pixels of the suit red (#c8102e and its anti-aliased blends), not gold, pink tints or black."""
    r, g, b, a = (pixels[..., i].astype(int) for i in range(4))
    return int(np.count_nonzero((a > 200) & (r > 150) & (g < 90) & (b < 110)))


def dark_pixels(pixels: np.ndarray) -> int:
    """Opaque near-black pixels: the ink of spades and clubs."""
    r, g, b, a = (pixels[..., i].astype(int) for i in range(4))
    return int(np.count_nonzero((a > 200) & (r < 60) & (g < 60) & (b < 70)))


@pytest.fixture(scope="module")
def card_images(cards: QSvgRenderer) -> dict[str, np.ndarray]:
    return {card: render(cards, card, *CARD_PX) for card in CARD_IDS}


def test_card_sheet_is_valid_and_has_every_card(cards: QSvgRenderer) -> None:
    assert cards.isValid()
    missing = [card for card in CARD_IDS if not cards.elementExists(card)]
    assert not missing, f"cards.svg lacks {missing}"


def test_every_card_is_exactly_250_by_350_and_none_overlap(cards: QSvgRenderer) -> None:
    rects = {}
    for card in CARD_IDS:
        bounds = cards.boundsOnElement(card)
        assert (bounds.width(), bounds.height()) == pytest.approx((250, 350), abs=1e-6), card
        assert bounds.width() * 350 == pytest.approx(bounds.height() * 250), card
        rects[card] = bounds
    cards_list = list(rects.items())
    for i, (a, ra) in enumerate(cards_list):
        for b, rb in cards_list[i + 1 :]:
            assert not ra.intersects(rb), f"{a} and {b} overlap on the sheet"


@pytest.mark.parametrize("card", CARD_IDS)
def test_card_has_rounded_transparent_corners_and_an_opaque_face(
    card_images: dict[str, np.ndarray], card: str
) -> None:
    pixels = card_images[card]
    h, w = pixels.shape[:2]
    alpha = pixels[..., 3]
    assert alpha.any(), f"{card} renders blank"
    for y, x in ((0, 0), (0, w - 1), (h - 1, 0), (h - 1, w - 1)):
        assert alpha[y, x] == 0, f"{card}: corner ({x}, {y}) is not transparent"
    assert alpha[h // 2, w // 2] == 255, f"{card}: centre is not opaque"
    # The face reaches the middle of every edge: nothing outside the card widened its bounds.
    for y, x in ((0, w // 2), (h - 1, w // 2), (h // 2, 0), (h // 2, w - 1)):
        assert alpha[y, x] > 128, f"{card}: edge pixel ({x}, {y}) is not part of the face"


@pytest.mark.parametrize("card", [c for c in CARD_IDS if c != "back"])
def test_suit_colours(card_images: dict[str, np.ndarray], card: str) -> None:
    pixels = card_images[card]
    if card[1] in "HD":
        assert red_pixels(pixels) > 80, f"{card} should be printed in red"
        assert dark_pixels(pixels) == 0, f"{card} should have no black ink"
    else:
        assert red_pixels(pixels) == 0, f"{card} should have no red"
        assert dark_pixels(pixels) > 80, f"{card} should be printed in black"


def test_every_card_looks_different(card_images: dict[str, np.ndarray]) -> None:
    seen: dict[bytes, str] = {}
    for card, pixels in card_images.items():
        key = pixels.tobytes()
        assert key not in seen, f"{card} renders exactly like {seen.get(key)}"
        seen[key] = card


def test_back_is_mostly_coloured_not_white(card_images: dict[str, np.ndarray]) -> None:
    pixels = card_images["back"]
    opaque = pixels[..., 3] > 200
    white = opaque & (pixels[..., :3].min(axis=2) > 230)
    assert white.sum() < 0.25 * opaque.sum(), "the back should be a coloured design inside a white border"


def test_chip_sheet_has_every_chip_at_its_size(chips: QSvgRenderer) -> None:
    assert chips.isValid()
    for chip in CHIP_IDS:
        assert chips.elementExists(chip), f"chips.svg lacks {chip}"
        bounds = chips.boundsOnElement(chip)
        expected = (200, 36) if "edge" in chip else (200, 200)
        assert (bounds.width(), bounds.height()) == pytest.approx(expected, abs=1e-6), chip


@pytest.mark.parametrize("chip", CHIP_IDS)
def test_chip_renders(chips: QSvgRenderer, chip: str) -> None:
    height = 18 if "edge" in chip else 100
    pixels = render(chips, chip, 100, height)
    alpha = pixels[..., 3]
    assert alpha[height // 2, 50] == 255, f"{chip} is not drawn in its middle"
    if "edge" not in chip:
        assert alpha[0, 0] == 0 and alpha[99, 99] == 0, f"{chip} should be round"


def test_chip_faces_differ(chips: QSvgRenderer) -> None:
    faces = {render(chips, f"chip-{n}", 64, 64).tobytes() for n in DENOMINATIONS}
    assert len(faces) == len(DENOMINATIONS)


@pytest.mark.parametrize("size", [32, 256])
def test_icon_renders(qapp: object, size: int) -> None:
    renderer = QSvgRenderer(str(resource_path("icon.svg")))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert box.width() == box.height() == 256
    pixels = render(renderer, None, size, size)
    alpha = pixels[..., 3]
    assert alpha[0, 0] == 0, "the icon is a roundel: its corners stay transparent"
    assert alpha[size // 2, size // 2] == 255
    r, g, b = (pixels[..., i].astype(int) for i in range(3))
    felt = (alpha == 255) & (g > r + 30) & (g > b + 20)
    assert felt.sum() > 0.05 * size * size, "the icon should show green felt"
    assert red_pixels(pixels) > 0, "the icon should show the red nine"
