"""The table's input: clicks, flicks, drags, keys, and what the player is told; each test
sets up a deal from explicit cards and plays seat 0 (the human, at the bottom)."""
from __future__ import annotations

import random

import pygame
import pytest

from game.tysiacha.engine import Match, Rules
from game.tysiacha.engine import actions as A
from game.tysiacha.engine.actions import parse_action
from game.tysiacha.engine.cards import cards_of, mask_of, parse_card
from game.tysiacha.engine.deal import Phase
from game.ui import theme
from game.ui.flick import Gesture, is_flick
from game.ui.tysiacha.deck import table_art
from game.ui.tysiacha.table_scene import open_session
from game.ui.tysiacha.session import Session

from .driver import DT, click, click_button, key, make_app, run_frames, seats, settle, \
    wait_for_bots

HANDS = ("AH 10H KH QH AS 10S KS", "AC 10C KC QC JC 9C AD", "10D KD QD JD 9D JS 9S")
PRIKUP = "QS JH 9H"
TO_PLAY = ("bid 100", "pass", "bid 105", "pass", "give 9H to 1", "give JH to 2", "keep")


def mask(text: str) -> int:
    return mask_of(parse_card(t) for t in text.split())


def table_at(tmp_path, actions=TO_PLAY, kinds=("human", "normal", "normal"), **game):
    """An app showing the deal above after `actions`, seat 0 human."""
    app = make_app(tmp_path, **game)
    match = Match(Rules(), ["Anna", "Boris", "Vera"], random.Random(1), dealer=0)
    match.start_deal([mask(h) for h in HANDS], mask(PRIKUP))
    for text in actions:
        match.apply(parse_action(text))
    session = Session(match, seats(*kinds), tmp_path / "data", seed=1)
    open_session(app, session)
    run_frames(app, 3)
    return app, app.table_scene()


def card_point(app, scene, name: str):
    sp = scene.table.sprites[parse_card(name)]
    r = sp.rect(table_art(app))
    return (r.x + 8, r.centery)


def test_a_click_plays_a_card_and_the_trick_frame_waits_for_the_others(tmp_path):
    app, scene = table_at(tmp_path)
    assert scene.name == "play" and scene.my_turn()
    app.frame(click(card_point(app, scene, "AS")), DT)
    deal = scene.deal
    assert deal.trick == [(0, parse_card("AS"))]
    assert not scene.my_turn()


def off_suit_refused(tmp_path, **game):
    """Seat 0 asked to follow suit (seat 1 declares and leads, seat 2 follows) clicks a
    card of another suit: (app, scene, the suit led, the trick before the click)."""
    actions = ("bid 100", "pass", "pass", "give 9C to 0", "give AD to 2", "keep")
    app, scene = table_at(tmp_path, actions, kinds=("human", "normal", "normal"), **game)
    for _ in range(400):
        if scene.my_turn():
            break
        wait_for_bots(app)
    assert scene.my_turn() and scene.deal.trick
    led = scene.deal.trick[0][1] // 6
    mine = [c for c in scene.table.hand_order if c // 6 != led]
    has_suit = any(c // 6 == led for c in scene.table.hand_order)
    assert has_suit and mine  # this deal has seat 0 holding the led suit and others
    before = list(scene.deal.trick)
    places = scene.table.targets()  # the cards that may not be played shown darker
    playable = {A.played_card(a) for a in scene.legal() if A.is_play(a)}
    assert all(places[c][1].dim == (c not in playable) for c in scene.table.hand_order)
    assert all(places[c][1].dim for c in mine) and len(playable) < len(scene.table.hand_order)
    app.frame(click(card_point(app, scene, _name(mine[0]))), DT)
    return app, scene, led, before


def why_opens_the_rules(app, scene):
    """Click the prompt's Why?: the Rules page on top."""
    prompt = scene.table.prompt
    app.frame([], DT)  # drawn: Why? has its place
    assert prompt.why_rect is not None
    app.frame(click(prompt.why_rect.center), DT)
    return app.stack.top


def test_following_suit_is_enforced_with_a_reason(tmp_path):
    app, scene, led, before = off_suit_refused(tmp_path)
    prompt = scene.table.prompt
    assert scene.deal.trick == before
    # said once, in the prompt, in words; the rule is behind Why?
    from game.tysiacha.engine.cards import SUIT_SYMBOLS
    assert scene.table.notice == f"You must follow {SUIT_SYMBOLS[led]}"  # the engine's reason
    assert "R36" not in scene.table.notice and prompt.rule == "R36"
    # said once: the line above the refusal no longer says it too ("Your turn: follow ♠")
    app.frame([], DT)
    assert prompt.head == "Your turn" and prompt.second.words == scene.table.notice
    page = why_opens_the_rules(app, scene)
    assert page.name == "rules" and page.at == "R36" and page.scroll > 0
    texts = [t for t in page.rows() if getattr(t, "anchor", None) == "R36"]
    assert len(texts) == 1  # the rule, marked, in view


@pytest.mark.parametrize("language", ["de", "pl", "ru", "uk"])
def test_why_opens_the_rules_at_following_suit_in_every_language(tmp_path, language):
    """The rules in the player's language (docs/RULES.<language>.md) keep the ids: Why?
    scrolls to rule 36 there too, and it reads in that language."""
    from game.ui.i18n import set_language
    from game.ui.scenes.rules_page import document_in, player_words, rule_texts
    try:
        app, scene, _, before = off_suit_refused(tmp_path, language=language)
        assert scene.deal.trick == before and scene.table.prompt.rule == "R36"
        page = why_opens_the_rules(app, scene)
        assert page.name == "rules" and page.at == "R36" and page.scroll > 0
        rows = [t for t in page.rows() if getattr(t, "anchor", None) == "R36"]
        assert len(rows) == 1
        with theme.recording(app.screen) as rec:
            rows[0](app.screen, 0, 0, app.screen.get_width())
        shown = " ".join(d.words for d in rec.of("text"))
        document = document_in("RULES.md")
        assert document == f"RULES.{language}.md"
        first = dict((i, f) for i, f, _ in rule_texts(document))["R36"]
        opening = " ".join(player_words(first, page.settings)[0].split()[:4])
        assert opening in shown  # the rule's own words, in the player's language
    finally:
        set_language("en")


def _name(c: int) -> str:
    from game.tysiacha.engine.cards import card_name
    return card_name(c)


FIRST_TRICK = TO_PLAY + ("play AS", "play 9C", "play 9S")  # seat 0 wins it and leads again


def test_leading_a_marriage_declares_it_with_auto_meld(tmp_path):
    app, scene = table_at(tmp_path, FIRST_TRICK)
    assert scene.my_turn()
    app.frame(click(card_point(app, scene, "KH")), DT)
    assert scene.deal.trump == 3
    assert scene.deal.melds == [(0, 3, 100)]


def test_without_auto_meld_the_player_is_asked(tmp_path):
    app, scene = table_at(tmp_path, FIRST_TRICK, auto_meld="false")
    app.frame(click(card_point(app, scene, "QH")), DT)
    assert app.stack.top.name == "dialog"
    assert click_button(app, "Just play")
    assert scene.deal.trump == -1 and scene.deal.trick == [(0, parse_card("QH"))]


def test_card_selection_twice_raises_then_plays(tmp_path):
    app, scene = table_at(tmp_path, card_selection="twice")
    app.frame(click(card_point(app, scene, "AS")), DT)
    assert scene.table.selected == parse_card("AS") and not scene.deal.trick
    app.frame(click(card_point(app, scene, "AS")), DT)
    assert scene.deal.trick == [(0, parse_card("AS"))]


def flick_events(start, up: float, steps: int = 4):
    x, y = start
    out = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)]
    for i in range(1, steps + 1):
        out.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y - up * i / steps),
                                      rel=(0, -up / steps), buttons=(1, 0, 0)))
    out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y - up), button=1))
    return out


def test_a_flick_towards_the_table_plays_the_card(tmp_path):
    app, scene = table_at(tmp_path, card_selection="twice")  # a flick plays even so
    app.frame(flick_events(card_point(app, scene, "10S"), scene.table.layout.card_h), DT)
    assert scene.deal.trick == [(0, parse_card("10S"))]


def test_flicking_off_ignores_the_swipe(tmp_path):
    app, scene = table_at(tmp_path, flicking="false", card_selection="twice")
    app.frame(flick_events(card_point(app, scene, "10S"), scene.table.layout.card_h), DT)
    assert not scene.deal.trick


def test_flick_detection():
    h = 200.0
    g = Gesture(1, (500, 900), 0.0)
    for t, y in ((0.0, 900), (0.05, 860), (0.1, 800), (0.15, 730)):
        g.add(t, 500, y)
    assert is_flick(g, h, 0.16)  # fast and upward
    slow = Gesture(1, (500, 900), 0.0)
    for t, y in ((0.0, 900), (0.5, 870), (1.0, 830), (1.5, 800)):
        slow.add(t, 500, y)
    assert not is_flick(slow, h, 1.52)  # a slow drag
    side = Gesture(1, (500, 900), 0.0)
    for t, x in ((0.0, 500), (0.05, 600), (0.1, 700)):
        side.add(t, x, 880)
    assert not is_flick(side, h, 0.11)  # sideways: a rearrangement
    short = Gesture(1, (500, 900), 0.0)
    short.add(0.0, 500, 900)
    short.add(0.02, 500, 880)
    assert not is_flick(short, h, 0.03)  # too short a way
    held = Gesture(1, (500, 900), 0.0)
    for t, y in ((0.0, 900), (0.05, 800), (0.1, 700)):
        held.add(t, 500, y)
    assert not is_flick(held, h, 0.5)  # swiped, then held still before letting go


def test_dragging_a_card_sideways_rearranges_the_hand(tmp_path):
    app, scene = table_at(tmp_path, card_selection="twice")
    t = scene.table
    first = t.hand_order[0]
    x, y = card_point(app, scene, _name(first))
    last_x = t.sprites[t.hand_order[-1]].rect(table_art(app)).right
    events = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)]
    for i in range(1, 9):
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + (last_x - x) * i / 8, y),
                                         rel=(10, 0), buttons=(1, 0, 0)))
    events.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(last_x, y), button=1))
    app.frame(events, DT)
    assert t.hand_order[-1] == first and t.custom_order
    assert not scene.deal.trick  # nothing was played


def test_rearranging_off_keeps_the_order(tmp_path):
    app, scene = table_at(tmp_path, rearrange_hand="false", card_selection="twice")
    order = list(scene.table.hand_order)
    x, y = card_point(app, scene, _name(order[0]))
    app.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1),
               pygame.event.Event(pygame.MOUSEMOTION, pos=(x + 300, y), rel=(300, 0),
                                  buttons=(1, 0, 0)),
               pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + 300, y), button=1)], DT)
    assert scene.table.hand_order == order


def test_the_keyboard_moves_over_the_hand_and_plays(tmp_path):
    app, scene = table_at(tmp_path)
    app.frame(key(pygame.K_RIGHT) + key(pygame.K_RIGHT), DT)
    chosen = scene.table.hover
    assert chosen == scene.table.hand_order[1]
    app.frame(key(pygame.K_RETURN), DT)
    assert scene.deal.trick and scene.deal.trick[0][1] in (chosen,)


def test_escape_opens_the_game_menu_and_resume_closes_it(tmp_path):
    app, scene = table_at(tmp_path)
    app.frame(key(pygame.K_ESCAPE), DT)
    assert app.stack.top.name == "game-menu"
    assert click_button(app, "Resume")
    assert app.stack.top is scene


def test_a_finished_trick_waits_for_a_click_without_auto_flip(tmp_path):
    app, scene = table_at(tmp_path, auto_flip="false")
    app.frame(click(card_point(app, scene, "AS")), DT)
    for _ in range(200):
        wait_for_bots(app)
        if scene.table.shown_trick:
            break
    assert scene.table.shown_trick is not None
    run_frames(app, 120)
    assert scene.table.shown_trick is not None  # still there: no auto flip
    app.frame(click((scene.table.layout.width // 2, scene.table.layout.center[1])), DT)
    assert scene.table.shown_trick is None


def test_the_last_trick_can_be_looked_at_again(tmp_path):
    app, scene = table_at(tmp_path)
    app.frame(click(card_point(app, scene, "AS")), DT)
    for _ in range(300):
        wait_for_bots(app)
        if scene.deal.tricks and scene.table.shown_trick is None and scene.my_turn():
            break
    last = scene.deal.tricks[-1][0]
    assert click_button(app, "Last trick")
    run_frames(app, 2)
    t = scene.table
    for seat, c in last:
        sp = t.sprites[c]
        assert sp.face and sp.target.scale == 1.0  # back in the middle, face up
    assert click_button(app, "Last trick")
    assert not t.show_last


def test_the_last_trick_lasts_a_move_and_in_a_trick_is_set_apart(tmp_path):
    app, scene = table_at(tmp_path)
    t = scene.table
    app.frame(click(card_point(app, scene, "AS")), DT)
    for _ in range(300):  # the trick won: the human leads the next
        wait_for_bots(app)
        if scene.deal.tricks and not scene.deal.trick and scene.my_turn() and not t.busy:
            break
    assert scene.my_turn() and not scene.deal.trick
    last, winner = scene.deal.tricks[-1]
    # between tricks it lies in the trick's places until the next move
    assert click_button(app, "Last trick") and t.show_last
    moves = scene.session.moves
    lead = next(A.played_card(a) for a in scene.deal.legal_actions() if A.is_play(a))
    assert scene.act(A.play(lead))
    run_frames(app, 1)
    assert scene.session.moves != moves and not t.show_last
    # with a trick in play, in a panel of its own over the table
    assert scene.deal.trick
    live = [c for _, c in scene.deal.trick]
    assert click_button(app, "Last trick")
    aside = app.stack.top
    assert aside.name == "last-trick" and not t.show_last
    with theme.recording(app.screen) as rec:
        rec.begin("table")
        scene.draw(app.screen)
        rec.begin("aside")
        aside.draw(app.screen)
    words = [d.words for d in rec.items if d.kind == "text" and d.layer == 1]
    assert "Last trick: Anna took it" in words and {"Anna", "Boris", "Vera"} <= set(words)
    assert len([d for d in rec.items if d.kind == "card" and d.layer == 1]) == len(last)
    for c in live:  # the trick in play stays where it lies
        assert t.sprites[c].target.face and t.sprites[c].target.scale == 1.0
    app.frame(key(pygame.K_ESCAPE), DT)
    assert app.stack.top is scene


def test_the_hint_raises_a_legal_card(tmp_path):
    app, scene = table_at(tmp_path)
    app.frame(key(pygame.K_h), DT)
    for _ in range(3):  # the frame that asks the hint bot, and the one that shows its card
        if scene.table.hint is not None:
            break
        app.frame([], DT)
        settle(app)
    assert scene.table.hint is not None
    assert scene.table.hint in {A.played_card(a) for a in scene.legal()}


def test_bidding_by_typing_the_value(tmp_path):
    app, scene = table_at(tmp_path, ("bid 100", "pass"))
    assert scene.name == "bidding" and scene.my_turn()
    for ch in "120":
        app.frame(key(getattr(pygame, f"K_{ch}"), ch), DT)
    assert scene.picker.value == 120
    assert click_button(app, "Bid")
    assert scene.deal.bids[-1] == (0, 120)


def test_only_legal_bids_can_be_chosen(tmp_path):
    app, scene = table_at(tmp_path, ("bid 100", "pass"))
    for ch in "777":  # not a multiple of the step: the value stays a legal one
        app.frame(key(getattr(pygame, f"K_{ch}"), ch), DT)
    legal = {A.bid_value(a) for a in scene.legal() if A.is_bid(a)}
    assert scene.picker.value in legal
    for _ in range(100):
        click_button(app, "+5")
    assert scene.picker.value == max(legal)  # the bid limit (R17) caps it


def test_the_exchange_stages_two_cards_then_passes_them(tmp_path):
    app, scene = table_at(tmp_path, ("bid 100", "pass", "bid 105", "pass"))
    run_frames(app, 5)
    scene = app.table_scene()
    assert scene.name == "exchange" and scene.deal.phase is Phase.EXCHANGE
    app.frame(click(card_point(app, scene, "9H")), DT)
    assert click_button(app, "To Boris")
    app.frame(click(card_point(app, scene, "JH")), DT)
    assert not click_button(app, "To Boris")  # one card to each defender (R26)
    assert click_button(app, "To Vera")
    assert not scene.deal.given  # nothing passed yet: choices can still change
    assert click_button(app, "Pass cards")
    assert scene.deal.given == {1: parse_card("9H"), 2: parse_card("JH")}
    assert scene.deal.phase is Phase.RAISE
    assert click_button(app, "Keep 105")
    run_frames(app, 3)
    assert scene.deal.phase is Phase.PLAY


@pytest.mark.parametrize("confirm", ["true", "false"])
def test_rospisat_asks_first_when_confirm_dialogs_is_on(tmp_path, confirm):
    app, scene = table_at(tmp_path, ("bid 100", "pass", "bid 105", "pass"), confirm_dialogs=confirm)
    run_frames(app, 5)
    scene = app.table_scene()
    assert click_button(app, "Rospisat'")
    if confirm == "true":
        assert app.stack.top.name == "dialog" and scene.deal.outcome is None
        assert click_button(app, "Yes")
    assert scene.deal.outcome == "rospisat"
    run_frames(app, 5)
    assert app.stack.top.name == "scoring"


def test_hidden_cards_stay_hidden_from_the_defender(tmp_path):
    # seat 0 defends: it sees its own card from the declarer, not the other defender's
    actions = ("bid 100", "pass", "pass", "give 9C to 0", "give AD to 2", "keep")
    app, scene = table_at(tmp_path, actions)
    t = scene.table
    up = {k for k, sp in t.sprites.items() if isinstance(k, int) and sp.face}
    assert parse_card("9C") in up and parse_card("AD") not in up
    in_play = {c for _, c in scene.deal.trick}
    assert up == set(cards_of(scene.deal.hands[0])) | in_play


def test_a_typed_value_that_is_not_legal_is_not_sent(tmp_path):
    app, scene = table_at(tmp_path, ("bid 100", "pass"))
    for ch in "13":
        app.frame(key(getattr(pygame, f"K_{ch}"), ch), DT)
    assert not scene.picker.ready
    assert click_button(app, "Bid")
    assert scene.deal.bids[-1] == (2, None)  # nothing bid: still seat 0's turn
    assert scene.my_turn() and "13" in scene.table.notice
    app.frame(key(pygame.K_BACKSPACE) + key(pygame.K_UP), DT)
    assert scene.picker.ready


def test_four_aces_are_asked_about_as_four_aces(tmp_path):
    hands = ("AH AS AD AC KH 10S KS", "10C KC QC JC 9C 10D QH", "KD QD JD 9D JS 9S 10H")
    app = make_app(tmp_path, auto_meld="false")
    match = Match(Rules(four_aces=True), ["Anna", "Boris", "Vera"], random.Random(1), dealer=0)
    match.start_deal([mask(h) for h in hands], mask("QS JH 9H"))
    for text in ("bid 100", "pass", "bid 105", "pass", "give 9H to 1", "give JH to 2", "keep",
                 "play 10S", "play 9C", "play 9S"):  # no meld in the first trick (R37)
        match.apply(parse_action(text))
    open_session(app, Session(match, seats("human", "normal", "normal"), tmp_path / "data"))
    run_frames(app, 3)
    scene = app.table_scene()
    app.frame(click(card_point(app, scene, "AH")), DT)
    dialog = app.stack.top
    assert dialog.name == "dialog" and dialog.title == "Declare four aces?"
    assert click_button(app, "Declare")
    assert scene.deal.melds == [(0, "aces", 200)] and scene.deal.trump == -1


def test_a_resumed_hot_seat_game_starts_covered(tmp_path):
    app, scene = table_at(tmp_path, ("bid 100",), kinds=("human", "human", "normal"))
    t = scene.table
    assert t.hidden or app.stack.top.name == "privacy"
    for key_, sp in t.sprites.items():
        assert not (isinstance(key_, int) and sp.face) or key_ in {c for _, c in scene.deal.trick}


def test_rospisat_is_asked_with_what_it_costs_at_this_table(tmp_path):
    """The confirmation says what the rules do (R30-R33): the declarer scores nothing,
    each defender its share, and a penalised rospisat' (the third) its price."""
    import dataclasses
    app, scene = table_at(tmp_path)
    assert scene.my_turn() and A.ROSPISAT in scene.legal()
    assert click_button(app, "Rospisat'")
    dialog = app.stack.top
    assert dialog.lines == ["You give up the contract of 105: you score nothing, and each "
                            "defender scores 60."]
    app.stack.pop()
    deal = scene.deal
    deal.standing = dataclasses.replace(deal.standing, rospisat=(2, 0, 0))
    assert click_button(app, "Rospisat'")
    assert app.stack.top.lines[1] == \
        "This is your rospisat' number 3 in this game: it costs 120 more."


def test_the_bid_s_steps_are_lit_only_where_they_lead(tmp_path):
    """At the least bid −5 leads nowhere and is disabled; at the most, +5."""
    from .driver import button
    app, scene = table_at(tmp_path, ("bid 100", "pass"))
    assert scene.name == "bidding" and scene.my_turn()
    assert button(scene, "−5") is None and button(scene, "+5") is not None
    assert click_button(app, "+5")
    assert button(scene, "−5") is not None
    legal = [A.bid_value(a) for a in scene.legal() if A.is_bid(a)]
    while scene.picker.value < max(legal):
        assert click_button(app, "+5")
    assert button(scene, "+5") is None and button(scene, "−5") is not None
