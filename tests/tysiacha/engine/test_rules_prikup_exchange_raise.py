"""RULES.md section 6: the prikup (R20), the exchange (R26), the raise (R27) and the order
of the decisions after the bidding (R28)."""
import pytest

from game.tysiacha.engine import Rules, observe
from game.tysiacha.engine.deal import Phase

from tests.tysiacha.engine.helpers import (assert_illegal, cards, deal_from, legal, mask, run,
                                  sweep_illegal)

# Dealer 2: seat 0 bids first. Seat 0 holds KC, the prikup QC (the ♣ marriage comes with
# the prikup); seat 1 holds the ♥ marriage (bids up to 220).
LAYOUT = (["AS 10S KS JS 9S AC KC", "KH QH KD JD 10D AD 9C",
           "10C JC 9D AH 10H JH 9H"], "QC QS QD")


def _raise_values(deal):
    return sorted(int(a.split()[1]) for a in legal(deal) if a.startswith("raise"))


def _declarer_0(rules=None, *bids):
    deal = deal_from(*LAYOUT, rules=rules, dealer=2)
    run(deal, *(bids or ("bid 100", "pass", "pass")))
    assert deal.declarer == 0
    return deal


# ---------------------------------------------------------------- R20 the prikup
def test_R20_the_declarer_takes_the_prikup_into_its_hand():
    """R20: the prikup joins the declarer's hand: 10 cards."""
    deal = deal_from(*LAYOUT, dealer=2)
    events = run(deal, "bid 100", "pass", "pass")
    assert deal.hands[0].bit_count() == 10
    assert deal.hands[0] & mask("QC QS QD") == mask("QC QS QD")
    prikup_events = [e for e in events if e.kind == "prikup"]
    assert prikup_events and prikup_events[0].seat == 0
    assert prikup_events[0].data == (mask("QC QS QD"), True)


def test_R20_the_prikup_is_hidden_until_taken():
    """R20: face down until the declarer takes it: nobody sees it in the bidding."""
    deal = deal_from(*LAYOUT, dealer=2)
    run(deal, "bid 100", "bid 105")
    assert all(observe(deal, s).prikup is None for s in range(3))


def test_R20_by_default_the_prikup_is_shown_to_everyone():
    """R20: `dark_prikup` none (default): it is shown face up to everyone."""
    deal = _declarer_0()
    for s in range(3):
        assert observe(deal, s).prikup == tuple(sorted(cards("QC QS QD")))


@pytest.mark.parametrize("mode,bids,dark", [
    ("none", ("bid 100", "pass", "pass"), False),
    ("always", ("bid 100", "pass", "pass"), True),
    ("always", ("bid 100", "bid 150", "pass", "pass"), True),
    ("min_bid", ("bid 100", "pass", "pass"), True),
    ("min_bid", ("bid 100", "pass", "bid 105", "pass"), False),
    ("upto_120", ("bid 100", "pass", "pass"), True),
    ("upto_120", ("bid 100", "bid 120", "pass", "pass"), True),
    ("upto_120", ("bid 100", "bid 125", "pass", "pass"), False),
])
def test_R20_dark_prikup_modes(mode, bids, dark):
    """R20: `dark_prikup`: the prikup is not shown to the defenders `always`, when the
    winning bid was 100 (`min_bid`), or 120 or less (`upto_120`). The declarer always
    sees it."""
    deal = deal_from(*LAYOUT, rules=Rules(dark_prikup=mode), dealer=2)
    events = run(deal, *bids)
    decl = deal.declarer
    shown = tuple(sorted(cards("QC QS QD")))
    assert observe(deal, decl).prikup == shown
    for d in deal.defenders:
        assert observe(deal, d).prikup == (None if dark else shown)
    prikup_event = next(e for e in events if e.kind == "prikup")
    assert prikup_event.data[1] is (not dark)


def test_R20_upto_120_a_winning_bid_of_120_is_dark():
    """R20 `upto_120`: the winning bid was 120 or less: 120 is dark."""
    deal = deal_from(*LAYOUT, rules=Rules(dark_prikup="upto_120"), dealer=2)
    run(deal, "bid 100", "bid 120", "pass", "pass")
    assert deal.declarer == 1 and deal.contract == 120
    assert observe(deal, 0).prikup is None and observe(deal, 2).prikup is None
    assert observe(deal, 1).prikup is not None


@pytest.mark.parametrize("mode,bids,raise_to", [
    ("min_bid", ("bid 100", "pass", "pass"), "raise 110"),
    ("upto_120", ("bid 100", "pass", "bid 105", "bid 120", "pass"), "raise 130"),
])
def test_R20_a_raise_does_not_uncover_a_dark_prikup(mode, bids, raise_to):
    """R20: dark or not is decided by the winning bid; raising the contract afterwards
    (R27) does not show the prikup to the defenders."""
    deal = deal_from(*LAYOUT, rules=Rules(dark_prikup=mode), dealer=2)
    run(deal, *bids)
    assert deal.declarer == 0
    run(deal, "give 9S to 1", "give JS to 2", raise_to)
    assert deal.contract > 120 or mode == "min_bid"
    for d in deal.defenders:
        assert observe(deal, d).prikup is None
    assert observe(deal, deal.declarer).prikup is not None


# ---------------------------------------------------------------- R26 the exchange
def test_R26_the_declarer_gives_one_card_to_each_defender_any_card_to_either():
    """R26: the declarer gives one card face down to each defender, choosing which card
    goes to whom: any of its 10 cards to either defender."""
    deal = _declarer_0()
    assert deal.phase is Phase.EXCHANGE and deal.to_act == 0
    gives = {a for a in legal(deal) if a.startswith("give")}
    assert len(gives) == 20
    assert "give QS to 1" in gives and "give QS to 2" in gives  # a prikup card
    assert "give 9S to 1" in gives and "give 9S to 2" in gives  # an own card
    run(deal, "give QS to 2")
    gives = {a for a in legal(deal) if a.startswith("give")}
    assert len(gives) == 9 and all(a.endswith("to 1") for a in gives)
    run(deal, "give 9S to 1")
    assert [deal.hands[s].bit_count() for s in range(3)] == [8, 8, 8]
    assert deal.given == {2: cards("QS")[0], 1: cards("9S")[0]}
    assert deal.hands[2] >> cards("QS")[0] & 1 and deal.hands[1] >> cards("9S")[0] & 1


def test_R26_defenders_see_only_the_card_they_received():
    """R26: each defender sees only the card it received; the declarer both."""
    deal = _declarer_0(Rules(dark_prikup="always"))
    run(deal, "give QS to 2", "give 9S to 1")
    qs, s9 = cards("QS 9S")
    assert observe(deal, 1).given == ((1, s9),)
    assert observe(deal, 2).given == ((2, qs),)
    assert observe(deal, 0).given == ((1, s9), (2, qs))
    assert qs not in observe(deal, 1).hand


def test_R26_illegal_gives():
    """R26: only a card of the declarer's hand, only to a defender, one card each."""
    deal = _declarer_0()
    assert_illegal(deal, "give AH to 1", "R26")  # seat 2's card
    assert_illegal(deal, "give 9S to 0", "R26")  # to the declarer itself
    assert_illegal(deal, "keep", "R26")          # the exchange comes first (R28)
    assert_illegal(deal, "raise 110", "R26")
    assert_illegal(deal, "play 9S", "R26")
    run(deal, "give 9S to 1")
    assert_illegal(deal, "give JS to 1", "R26")  # seat 1 already has its card
    assert_illegal(deal, "give 9S to 2", "R26")  # no longer in the hand


# ---------------------------------------------------------------- R27 the raise
def test_R27_the_declarer_may_raise_once_to_any_higher_multiple():
    """R27: after the exchange the declarer may raise the contract once, to any higher
    multiple of `bid_step`, under the R17 cap of its 8-card hand (here ♣ 60: 180)."""
    deal = _declarer_0()
    run(deal, "give QS to 1", "give QD to 2")
    assert deal.phase is Phase.RAISE and deal.to_act == 0
    assert _raise_values(deal) == list(range(105, 181, 5))
    assert "keep" in legal(deal)
    events = run(deal, "raise 150")
    assert deal.contract == 150 and deal.raised
    assert [e.kind for e in events] == ["raise"]
    assert deal.phase is Phase.PLAY
    assert_illegal(deal, "raise 160", "R27")  # only once
    assert_illegal(deal, "keep", "R27")


def test_R27_keep_leaves_the_contract():
    """R27: the declarer may keep the contract."""
    deal = _declarer_0()
    events = run(deal, "give QS to 1", "give QD to 2", "keep")
    assert deal.contract == 100 and not deal.raised and events[-1].kind == "keep"


def test_R27_cap_counts_the_8_card_hand_with_the_prikup():
    """R27 with R17: the cap is counted on the 8-card hand held after the exchange: the
    QC from the prikup completes the ♣ marriage (7-card hand: at most 120)."""
    deal = deal_from(*LAYOUT, dealer=1)  # seat 2 forced; seat 0 holds only KC of clubs
    run(deal, "bid 100")
    assert deal.to_act == 0
    assert_illegal(deal, "bid 125", "R17")
    run(deal, "bid 120", "pass", "pass")
    assert deal.declarer == 0
    run(deal, "give QS to 1", "give QD to 2")
    assert max(_raise_values(deal)) == 180
    run(deal, "raise 180")
    assert deal.contract == 180


def test_R27_giving_away_a_marriage_card_lowers_the_cap():
    """R27: the cap counts the hand held then: a declarer that gave away its KC and QS
    has no marriage left and may raise only up to 120."""
    deal = _declarer_0()
    run(deal, "give KC to 1", "give QS to 2")
    assert max(_raise_values(deal)) == 120
    assert_illegal(deal, "raise 125", "R17")


def test_R27_illegal_raises():
    """R27: higher than the contract, a multiple of the step; above the cap is R17."""
    deal = _declarer_0(None, "bid 100", "bid 105", "pass", "bid 110", "pass")
    run(deal, "give QS to 1", "give QD to 2")
    assert deal.contract == 110
    assert_illegal(deal, "raise 110", "R27")
    assert_illegal(deal, "raise 105", "R27")
    assert_illegal(deal, "raise 112", "R27")
    assert_illegal(deal, "raise 185", "R17")
    assert_illegal(deal, "pass", "R28")
    assert_illegal(deal, "bid 115", "R28")


def test_R27_bid_step_10_raises_by_tens():
    """R27: raises are multiples of `bid_step`."""
    deal = _declarer_0(Rules(bid_step=10))
    run(deal, "give QS to 1", "give QD to 2")
    assert _raise_values(deal) == list(range(110, 181, 10))
    assert_illegal(deal, "raise 115", "R27")


def test_R27_no_raise_on_forced():
    """R27: `no_raise_on_forced` on: a declarer who won with the forced bid (everyone
    else passed at once) may not raise."""
    deal = _declarer_0(Rules(no_raise_on_forced=True))
    run(deal, "give QS to 1", "give QD to 2")
    assert legal(deal) == {"keep", "rospisat"}
    assert_illegal(deal, "raise 105", "R27")


def test_R27_no_raise_on_forced_allows_a_raise_after_a_contested_bidding():
    """R27: the restriction is only for the forced bid: a declarer who won a contested
    bidding may raise."""
    deal = _declarer_0(Rules(no_raise_on_forced=True), "bid 100", "bid 105", "pass",
                       "bid 110", "pass")
    run(deal, "give QS to 1", "give QD to 2")
    assert _raise_values(deal)[0] == 115


def test_R27_no_raise_on_forced_off_by_default():
    """R27: off by default: the forced declarer may raise."""
    deal = _declarer_0()
    run(deal, "give QS to 1", "give QD to 2")
    assert 105 in _raise_values(deal)


# ---------------------------------------------------------------- R28 the order
def test_R28_exchange_then_raise_then_redeal_offers_then_the_lead():
    """R28: after the exchange the declarer raises or keeps, then a defender entitled to
    a redeal (R12) is asked, then the declarer leads."""
    # dealer 0: seat 1 declarer; seat 0 (second from the declarer's left) has four nines
    deal = deal_from(["9S 9C 9D 9H AH 10H KH", "AS 10S KS QS JS AC 10C",
                      "KC QC JC AD 10D KD QD"], "JD QH JH", dealer=0)
    phases = []
    for text in ("bid 100", "pass", "pass", "give JD to 2", "give QH to 0", "raise 110",
                 "no redeal"):
        run(deal, text)
        phases.append((deal.phase, deal.to_act))
    assert phases == [(Phase.BIDDING, 2), (Phase.BIDDING, 0), (Phase.EXCHANGE, 1),
                      (Phase.EXCHANGE, 1), (Phase.RAISE, 1), (Phase.REDEAL, 0),
                      (Phase.PLAY, 1)]


def test_R28_rospisat_stays_open_until_the_first_lead():
    """R28: rospisat' is open to the declarer in the exchange, in the raise decision and
    at its first lead."""
    deal = _declarer_0()
    assert "rospisat" in legal(deal)
    run(deal, "give QS to 1")
    assert "rospisat" in legal(deal)
    run(deal, "give QD to 2")
    assert "rospisat" in legal(deal)
    run(deal, "raise 120")
    assert deal.phase is Phase.PLAY and "rospisat" in legal(deal)
    run(deal, "rospisat")
    assert deal.outcome == "rospisat"


def test_R28_raise_only_after_the_exchange():
    """R28: the raise decision follows the exchange, and the lead follows the raise."""
    deal = _declarer_0()
    assert_illegal(deal, "raise 110", "R26")
    run(deal, "give QS to 1", "give QD to 2")
    assert_illegal(deal, "play 9S", "R28")


# ---------------------------------------------------------------- every illegal action
def test_R26_to_R28_every_illegal_action_after_the_bidding_is_refused_naming_its_rule():
    """R26-R28: in the exchange and the raise decision every action that is not legal is
    refused, names its rule and changes nothing (R26 in the exchange; R28, R27 and R17 in
    the raise decision; a redeal R13/R12, spisat' R32)."""
    deal = _declarer_0()
    assert set(sweep_illegal(deal)) == {"R26", "R13", "R32"}
    run(deal, "give QS to 1")
    assert set(sweep_illegal(deal)) == {"R26", "R13", "R32"}
    run(deal, "give QD to 2")
    named = sweep_illegal(deal)
    assert set(named) == {"R28", "R27", "R17", "R12", "R32"}
    assert named["R17"] == len(range(185, 705, 5))  # ♣ marriage: up to 180


@pytest.mark.parametrize("counted", [True, False])
def test_R41_a_dark_prikup_the_seat_sitting_out_scores_from_is_shown_once_scored(counted):
    """R20, R41: with four players the inactive seat scores from the prikup; once the deal
    is scored everyone sees it counted, dark or not. Without prikup points it stays
    dark."""
    rules = Rules(players=4, dark_prikup="always", prikup_ace_points=50 if counted else 0)
    deal = deal_from(["AS 10S KS JS 9S AC KC", "KH QH KD JD 10D AD 9C", "",
                      "10C JC 9D AH 10H JH 9H"], "QC QS QD", rules=rules, dealer=2)
    run(deal, "bid 100", "pass", "pass")
    assert deal.declarer == 3 and deal.inactive == 2
    assert all(observe(deal, s).prikup is None for s in (0, 1, 2))
    run(deal, "rospisat")
    assert deal.over
    shown = [observe(deal, s).prikup for s in (0, 1, 2)]
    assert all(p == (tuple(sorted(cards("QC QS QD"))) if counted else None) for p in shown), shown
