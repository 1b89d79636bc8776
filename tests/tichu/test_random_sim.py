"""Random rounds over random options, every step checked (the issue's simulation test):
the 56 cards each in one place, 100 card points a round, the scores following the calls
and the double win, only the seats allowed acting, an illegal action changing nothing,
and every game's record replaying to the same result."""
import random

from game.tichu.engine.cards import FULL_DECK, points_of
from game.tichu.engine.combos import BOMB, Play
from game.tichu.engine.match import Match
from game.tichu.engine.record import record_data, replay_data
from game.tichu.engine.round import Action, Phase, TichuError, partner, team
from game.tichu.engine.rules import TICHU_OPTIONS, TichuRules

from .helpers import snapshot

ROUNDS = 1000


def random_rules(rng) -> TichuRules:
    return TichuRules(**{o.key: rng.choice(o.values) for o in TICHU_OPTIONS})


def check_cards(rnd) -> None:
    places = list(rnd.hands) + list(rnd.won) + [rnd.trick_cards]
    if rnd.phase is Phase.GIFT:
        places.append(rnd._gift_cards)
    seen = 0
    for m in places:
        assert not seen & m, "a card in two places"
        seen |= m
    if rnd.phase is Phase.GRAND:
        seen |= sum(1 << c for h in rnd.dealt for c in h[8:])
    assert seen == FULL_DECK, "a card lost"


def check_seats(rnd) -> None:
    waiting = rnd.waiting()
    for s in range(4):
        if s in waiting:
            continue
        for a in rnd.legal_actions(s):  # out of turn: only a Tichu call or a bomb (T6, T14)
            assert a.kind == "tichu" or (a.kind == "play" and a.data.kind == BOMB), a


def try_illegal(rnd, rng) -> None:
    """A random action that is not legal is refused and changes nothing (T30)."""
    s = rng.randrange(4)
    legal = set(rnd.legal_actions(s))
    candidates = [Action("pass", s), Action("tichu", s), Action("wish", s, 5),
                  Action("gift", s, (s + 1) % 4), Action("grand", s, True),
                  Action("play", s, Play(1, 1, 8, 1 << rng.randrange(56)))]
    other = rnd.legal_actions((s + 1) % 4)
    if other:
        a = rng.choice(other)
        candidates.append(Action(a.kind, s, a.data))
    for a in candidates:
        if a in legal:
            continue
        before = snapshot(rnd)
        try:
            rnd.apply(a)
        except TichuError as e:
            assert e.rule.startswith("T")
        else:
            raise AssertionError(f"{a} was applied though not legal")
        assert snapshot(rnd) == before


def expected_score(rnd, double_worth):
    out = rnd.out
    calls = [0, 0]
    for s in range(4):
        if rnd.grand[s] or rnd.tichu[s]:
            calls[team(s)] += (200 if rnd.grand[s] else 100) * (1 if out[0] == s else -1)
    if len(out) >= 2 and partner(out[0]) == out[1]:
        base = [0, 0]
        base[team(out[0])] = double_worth
        return base[0] + calls[0], base[1] + calls[1], None
    last = next(s for s in range(4) if s not in out)
    pts = [points_of(w) for w in rnd.won]
    pts[out[0]] += pts[last]
    pts[last] = 0
    side = [pts[0] + pts[2], pts[1] + pts[3]]
    side[1 - team(last)] += points_of(rnd.hands[last])
    assert sum(side) == 100
    return side[0] + calls[0], side[1] + calls[1], side


def play_round(match, rng):
    rnd = match.start_round()
    while not rnd.over:
        check_cards(rnd)
        check_seats(rnd)
        if rng.random() < 0.05:
            try_illegal(rnd, rng)
        # any seat may act: the one the round waits for, or another out of turn
        seats = [s for s in range(4) if rnd.legal_actions(s)]
        s = rng.choice(rnd.waiting()) if rng.random() < 0.9 else rng.choice(seats)
        match.apply(rng.choice(rnd.legal_actions(s)))
    a, b, _ = expected_score(rnd, 100 if match.rules.tournament else 200)
    assert match.sheet[-1].result.score == (a, b)


def test_random_rounds_keep_every_rule():
    rng = random.Random(2026)
    rounds = 0
    while rounds < ROUNDS:
        match = Match(random_rules(rng), rng=random.Random(rng.randrange(1 << 30)))
        for _ in range(rng.randrange(1, 6)):
            play_round(match, rng)
            rounds += 1
            if match.finished:
                break
        again = replay_data(record_data(match))
        assert again.scores == match.scores and again.winners == match.winners
        assert [r.result for r in again.sheet] == [r.result for r in match.sheet]
