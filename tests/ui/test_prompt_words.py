"""Prompts promise only what the player may do (issue 41): no "or more" where one bid is
all there is, no raise offered (nor a hole where its number would go) when none may be
made, and a Tichu straight named by its lowest and highest card."""
from __future__ import annotations

import random

from game.tichu.engine.cards import parse_card as tichu_card
from game.tichu.engine.combos import combination_of
from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine.actions import parse_action
from game.ui.tichu.words import combination_words
from game.ui.tysiacha.session import Session
from game.ui.tysiacha.table_scene import open_session

from .driver import button, make_app, run_frames, seats
from .test_table_input import HANDS, PRIKUP, mask


def _table(tmp_path, rules: Rules, actions=()):
    """Seat 0 (the human) opens the bidding: dealer 2, forehand 0 (R14)."""
    app = make_app(tmp_path)
    match = Match(rules, ["Anna", "Boris", "Vera"], random.Random(1), dealer=2)
    match.start_deal([mask(h) for h in HANDS], mask(PRIKUP))
    for text in actions:
        match.apply(parse_action(text))
    open_session(app, Session(match, seats("human", "normal", "normal"), tmp_path / "d", 1))
    run_frames(app, 5)
    return app, app.table_scene()


def test_the_opener_is_told_the_one_bid_it_may_make(tmp_path):
    app, scene = _table(tmp_path, Rules())
    assert scene.name == "bidding" and scene.my_turn()
    assert scene.ask() == "You open the bidding: bid 100"  # R15: the forced bid, no more


def test_a_contract_that_cannot_be_raised_offers_no_raise(tmp_path):
    app, scene = _table(tmp_path, Rules(no_raise_on_forced=True),
                        ("bid 100", "pass", "pass", "give QS to 1", "give JH to 2"))
    scene = app.table_scene()
    assert scene.name == "exchange" and scene.my_turn()
    assert scene.ask() == "Keep the contract of 100: it cannot be raised now"
    assert button(scene, "Raise") is None and button(scene, "+5") is None
    assert scene.value_rects() == []  # (no empty box where a number would go)
    assert button(scene, "Keep 100") is not None


def test_a_contract_that_can_be_raised_says_so(tmp_path):
    app, scene = _table(tmp_path, Rules(), ("bid 100", "pass", "pass", "give QS to 1",
                                            "give JH to 2"))
    scene = app.table_scene()
    assert scene.ask() == "Keep the contract of 100, or raise it"
    assert button(scene, "Raise") is not None


def test_a_tichu_straight_is_named_from_its_lowest_card_to_its_highest():
    def words(text: str) -> list[str]:
        m = 0
        for c in text.split():
            m |= 1 << tichu_card(c)
        return [combination_words(p) for p in combination_of(m)]
    assert words("2S 3H 4D 5C 6S 7H") == ["straight 2–7"]
    assert words("MJ 2S 3H 4D 5C 6S") == ["straight 1–6"]  # (not "of 6 to 6")
    assert words("10S JS QS KS AS") == ["straight flush bomb 10–A"]


def test_the_follow_prompt_says_what_the_hand_allows():
    """No "follow ♠ if you can" over a hand without ♠: the prompt says it (R36)."""
    from types import SimpleNamespace

    from game.tysiacha.engine.cards import SUIT_SYMBOLS, mask_of, parse_card
    from game.tysiacha.engine.deal import Deal
    from game.ui.tysiacha.play import PlayScene

    def ask(hand: str, trump: int, must_trump: bool = True) -> str:
        cards = [parse_card(c) for c in hand.split()]
        led = parse_card("9S") // 6
        deal = SimpleNamespace(trick=[(1, parse_card("9S"))], lead_suit=led, trump=trump,
                               hands={0: mask_of(cards)}, to_act=0,
                               trick_mask=mask_of([parse_card("9S")]),
                               rules=Rules(must_trump=must_trump))
        deal.play_mask = lambda seat: Deal.play_mask(deal, seat)  # the engine's rule
        me = SimpleNamespace(deal=deal, table=SimpleNamespace(
            prompt=SimpleNamespace(said=None)))  # (no card refused yet)
        return PlayScene.ask(me)
    spade = SUIT_SYMBOLS[parse_card("9S") // 6]
    heart = SUIT_SYMBOLS[parse_card("9H") // 6]
    assert ask("AS 10H", parse_card("9H") // 6) == f"Your turn: follow {spade}"
    assert ask("AH 10C", parse_card("9H") // 6) == \
        f"Your turn: no {spade}, play a trump ({heart})"
    assert ask("AC 10C", parse_card("9H") // 6) == f"Your turn: no {spade}, play any card"
    assert ask("AH 10C", -1) == f"Your turn: no {spade}, play any card"
    assert ask("AH 10C", parse_card("9H") // 6, must_trump=False) == \
        f"Your turn: no {spade}, play any card"


def test_a_special_card_owned_by_a_name_drops_its_article():
    """"beat Gleb's Mah Jong", not "Gleb's the Mah Jong"."""
    for card, bare in (("MJ", "Mah Jong"), ("PH", "Phoenix"), ("DR", "Dragon")):
        play, = combination_of(1 << tichu_card(card))
        assert combination_words(play) == f"the {bare}"
        assert combination_words(play, article=False) == bare


class _AtTichu:
    """What TichuPlayScene.prompt_words reads of its scene, over a round in the play."""

    def __init__(self, rnd):
        from types import SimpleNamespace
        self.round = rnd
        self.table = SimpleNamespace(name=lambda seat: ("You", "Boris", "Vera", "Gleb")[seat])

    def viewer_legal(self):
        return self.round.legal_actions(0)


def _tichu_prompt(hand: str, top: str, wish: int, room: bool = True) -> str:
    from game.tichu.engine.rules import TichuRules
    from game.tichu.engine.round import Round
    from game.ui.tichu.play import TichuPlayScene
    hands = [0, 0, 0, 0]
    for seat, text in enumerate((hand, "2S 4S", "2C 4C", "2D 4D")):
        for c in text.split():
            hands[seat] |= 1 << tichu_card(c)
    trick = ()
    if top:
        play, = combination_of(1 << tichu_card(top))
        trick = ((3, play),)
    rnd = Round.in_play(TichuRules(), hands, to_act=0, trick=trick, wish=wish)
    scene = _AtTichu(rnd)
    scene.wish_binds = lambda: TichuPlayScene.wish_binds(scene)
    scene.prompt_fonts = lambda: (None,)
    scene.prompt_fits = lambda words: room
    text = TichuPlayScene.prompt_words(scene) if scene.wish_binds() else None
    return text if text is not None else "free"


def test_a_wish_that_binds_is_in_the_prompt_and_pass_is_not():
    """"beat Gleb's single 3, or pass · wish: 5" offered a pass the wish does not allow (T16):
    where the wish makes the move, the prompt says to fulfil it, leading or following."""
    assert _tichu_prompt("5H 9H", "3C", 5) == \
        "Your turn: beat Gleb's single 3 and fulfil the wish (5)"
    assert _tichu_prompt("5H 9H", "3C", 5, room=False) == \
        "Beat the single 3 and fulfil the wish (5)"  # a small window: no "Your turn", and
    # (where even "Beat Gleb's single 3 …" would not fit) whose play it is on its plate
    assert _tichu_prompt("5H 9H", "", 5) == \
        "Your lead: play a combination that fulfils the wish (5)"
    assert _tichu_prompt("6H 9H", "3C", 5) == "free"  # no 5 held: the wish does not bind
    assert _tichu_prompt("5H 9H", "6C", 5) == "free"  # the 5 cannot beat a 6: pass is free
