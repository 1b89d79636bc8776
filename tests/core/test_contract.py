"""Both games keep the engine contract of game/core/contract.py, and its one loop plays a
table of either game to the end."""
import random

from game.core.contract import Bot, Table, play_out
from game.tichu.ai import make_bot as tichu_bot
from game.tichu.engine.match import deal_hands
from game.tichu.engine.round import Round
from game.tichu.engine.rules import TichuRules
from game.tysiacha.ai import make_bot as tysiacha_bot
from game.tysiacha.engine.deal import Deal
from game.tysiacha.engine.dealing import deal_cards
from game.tysiacha.engine.rules import Rules
from game.tysiacha.engine.standing import Standing


def a_deal(seed):
    rules = Rules()
    dealt = deal_cards(rules, 0, random.Random(seed))
    return Deal(rules, Standing.new(3), 0, tuple(dealt.hands), dealt.prikup)


def test_both_games_tables_and_bots_keep_the_contract():
    rnd = Round(TichuRules(), 0, deal_hands(random.Random(1)))
    deal = a_deal(1)
    assert isinstance(rnd, Table) and isinstance(deal, Table)
    assert isinstance(tichu_bot("normal", 1), Bot) and isinstance(tysiacha_bot("normal", 1), Bot)
    assert sorted(rnd.waiting()) == [0, 1, 2, 3]  # Tichu: the Grand Tichu calls, all at once
    (seat,) = deal.waiting()
    assert deal.legal_actions((seat + 1) % 3) == [] and deal.legal_actions(seat)


def test_one_loop_plays_either_game_to_the_end():
    for seed in range(3):
        rnd = Round(TichuRules(), 0, deal_hands(random.Random(seed)))
        play_out(rnd, [tichu_bot("normal", seed * 4 + s) for s in range(4)])
        deal = a_deal(seed)
        play_out(deal, [tysiacha_bot("normal", seed * 3 + s) for s in range(3)])
        assert rnd.over and deal.over and rnd.waiting() == deal.waiting() == []
