"""RULES.md section 8: the play (R35-R39): the lead, following suit, must_trump and
must_beat, marriages, four aces, who wins a trick.

Every deal here starts in the play with seat 0 as declarer (helpers.play_from); hands are
the 8-card hands after the exchange.
"""
import pytest

from game.tysiacha.engine import Rules, parse_card
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.events import Event

from tests.tysiacha.engine.helpers import assert_illegal, legal, play_from, played_out, sweep_illegal

# A: no marriage for seat 0; seat 1 holds clubs and diamonds, seat 2 diamonds and hearts.
A = ["AS 10S KS QS JS 9S AC 10C", "KC QC JC 9C AD 10D KD QD", "JD 9D AH 10H KH QH JH 9H"]
# B2: seat 0 holds the ♥ marriage (and AH 10H); seat 1 the ♣ marriage.
B2 = ["AH 10H KH QH AC 10C AS 10S", "KC QC JC 9C KS QS JS 9S", "JH 9H AD 10D KD QD JD 9D"]
# C: seat 0 leads spades; seat 1 holds KS 9S, seat 2 AS JS (must_beat).
C = ["QS 10S AC 10C KC QC JC 9C", "KS 9S AD 10D KD QD JD 9D", "AS JS AH 10H KH QH JH 9H"]
# F: trump ♥ from trick 1; seat 1 leads 10S, seat 2 must trump, seat 0 follows spades.
F = ["KH QH AS 9S AC 10C KC QC", "AH 10S KS QS JS 9C JC AD", "10H JH 9H 10D KD QD JD 9D"]
# G: trump ♥ from trick 1; seat 1 leads AC, seat 2 trumps JH, seat 0 holds QH and 9H.
G = ["KH QH 9H AS 10S KS QS JS", "AH AC 10C KC QC JC 9C AD", "10H JH 9S 10D KD QD JD 9D"]
# H: seat 0 holds two marriages, ♥ and ♦.
H = ["KH QH KD QD AC AS 10S 9S", "KC QC JC 9C 10C KS QS JS", "AH 10H JH 9H AD 10D JD 9D"]
# I: seat 0 holds all four aces and the ♥ marriage.
I = ["AS AC AD AH KH QH 10S 9S", "KS QS JS 10C KC QC JC 9C", "10H JH 9H 10D KD QD JD 9D"]
# J: trump ♥ led in trick 1; seat 1 holds AH 9H, seat 2 10H JH.
J = ["KH QH AS 10S KS QS JS 9S", "AH 9H AC 10C KC QC JC 9C", "10H JH AD 10D KD QD JD 9D"]

FIRST_TRICK_MARRIAGE = Rules(marriage_first_trick=True)


def plays(deal):
    """The cards legal for the seat to act (names, melds marked with *)."""
    return {a[5:] for a in legal(deal) if a.startswith("play ")}


# ---------------------------------------------------------------- R35 the lead
def test_R35_the_declarer_leads_the_first_trick():
    """R35: the declarer leads the first trick; nobody else may play."""
    deal = play_from(A)
    assert deal.phase is Phase.PLAY and deal.to_act == 0
    assert_illegal(deal, "play KC", "R4", seat=1)
    assert_illegal(deal, "play AH", "R4", seat=2)


def test_R35_the_winner_of_each_trick_leads_the_next():
    """R35: the winner of each trick leads the next: a defender that wins leads, then
    the declarer when it wins again."""
    deal = play_from(C)
    played_out(deal, "10S", "KS", "AS")
    assert deal.tricks[-1][1] == 2 and deal.to_act == 2
    played_out(deal, "JS", "QS", "9S")
    assert deal.tricks[-1][1] == 0 and deal.to_act == 0
    played_out(deal, "9C", "9D", "9H")
    assert deal.tricks[-1][1] == 0 and deal.to_act == 0


def test_R35_there_is_no_trump_until_a_marriage():
    """R35: there is no trump at the start: an ace of another suit does not win."""
    deal = play_from(C)
    assert deal.trump == -1
    played_out(deal, "9C", "AD", "AH")
    assert deal.tricks[-1][1] == 0 and deal.trump == -1


def test_R35_only_cards_in_the_hand_and_only_cards():
    """R35: a card must be played, and from the hand of the seat to act."""
    deal = play_from(A)
    assert_illegal(deal, "play AH", "R35")
    assert_illegal(deal, "pass", "R35")
    assert_illegal(deal, "bid 105", "R35")
    assert_illegal(deal, "give 9S to 1", "R35")


# ---------------------------------------------------------------- R36 following
def test_R36_must_follow_the_led_suit():
    """R36: players must follow the led suit when they can."""
    deal = play_from(A)
    played_out(deal, "AC")
    assert plays(deal) == {"KC", "QC", "JC", "9C"}
    assert_illegal(deal, "play AD", "R36")
    played_out(deal, "9C")


def test_R36_without_the_led_suit_and_without_trump_any_card():
    """R36: a player who cannot follow and no trump exists may play any card."""
    deal = play_from(A)
    played_out(deal, "AC", "9C")
    assert plays(deal) == {"JD", "9D", "AH", "10H", "KH", "QH", "JH", "9H"}


def test_R36_must_trump_when_out_of_the_led_suit():
    """R36 `must_trump` (default): a player who cannot follow suit and holds a trump must
    play a trump."""
    deal = play_from(H)
    played_out(deal, "AC", "9C", "9D", "KD*", "JS", "JD", "QH*", "QS", "9H")
    assert deal.trump == 3 and deal.to_act == 0
    played_out(deal, "AS", "KS")
    assert plays(deal) == {"AH", "10H", "JH"}
    assert_illegal(deal, "play AD", "R36")  # the old trump is no trump now


def test_R36_must_trump_off_any_card_when_out_of_the_led_suit():
    """R36: with `must_trump` off a player out of the led suit may play any card."""
    deal = play_from(H, rules=Rules(must_trump=False))
    played_out(deal, "AC", "9C", "9D", "KD*", "JS", "JD", "QH*", "QS", "9H", "AS", "KS")
    assert plays(deal) == {"AH", "10H", "JH", "AD", "10D"}


def test_R36_out_of_the_led_suit_and_of_trumps_any_card():
    """R36: a player who cannot follow and holds no trump may play any card."""
    deal = play_from(B2)
    played_out(deal, "AC", "9C", "9D", "KH*")  # trump ♥; seat 1 has neither ♥ nor trump
    assert plays(deal) == {"KC", "QC", "JC", "KS", "QS", "JS", "9S"}


def test_R36_trump_led_must_be_followed_with_trump():
    """R36: when a trump is led, following suit means playing a trump."""
    deal = play_from(H)
    played_out(deal, "AC", "9C", "9D", "KD*", "JS")
    assert plays(deal) == {"AD", "10D", "JD"}
    assert_illegal(deal, "play AH", "R36")


def test_R36_without_must_beat_a_lower_card_may_follow():
    """R36: `must_beat` off (default): following suit with a lower card is legal."""
    deal = play_from(C)
    played_out(deal, "QS")
    assert plays(deal) == {"KS", "9S"}
    played_out(deal, "9S")
    assert plays(deal) == {"AS", "JS"}


MUST_BEAT = Rules(must_beat=True)


def test_R36_must_beat_following_suit_must_play_higher_if_able():
    """R36 `must_beat`: a player following suit must, if able, play a card stronger than
    every card of the led suit in the trick."""
    deal = play_from(C, rules=MUST_BEAT)
    played_out(deal, "QS")
    assert plays(deal) == {"KS"}
    assert_illegal(deal, "play 9S", "R36")
    played_out(deal, "KS")
    assert plays(deal) == {"AS"}  # stronger than the K, not only than the led Q
    assert_illegal(deal, "play JS", "R36")


def test_R36_must_beat_unable_to_beat_any_card_of_the_suit():
    """R36 `must_beat`: unable to beat, the player follows with any card of the suit."""
    deal = play_from(C, rules=MUST_BEAT)
    played_out(deal, "10S")
    assert plays(deal) == {"KS", "9S"}
    played_out(deal, "9S")
    assert plays(deal) == {"AS"}


def test_R36_must_beat_trump_led_must_be_beaten():
    """R36 `must_beat`: a trump led must be beaten by a follower able to."""
    deal = play_from(J, rules=Rules(must_beat=True, marriage_first_trick=True))
    played_out(deal, "KH*")
    assert deal.trump == 3
    assert plays(deal) == {"AH"}
    assert_illegal(deal, "play 9H", "R36")
    played_out(deal, "AH")
    assert plays(deal) == {"10H", "JH"}  # cannot beat the ace: any trump


def test_R36_must_beat_a_trumped_trick_need_not_be_beaten_in_the_led_suit():
    """R36 `must_beat`: a player following suit need not beat when the trick has
    already been trumped."""
    rules = Rules(must_beat=True, marriage_first_trick=True)
    deal = play_from(F, rules=rules)
    played_out(deal, "KH*", "AH", "9H")  # seat 1 wins with the trump ace
    assert deal.to_act == 1
    played_out(deal, "10S")
    assert plays(deal) == {"10H", "JH"}  # seat 2 must trump
    played_out(deal, "JH")
    assert plays(deal) == {"AS", "9S"}  # trumped: the 9 may follow
    played_out(deal, "9S")
    assert deal.tricks[-1][1] == 2


def test_R36_must_beat_an_untrumped_trick_must_be_beaten():
    """R36 `must_beat` (control for the trumped case): the same trick not trumped must be
    beaten in the led suit."""
    rules = Rules(must_beat=True, marriage_first_trick=True, must_trump=False)
    deal = play_from(F, rules=rules)
    played_out(deal, "KH*", "AH", "9H", "10S", "9D")  # seat 2 discards: not trumped
    assert plays(deal) == {"AS"}
    assert_illegal(deal, "play 9S", "R36")


def test_R36_must_beat_trumping_must_overtrump_if_able():
    """R36 `must_beat`: a player trumping must, if able, play a trump stronger than any
    trump already in the trick."""
    deal = play_from(G, rules=Rules(must_beat=True, marriage_first_trick=True))
    played_out(deal, "KH*", "AH", "10H", "AC", "JH")
    assert deal.to_act == 0
    assert plays(deal) == {"QH"}
    assert_illegal(deal, "play 9H", "R36")
    assert_illegal(deal, "play AS", "R36")
    played_out(deal, "QH")
    assert deal.tricks[-1][1] == 0


def test_R36_must_beat_unable_to_overtrump_any_trump():
    """R36 `must_beat`: a player who cannot overtrump still trumps (must_trump) with any
    trump."""
    deal = play_from(G, rules=Rules(must_beat=True, marriage_first_trick=True))
    played_out(deal, "KH*", "AH", "JH", "AC", "10H")
    assert plays(deal) == {"QH", "9H"}
    assert_illegal(deal, "play AS", "R36")


def test_R36_must_beat_without_must_trump_may_discard_but_trumps_must_overtrump():
    """R36: `must_beat` on, `must_trump` off: a player out of the led suit may discard,
    but a trump it plays must overtrump when it can."""
    deal = play_from(G, rules=Rules(must_beat=True, must_trump=False,
                                    marriage_first_trick=True))
    played_out(deal, "KH*", "AH", "10H", "AC", "JH")
    assert plays(deal) == {"QH", "AS", "10S", "KS", "QS", "JS"}
    assert_illegal(deal, "play 9H", "R36")


def test_R36_without_must_beat_any_trump_when_trumping():
    """R36: `must_beat` off: a player who must trump may play any trump, even under."""
    deal = play_from(G, rules=FIRST_TRICK_MARRIAGE)
    played_out(deal, "KH*", "AH", "10H", "AC", "JH")
    assert plays(deal) == {"QH", "9H"}
    played_out(deal, "9H")
    assert deal.tricks[-1][1] == 2  # JH beats 9H


# ---------------------------------------------------------------- R37 marriages
def test_R37_no_marriage_in_the_first_trick():
    """R37: not in the first trick unless `marriage_first_trick` is on."""
    deal = play_from(B2)
    assert not any(p.endswith("*") for p in plays(deal))
    assert_illegal(deal, "play KH*", "R37")
    assert_illegal(deal, "play QH*", "R37")


def test_R37_marriage_first_trick_on():
    """R37: with `marriage_first_trick` the first lead may declare; the suit is trump
    from this trick on."""
    deal = play_from(B2, rules=FIRST_TRICK_MARRIAGE)
    assert {"KH*", "QH*"} <= plays(deal)
    events = played_out(deal, "QH*")
    assert Event("meld", 0, (3, 100)) in events and Event("trump", 0, 3) in events
    assert deal.trump == 3 and deal.points(0) == 100
    played_out(deal, "9S")
    assert plays(deal) == {"JH", "9H"}
    played_out(deal, "JH")
    assert deal.tricks[0][1] == 0


def test_R37_the_leader_declares_a_marriage_after_the_first_trick():
    """R37: a player about to lead, holding K and Q of a suit, may lead one of them and
    declare: the meld's value is added to its points and the suit is trump from this
    trick on."""
    deal = play_from(B2)
    played_out(deal, "AC", "9C", "9D")
    assert deal.to_act == 0 and {"KH*", "QH*"} <= plays(deal)
    assert "KC*" not in plays(deal)  # seat 0 has no club marriage
    events = played_out(deal, "KH*")
    assert [e.kind for e in events] == ["meld", "trump", "play"]
    assert events[0] == Event("meld", 0, (3, 100))
    assert deal.trump == 3 and deal.melds == [(0, 3, 100)]
    assert deal.points(0) == 100 + 11 + 0 + 0  # the ace of clubs trick and the marriage


@pytest.mark.parametrize("suit,value", [("H", 100), ("D", 80), ("C", 60), ("S", 40)])
def test_R37_marriage_values_by_suit(suit, value):
    """R37, R3: ♥ 100, ♦ 80, ♣ 60, ♠ 40 added to the declaring player's points."""
    others = {"H": "D", "D": "C", "C": "S", "S": "H"}
    o = others[suit]
    # seat 0: the marriage, an ace and filler of two other suits; the rest to 1 and 2
    mine = [f"K{suit}", f"Q{suit}", f"A{o}"]
    rest = [f"{r}{s}" for s in "SCDH" for r in ("A", "10", "K", "Q", "J", "9")
            if f"{r}{s}" not in mine]
    seat0 = mine + [c for c in rest if c[-1] not in (suit, o)][:5]
    left = [c for c in rest if c not in seat0]
    seat1, seat2 = left[:8], left[8:]
    deal = play_from([" ".join(seat0), " ".join(seat1), " ".join(seat2)],
                     rules=FIRST_TRICK_MARRIAGE)
    events = played_out(deal, f"K{suit}*")
    assert Event("meld", 0, (" SCDH".index(suit) - 1, value)) in events
    assert deal.meld_points[0] == value


def test_R37_only_the_leader_may_declare():
    """R37: only the leader may declare, never a player following (here seat 1 with the
    ♣ marriage, following a club lead)."""
    deal = play_from(B2)
    played_out(deal, "AC")
    assert plays(deal) == {"KC", "QC", "JC", "9C"}
    assert_illegal(deal, "play KC*", "R37")
    played_out(deal, "KC", "9D")
    assert deal.trump == -1 and deal.melds == []


def test_R37_leading_the_K_or_Q_without_declaring_gives_up_the_marriage():
    """R37: leading the K or Q without declaring gives up that marriage: both cards must
    be in hand to declare."""
    deal = play_from(B2)
    played_out(deal, "AC", "9C", "9D", "KH", "9S", "9H")
    assert deal.tricks[-1][1] == 0 and deal.trump == -1 and deal.melds == []
    assert "QH*" not in plays(deal)
    assert_illegal(deal, "play QH*", "R37")


def test_R37_a_marriage_needs_both_cards_in_hand():
    """R37: a Q without its K (or a K without its Q) declares nothing."""
    deal = play_from(C)
    played_out(deal, "AC", "AD", "AH")
    assert deal.to_act == 0
    assert_illegal(deal, "play QS*", "R37")
    assert "QS*" not in plays(deal) and "QS" in plays(deal)


def test_R37_a_second_marriage_changes_the_trump():
    """R37: the suit stays trump until another marriage is declared."""
    deal = play_from(H)
    played_out(deal, "AC", "9C", "9D")
    events = played_out(deal, "KD*", "JS", "JD")
    assert Event("trump", 0, 2) in events and deal.trump == 2
    events = played_out(deal, "QH*")
    assert Event("meld", 0, (3, 100)) in events and Event("trump", 0, 3) in events
    assert deal.trump == 3 and deal.meld_points[0] == 180
    played_out(deal, "QS", "9H")
    played_out(deal, "AS", "KS")
    assert plays(deal) == {"AH", "10H", "JH"}  # hearts are trump, diamonds no longer


# ---------------------------------------------------------------- R38 four aces
def test_R38_four_aces_scores_200_and_changes_no_trump():
    """R38: `four_aces` on: a leader holding all four aces may lead one and declare four
    aces: 200, no trump change (the ♥ trump stays)."""
    deal = play_from(I, rules=Rules(four_aces=True))
    played_out(deal, "10S", "JS", "9D")
    assert deal.to_act == 0
    assert {"AS*", "AC*", "AD*", "AH*"} <= plays(deal)
    played_out(deal, "KH*", "KS", "9H")
    assert deal.trump == 3 and deal.to_act == 0
    events = played_out(deal, "AC*")
    assert Event("meld", 0, ("aces", 200)) in events
    assert not any(e.kind == "trump" for e in events)
    assert deal.trump == 3 and deal.meld_points[0] == 300


def test_R38_four_aces_without_a_trump_leaves_no_trump():
    """R38: declared before any marriage, four aces leave the deal without trump."""
    deal = play_from(I, rules=Rules(four_aces=True))
    played_out(deal, "10S", "JS", "9D", "AD*")
    assert deal.trump == -1 and deal.melds == [(0, "aces", 200)]


def test_R38_four_aces_timing_as_a_marriage():
    """R38: under the same timing as R37: not in the first trick (unless
    marriage_first_trick), only when leading."""
    deal = play_from(I, rules=Rules(four_aces=True))
    assert_illegal(deal, "play AS*", "R37")
    early = play_from(I, rules=Rules(four_aces=True, marriage_first_trick=True))
    played_out(early, "AS*")
    assert early.meld_points[0] == 200


def test_R38_four_aces_off_is_no_meld():
    """R38: with `four_aces` off (default) the aces declare nothing."""
    deal = play_from(I)
    played_out(deal, "10S", "JS", "9D")
    assert "AS*" not in plays(deal)
    assert_illegal(deal, "play AS*", "R38")


def test_R38_all_four_aces_must_be_in_hand():
    """R38: an ace led without declaring gives up the meld."""
    deal = play_from(I, rules=Rules(four_aces=True))
    played_out(deal, "AS", "JS", "9D")
    assert_illegal(deal, "play AC*", "R38")


# ---------------------------------------------------------------- R39 the trick
def test_R39_highest_card_of_the_led_suit_wins_without_trump():
    """R39: with no trump in it, the highest card of the led suit wins; cards of any
    other suit never win, aces included."""
    deal = play_from(C)
    played_out(deal, "9C", "AD", "AH")
    c9, ad, ah = (parse_card(t) for t in ("9C", "AD", "AH"))
    assert deal.tricks[-1] == (((0, c9), (1, ad), (2, ah)), 0)


def test_R39_highest_trump_wins():
    """R39: a trick is won by the highest trump in it."""
    deal = play_from(G, rules=FIRST_TRICK_MARRIAGE)
    played_out(deal, "KH*", "AH", "10H", "AC", "JH", "QH")
    assert deal.tricks[-1][1] == 0


def test_R39_a_low_trump_beats_the_led_ace():
    """R39: any trump beats every card of the other suits, the led ace included."""
    deal = play_from(G, rules=FIRST_TRICK_MARRIAGE)
    played_out(deal, "KH*", "AH", "10H", "AC", "JH", "9H")
    assert deal.tricks[-1][1] == 2
    assert deal.to_act == 2


def test_R39_points_of_the_trick_go_to_its_winner():
    """R39, R44: the winner takes the card points of the trick."""
    deal = play_from(C)
    played_out(deal, "9C", "AD", "AH")
    assert deal.taken == [22, 0, 0]


# ---------------------------------------------------------------- every illegal action
def test_R35_to_R38_every_illegal_action_in_the_play_is_refused_naming_its_rule():
    """R35-R38: in the play every action that is not legal is refused, names its rule and
    changes nothing: R35 (not a card, not in the hand), R36 (following), R37/R38 (melds),
    R27 (a second raise), R30 (rospisat' too late), R12 (a redeal), R32 (spisat')."""
    deal = play_from(H, rules=Rules(four_aces=True))
    named = sweep_illegal(deal)  # the first lead: melds not yet (R37)
    assert set(named) == {"R35", "R37", "R27", "R12", "R32"}
    played_out(deal, "AC")
    assert set(sweep_illegal(deal)) == {"R35", "R36", "R37", "R27", "R30", "R12"}
    played_out(deal, "9C", "9D")
    named = sweep_illegal(deal)  # seat 0 leads: K/Q of its marriages may declare
    assert set(named) == {"R35", "R37", "R38", "R27", "R30", "R12"}
