"""The deal analysed, at the table (game/ui/tysiacha/analysis_scene.py): the scoring
screen's Analysis button opens the page, the solver's verdict arrives from the worker
while frames go on, and the page says what game/tysiacha/analysis.py found: the verdict,
the human's costly cards worst first with the better card, and every trick."""
from __future__ import annotations


import pytest

from game.tysiacha.analysis import analyse_deal
from game.tysiacha.engine import Rules
from game.tysiacha.engine.cards import card_label
from game.ui.tysiacha.analysis_scene import step_words
from game.ui.tysiacha.session import Session
from game.ui.tysiacha.table_scene import open_session

from .driver import DT, Player, button, click, make_app, play_until, seats, wait_for_job
from .tichu_driver import written


pytestmark = pytest.mark.usefixtures("bots_here")


def scored_deal(tmp_path, seed: int):
    """An app on the scoring screen of the first deal that was played out."""
    app = make_app(tmp_path, seed=seed)
    session = Session.new(Rules(players=3), seats("human", "normal", "normal"),
                          tmp_path / "data", seed=seed)
    open_session(app, session)
    player = Player(app)
    play_until(app, lambda a: a.stack.top.name == "scoring"
               and len(session.match.deal.tricks) == 8, player, 60000)
    return app, session


def test_the_analysis_page_shows_what_the_solver_found(tmp_path):
    app, session = scored_deal(tmp_path, 4)
    deal = session.match.deal
    expected = analyse_deal(deal)
    app.frame(click(button(app.stack.top, "Analysis").rect.center), DT)
    page = app.stack.top
    assert page.name == "analysis"
    frames = 0
    while page.job.result() is None:
        app.frame([], DT)  # the table goes on while the worker solves
        frames += 1
        wait_for_job(page.job)
    assert page.job.result() == expected
    assert frames > 0
    app.frame([], DT)
    texts = written(app)
    joined = "\n".join(texts)
    names = [c.name for c in session.seats]
    assert f"{names[expected.declarer]} played for {expected.contract}." in texts
    verdict = "the contract was makeable" if expected.makeable else "best defence beats"
    assert verdict in joined and f" {expected.best_total} points: " in joined
    mine = expected.report(0).mistakes
    shown = [t for t in texts if t.startswith("trick ") and "better" in t]
    if mine:  # the human's costly cards, worst first
        assert shown[:len(mine)] == [step_words(s, names, own=True) for s in mine]
        assert all(a.cost >= b.cost for a, b in zip(mine, mine[1:]))
    else:
        assert any(t.startswith("None: every card you played") for t in texts)
    first = expected.steps[0]
    assert any(t.startswith("1.  ") and f"{names[first.seat]} {card_label(first.card)}" in t
               for t in texts)


def test_a_deal_without_a_trick_has_no_analysis_to_open(tmp_path):
    """(A deal given up or dealt again; here one not played yet.)"""
    app = make_app(tmp_path, seed=1)
    session = Session.new(Rules(players=3), seats("human", "normal", "normal"),
                          tmp_path / "data", seed=1)
    open_session(app, session)
    session.start_deal()
    from game.ui.tysiacha.scoring import ScoringScene
    from game.ui.tysiacha.table import Table
    scene = ScoringScene(app, Table(app, session))
    app.push(scene)
    app.frame([], DT)
    analysis = [b for b in scene.row.buttons if b.label == "Analysis"]
    assert len(analysis) == 1 and not analysis[0].enabled


def test_the_page_shows_every_hand_at_the_first_lead(tmp_path):
    """The title's promise: each seat's cards as it held them at the first lead, under
    its name, while the words scroll beneath them."""
    from game.ui import theme
    from game.ui.tysiacha.analysis_scene import hands_at_first_lead
    app, session = scored_deal(tmp_path, 4)
    deal = session.match.deal
    hands = hands_at_first_lead(deal)
    assert [s for s, _ in hands] == [deal.declarer, deal.next_seat[deal.declarer],
                                     deal.next_seat[deal.next_seat[deal.declarer]]]
    for seat, hand in hands:  # what it played, trick by trick
        assert hand == sum(1 << c for cards, _ in deal.tricks for s, c in cards if s == seat)
    app.frame(click(button(app.stack.top, "Analysis").rect.center), DT)
    page = app.stack.top
    from game.ui.tysiacha.deck import page_art
    art, faces = page_art(app, "hands"), []
    face = art.face
    art.face = lambda c: faces.append(c) or face(c)  # which cards are drawn
    with theme.recording(app.screen) as rec:
        for scene in app.stack.scenes:
            rec.begin(scene.name)
            scene.draw(app.screen)
    app.canvas.invalidate()
    mine = [d for d in rec.items if d.layer == len(rec.layers) - 1]
    cards = [d for d in mine if d.kind == "card"]
    texts = [d for d in mine if d.kind == "text"]
    assert len(cards) == 24
    assert faces == [c for _, hand in hands for c in page.hand_cards(hand)]
    assert sorted(faces) == list(range(24))
    names = [c.name for c in session.seats]
    for k, (seat, hand) in enumerate(hands):
        held = cards[8 * k:8 * k + 8]
        label = [t for t in texts if t.words.startswith(names[seat])
                 and t.rect.bottom <= held[0].rect.top and t.rect.left == held[0].rect.left]
        assert len(label) == 1, names[seat]
        assert all(page.box.contains(c.rect) for c in held)
        assert [c.rect.x for c in held] == sorted(c.rect.x for c in held)
        if k:  # each hand to the right of the one before
            assert held[0].rect.left > cards[8 * k - 1].rect.right
    inner = page.inner()
    assert all(c.rect.bottom < inner.top for c in cards)  # above the words, which scroll
    assert all(inner.top <= t.rect.top for t in texts if t.owner == inner)
