"""Why this?: the Hard player's reasons are the figures its own decision was made on (the
playouts' scores, the calls' chance; no second search), and the move it makes is the
best of them, for every kind of decision the hint gives at Tichu's table: Grand Tichu,
the exchange, a play or a pass, the wish."""
from __future__ import annotations

from game.core.reasons import JUDGEMENT, SEARCH
from game.tichu.ai import calls, search
from game.tichu.ai.calls import grand_chance
from game.tichu.ai.search import SearchBot
from game.tichu.engine.observation import observe
from game.tichu.engine.round import Action, Phase, Round
from game.tichu.engine.rules import TichuRules
from game.ui.tichu.reasons import reason_lines

from .helpers import fill, in_play, play
from .test_bots import a_lead_in_play


class Names:  # what the words need of the table: the seats' names
    def name(self, seat: int) -> str:
        return ("You", "Boris", "Anna", "Vera")[seat]


def recorded(monkeypatch) -> list:
    """Every playout's score for the team, in the order the search takes them."""
    scores = []
    real = search._value

    def value(rnd, side):
        v = real(rnd, side)
        scores.append(v)
        return v
    monkeypatch.setattr(search, "_value", value)
    return scores


def means(scores: list, candidates: int) -> list:
    """The mean score of each candidate, the layouts taking the candidates in turn."""
    n = len(scores) // candidates
    return [sum(scores[k::candidates]) / n for k in range(candidates)]


def best_reason_is_chosen(why) -> None:
    """The chosen move is the best-valued candidate, or the AI's choice kept
    because no candidate beat it surely (the search's own rule, search._chosen)."""
    chosen = why.of(why.chosen if why.measure != "exchange" else why.fact("plan"))
    if chosen.value == why.best().value:
        return
    assert chosen.action == why.weighed[0].action  # the policy's, kept
    assert not any(w.get("sure") for w in why.weighed)


def test_a_play_is_the_candidate_its_playouts_score_best(monkeypatch):
    lead, legal = a_lead_in_play(4)
    scores = recorded(monkeypatch)
    bot = SearchBot(5, playouts=48, candidates=4, least=3, cap=None)
    action = bot.choose(lead.play, legal)
    why = bot.reasons
    assert why.how == SEARCH and why.measure == "margin" and why.chosen == action
    assert why.layouts * len(why.weighed) == len(scores)
    assert [w.value for w in why.weighed] == means(scores, len(why.weighed))
    assert why.of(action).value == why.best().value
    lines = reason_lines(why, Names())
    assert lines and f"over {why.layouts} sample deals" in lines[0]


def test_the_exchange_is_the_plan_its_playouts_score_best(monkeypatch):
    lead, _ = a_lead_in_play(4)
    obs = lead.exchange
    legal = [Action("give", 0, (c, to)) for c in range(56) if obs.hand >> c & 1
             for to in (1, 2, 3)]
    scores = recorded(monkeypatch)
    bot = SearchBot(5, playouts=48, least=2, cap=None)
    action = bot.choose(obs, legal)
    why = bot.reasons
    plan = why.fact("plan")
    assert why.how == SEARCH and why.measure == "exchange" and why.chosen == action
    assert (action.data[1], action.data[0]) in plan
    assert [w.value for w in why.weighed] == means(scores, len(why.weighed))
    best_reason_is_chosen(why)
    assert reason_lines(why, Names())[0].startswith("This exchange: ")


def test_grand_tichu_is_called_on_the_chance_its_model_gives():
    rnd = Round(TichuRules(), 0, fill(["DR PH AS AH KS KH 2C 3D", "", "", ""]))
    assert rnd.phase is Phase.GRAND
    obs = observe(rnd, 0)
    bot = SearchBot(5)
    action = bot.choose(obs, rnd.legal_actions(0))
    why = bot.reasons
    assert why.how == JUDGEMENT and why.chosen == action
    assert why.fact("chance") == grand_chance(obs.hand)
    assert action.data == (why.fact("chance") >= calls.GRAND_AT)
    p = round(100 * why.fact("chance"))
    assert f"about {p}% of the time" in reason_lines(why, Names())[0]


def test_the_wish_is_the_candidate_its_playouts_score_best(monkeypatch):
    rnd = in_play(["MJ 2S 3S", "", "", ""])
    play(rnd, 0, "MJ")
    assert rnd.phase is Phase.WISH
    scores = recorded(monkeypatch)
    bot = SearchBot(5, playouts=24, candidates=3, least=2, cap=None)
    action = bot.choose(observe(rnd, 0), rnd.legal_actions(0))
    why = bot.reasons
    assert action.kind == "wish" and why.how == SEARCH and why.chosen == action
    assert [w.value for w in why.weighed] == means(scores, len(why.weighed))
    best_reason_is_chosen(why)
    assert reason_lines(why, Names())
