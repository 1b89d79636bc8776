"""Tichu's cards and moments in the player's words: a rank ("J", "A"), a place out
("1st"), a combination ("pair of 7s", "straight of 5 to J", "bomb, four Qs"); for the
table, its scenes and dialogs."""
from __future__ import annotations

import importlib

from game.tichu.engine.cards import PHOENIX, RANK_NAMES, SUIT_SYMBOLS, rank_of
from game.tichu.engine.combos import FULL_HOUSE, STRAIGHT, Play

from ..card_chips import CardChip
from ..i18n import language, named, personal, seat_name, tr
from .deck import SPECIAL_COLOURS

PLACES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
CASES = ("nominative", "accusative", "dative")  # the cases a translation may ask words in


class Words(str):
    """A combination or a special card in words, as a label ("Drilling 7"), which a
    translation may ask for with its article in one of the CASES: `{what:accusative}`
    says "den Drilling 7", `{what:nominative}` "der Drilling 7". `Words(tr("three
    {rank}s"), rank="7")`: the forms are the game catalog's CASE_FORMS, by case and the
    label's text as the language says it ("Drilling {rank}"); a language without them
    (English, Russian) says the label as it is, in any case."""

    def __new__(cls, text: str, **fields) -> "Words":
        words = super().__new__(cls, text.format(**fields) if fields else text)
        words.key, words.fields = text, fields
        return words

    def __format__(self, spec: str) -> str:
        if spec not in CASES:
            return super().__format__(spec)
        form = _case_forms().get(spec, {}).get(self.key)
        return str(self) if form is None else form.format(**self.fields)


_forms: dict[str, dict] = {}


def _case_forms() -> dict[str, dict[str, str]]:
    """The language's CASE_FORMS (game/ui/tichu/locale/<code>.py), {} if it has none."""
    code = language()
    if code not in _forms:
        try:
            module = importlib.import_module(f"{__package__}.locale.{code}")
            _forms[code] = getattr(module, "CASE_FORMS", {})
        except ImportError:
            _forms[code] = {}
    return _forms[code]


def gift_words(giver: str, to: str) -> str:
    """The Dragon's trick given by `giver` to `to` (names as the table shows them; either
    may be the player at the screen, "You")."""
    if seat_name(to) == tr("You"):
        return tr("{name} gives you the Dragon's trick").format(name=giver)
    return personal(giver, tr("{name} gives the Dragon's trick to {other}"),
                    tr("You give the Dragon's trick to {other}"), other=named(to))


def place_word(n: int) -> str:
    return tr(PLACES.get(n, str(n)))


def rank_word(rank: int) -> str:
    return RANK_NAMES.get(rank, str(rank))


def card_words(card: int) -> Words:
    """One card as the table names it: "7♠", "A♥", "the Dragon" (a special card may be
    asked for in a case: Words)."""
    if card >= 52:
        return Words({52: tr("the Mah Jong"), 53: tr("the Dog"), 54: tr("the Phoenix"),
                      55: tr("the Dragon")}[card])
    return Words(RANK_NAMES.get(rank_of(card), str(rank_of(card))) + SUIT_SYMBOLS[card % 4])


def card_chip(card: int) -> CardChip:
    """One card as the log draws it: "7♠" in black, "A♥" in red, a special card by its
    name in the colour of its face (deck.SPECIAL_COLOURS)."""
    if card >= 52:
        label = {52: tr("Mah Jong"), 53: tr("Dog"), 54: tr("Phoenix"), 55: tr("Dragon")}[card]
        return CardChip(label, ink=SPECIAL_COLOURS[card], words=card_words(card))
    return CardChip(rank_word(rank_of(card)), SUIT_SYMBOLS[card % 4])


def play_chips(play: Play) -> tuple[CardChip, ...]:
    """The cards of a play as chips, in `play_cards`' order."""
    return tuple(card_chip(c) for c in play_cards(play))


def play_cards(play: Play) -> list[int]:
    """The cards of a play, lowest first, the Phoenix where it stands in a combination
    (the rank it lacks: a straight's gap, the pair's second card) (T20)."""
    cards = [c for c in range(56) if play.cards >> c & 1]
    ranks = [rank_of(c) for c in cards if c != PHOENIX]
    stands = 99  # alone, or where nothing is lacking: last
    if PHOENIX in cards and ranks:
        top = play.rank // 2
        if play.kind == STRAIGHT:  # the one rank from its low end to its top not held
            stands = next(r for r in range(top - play.length + 1, top + 1) if r not in ranks)
        elif play.kind == FULL_HOUSE:  # the triple's third card, or the pair's second
            stands = top if ranks.count(top) == 2 else min(ranks, key=ranks.count)
        else:  # pairs, a triple, stairs: the rank held once fewer than the others
            stands = min(ranks, key=lambda r: (ranks.count(r), r))
    return sorted(cards, key=lambda c: (stands + 0.5, 0) if c == PHOENIX
                  else (rank_of(c), c % 4))


def combination_words(play: Play, article: bool = True) -> Words:
    """A combination in the player's words: "pair of 7s", "straight 7–J", "bomb"; a
    special card with its article ("the Mah Jong"), or without it where a name owns it
    ("Gleb's Mah Jong"). A translation may ask for it with its article in a case (Words):
    "Es muss höher sein als {what:nominative}"."""
    kind = play.kind
    rank = play.rank // 2 if play.rank < 30 else 15
    names = {2: "2", 11: "J", 12: "Q", 13: "K", 14: "A", 15: tr("Dragon")}
    name = names.get(rank, str(rank))
    # a straight by its lowest and highest card ("straight 2–6", not "of 6 to 6")
    low = names.get(rank - play.length + 1, str(rank - play.length + 1))
    if kind == 0:
        return Words(tr("the Dog") if article else tr("Dog"))
    if kind == 1:
        if play.cards == 1 << PHOENIX:
            return Words(tr("the Phoenix") if article else tr("Phoenix"))
        if play.cards == 1 << 52:
            return Words(tr("the Mah Jong") if article else tr("Mah Jong"))
        if play.cards == 1 << 55:
            return Words(tr("the Dragon") if article else tr("Dragon"))
        return Words(tr("single {rank}"), rank=name)
    if kind == 2:
        return Words(tr("pair of {rank}s"), rank=name)
    if kind == 3:
        return Words(tr("three {rank}s"), rank=name)
    if kind == 4:
        return Words(tr("full house, three {rank}s"), rank=name)
    if kind == 5:
        return Words(tr("straight {low}–{high}"), low=low, high=name)
    if kind == 6:
        return Words(tr("{n} pairs in a row to {rank}"), n=play.length // 2, rank=name)
    if play.length == 4:
        return Words(tr("bomb, four {rank}s"), rank=name)
    return Words(tr("straight flush bomb {low}–{high}"), low=low, high=name)


def refusal_words(reason: str, rule: str, top: "Play | None", wish: int) -> str:
    """Why a play or pass is refused, in a player's words, from the engine's `reason`
    and `rule` (the engine names seats by number; the player is "you")."""
    beat = combination_words(top, article=False) if top is not None else Words("")
    if rule == "T10" and "does not hold" in reason:
        return tr("You do not hold these cards")
    if rule == "T10":
        return tr("Not a combination")
    if rule == "T14" and "needs a combination" in reason:
        return tr("A bomb out of turn needs a combination on the table")
    if rule == "T14":
        return tr("Not your turn: out of turn only a bomb may be played")
    if rule == "T11" and "turn" in reason:
        return tr("Not your turn")
    if rule == "T18":
        return tr("Nothing may be played on the Dog") if "on the Dog" in reason \
            else tr("The Dog may only be led")
    if rule == "T13":
        return tr("Only a higher bomb beats a bomb")
    if rule == "T11" and "same kind" in reason:
        return tr("It must be the same kind and length as the {what}").format(what=beat)
    if rule == "T11" and "higher" in reason:
        return tr("It must be higher than the {what}").format(what=beat)
    if rule == "T12":
        return tr("The leader must play")
    if rule == "T16":
        return tr("You must fulfil the wish: play a {rank}").format(rank=rank_word(wish))
    if rule == "T17":
        return tr("You can fulfil the wish for {rank}: a bomb without it only out of turn"
                  ).format(rank=rank_word(wish))
    if rule == "T20":
        return tr("The Phoenix beats any single card but the Dragon") if "Dragon" in reason \
            else tr("The Phoenix cannot stand for a card here")
    if rule == "T21":
        return tr("You are out")
    if rule == "T22":
        return tr("The round is over")
    return tr("That cannot be done now")  # the table offers nothing else (a call, a give)


__all__ = ["CASES", "PLACES", "Words", "place_word", "rank_word", "card_words", "card_chip",
           "play_chips", "play_cards", "combination_words", "refusal_words"]
