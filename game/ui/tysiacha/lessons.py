"""1000's lessons (docs/LESSONS.md): each a stacked deal played at the real table and the
steps through it, in the player's language. The seats: 0 is you (the bottom), 1 Boris on
your left, 2 Vera on your right; play goes You, Boris, Vera (R4). The rules are the
defaults (RULES.md section 12) unless a lesson's deal says otherwise."""
from __future__ import annotations

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import parse_card

from ..i18n import tr
from ..lessons import Lesson, Step
from .lesson_table import Deal

YOU, BORIS, VERA = 0, 1, 2


def c(text: str) -> int:
    return parse_card(text)


def play(text: str, meld: bool = False) -> int:
    return A.play(c(text), meld)


def give(text: str, seat: int) -> int:
    return A.give(c(text), seat)


def gives_of(*cards: str):
    """A give of one of `cards` (to either defender)."""
    wanted = {c(x) for x in cards}
    return lambda a: A.is_give(a) and A.give_parts(a)[0] in wanted


def over(session) -> bool:
    deal = session.match.deal
    return deal is not None and deal.over


# ---------------------------------------------------------------------- the deals
# You weak, Boris and Vera strong: the cut, the deal and a first bid
WEAK = ("9S JS 9C JC QC JD QD", "AS 10S KS AC 10C KC QH", "AD 10D KD 9D AH 10H KH")
# You strong without a marriage; Boris with the marriage of hearts
STRONG = ("AS 10S AC 10C AD JD 9H", "KH QH AH 10H KC 9S JS", "QS 9C JC QC 9D 10D JH")
STRONG_PRIKUP = "KS QD KD"  # the marriage of diamonds, for whoever takes it

CUT_DEAL = Deal(WEAK, "9H JH QS", dealer=VERA, cut=("KS AD AC", "JH 10S"),
                script=(A.bid(100), A.bid(105), A.PASS, A.PASS))

BIDDING = Deal(STRONG, STRONG_PRIKUP, dealer=VERA,
               script=(A.bid(100), A.bid(105), A.bid(110), A.bid(120), A.bid(130), A.PASS,
                       A.PASS))

PRIKUP = Deal(STRONG, STRONG_PRIKUP, dealer=VERA,
              script=(A.bid(100), A.PASS, A.PASS, give("9H", BORIS), give("JD", VERA),
                      A.raise_to(120)))

# Boris declares 120, leads his ace of clubs, then his marriage of hearts: hearts trump
FOLLOW = Deal(("KC 10C 9H JH AD 10D KD", "AC KH QH AH AS 10S 10H",
               "9C JC QS JS 9S 9D KS"), "QC JD QD", dealer=VERA, prelude=7,
              script=(A.bid(100), A.bid(120), A.PASS, A.PASS,
                      give("JD", YOU), give("QD", VERA), A.KEEP,
                      play("AC"), play("9C"), play("KC"),
                      play("KH", True), play("9D"), play("9H"),
                      play("AS"), play("9S"), play("JH")))

# you hold both marriages of the red suits and every high card of them
MARRIAGES = Deal(("AD KD QD KH QH 9C 9S", "9D 9H AS 10S KS JC QC", "JD JH QS JS AC 10C KC"),
                 "10D AH 10H", dealer=VERA, prelude=6,
                 script=(A.bid(100), A.PASS, A.PASS, give("9C", BORIS), give("9S", VERA),
                         A.KEEP,
                         play("AD"), play("9D"), play("JD"),
                         play("KD", True), play("9C"), play("9S"),
                         play("KH", True), play("9H"), play("JH")))

ROSPISAT = Deal(WEAK, "9H JH QS", dealer=VERA, prelude=3,
                script=(A.bid(100), A.PASS, A.PASS, A.ROSPISAT))

# You declare 160 with the marriage of hearts; Boris takes your K♥ with his ace and Vera
# his 10♦ with her ace, then you take every trick, whatever you play: 169 (69 in cards and
# the 100), Boris 17 (scores 15), Vera 34 (scores 35)
SCORING = Deal(("AS KH QH 9D AC 10C KC", "9S KS AH 9H 10D JC 9C", "JS QS JH 10H AD KD JD"),
               "10S QD QC", dealer=VERA, prelude=6,
               script=(A.bid(100), A.PASS, A.PASS, give("QD", BORIS), give("QC", VERA),
                       A.raise_to(160),
                       play("AS"), play("9S"), play("JS"),
                       play("KH", True), play("AH"), play("JH"),
                       play("10D"), play("AD"), play("9D"),
                       play("10H"), play("QH"), play("9H"),
                       play("QC"), play("AC"), play("JC"),
                       play("10C"), play("9C"), play("KD"),
                       play("KC"), play("KS"), play("JD"),
                       play("10S"), play("QD"), play("QS")))

# the same deal with hearts and diamonds changed over, near 1000: you on the barrel (your
# first deal there), Boris on his third, Vera at 855. You make 120 (149: 69 and the
# marriage of diamonds) and win; Boris's 17 do not count and he falls off (760); Vera's
# 34, rounded to 35, take her to 890: on the barrel, at 880
BARREL = Deal(("AS KD QD 9H AC 10C KC", "9S KS AD 9D 10H JC 9C", "JS QS JD 10D AH KH JH"),
              "10S QH QC", dealer=VERA, prelude=5, scores=(880, 880, 855), barrel=(0, 2, None),
              script=(A.bid(100), A.PASS, A.PASS, give("QH", BORIS), give("QC", VERA),
                      A.raise_to(120),
                      play("AS"), play("9S"), play("JS"),
                      play("KD", True), play("AD"), play("JD"),
                      play("10H"), play("AH"), play("9H"),
                      play("10D"), play("QD"), play("9D"),
                      play("QC"), play("AC"), play("JC"),
                      play("10C"), play("9C"), play("KH"),
                      play("KC"), play("KS"), play("JH"),
                      play("10S"), play("QH"), play("QS")))


def lessons() -> list[Lesson]:
    """1000's lessons, in the language of the moment."""
    return [
        Lesson(
            "cut-and-deal", tr("The cut and the deal"),
            tr("Who deals, how the cards go out, and who bids first"),
            ("R6", "R8", "R9", "R14", "R15"), (
                Step(tr("Bid 100: the first bid is forced"),
                     tr("Boris and Vera both cut an ace, so they cut again: Vera's 10 beat "
                        "Boris's jack, and Vera dealt, 7 cards each and 3 to the prikup. "
                        "You sit on her left: you bid first and must open with 100."),
                     right=A.bid(100)),
                Step(tr("Pass: your hand is weak"),
                     tr("Bids go up in fives, and the highest bidder takes the prikup. "
                        "Your cards are worth little: pass, and let Boris take it."),
                     tr("With so few points you would lose your bid. Pass: a player who "
                        "passes bids no more in this deal."),
                     right=A.PASS),
            ),
            tr("Now you know how a deal begins: the cut picks the first dealer, the deal "
               "moves one seat to the left each time, and the player on the dealer's left "
               "opens with 100."), setup=CUT_DEAL, minutes=2),
        Lesson(
            "bidding", tr("Bidding and the limit"),
            tr("Bids up to 120, and higher only with a marriage"),
            ("R15", "R16", "R17"), (
                Step(tr("Bid 100: the first bid is forced"),
                     tr("You are on the dealer's left, so you open the bidding: the first "
                        "bid is always 100, and you may not pass it."),
                     right=A.bid(100)),
                Step(tr("Bid 120"),
                     tr("Vera bid 110. Your hand is strong, two aces and two tens, but it "
                        "holds no marriage (the K and Q of one suit): without one, 120 is "
                        "the most you may bid."),
                     tr("Go up to 120: it is the most your hand may bid, and with two aces "
                        "and two tens it can make it."),
                     right=A.bid(120), wrong_move=A.PASS),
                Step(tr("Pass: 120 is your limit"),
                     tr("Boris bid 130: he must hold a marriage to bid over 120. You hold "
                        "none, so you may not go higher. Pass: Boris takes the prikup."),
                     right=A.PASS),
            ),
            tr("Bids go up in fives from the forced 100. Over 120 only with a marriage in "
               "hand, and never over 120 plus its value."), setup=BIDDING, minutes=2),
        Lesson(
            "prikup", tr("The prikup and the exchange"),
            tr("Take the prikup, give a card to each defender, raise"),
            ("R20", "R26", "R27"), (
                Step(tr("Bid 100: the first bid is forced"),
                     tr("Open with 100. If the others pass, the deal is yours: you take the "
                        "prikup, the three cards in the middle."),
                     right=A.bid(100)),
                Step(tr("Give away your small cards: 9♥, J♦ or K♠"),
                     tr("You won the bidding at 100: the prikup was shown to everyone and "
                        "joined your hand. Give one card to each defender. Give cards "
                        "you cannot win a trick with, never an ace or a ten."),
                     tr("Keep your aces and tens: they win tricks and count 11 and 10. And "
                        "keep the K♦ and Q♦ together: they are a marriage."),
                     right=give("9H", BORIS), accept=gives_of("9H", "JD", "KS"),
                     wrong_move=give("AS", BORIS)),
                # the second card: given with the first by Pass cards, one step to the
                # learner (Lesson.counted), with the same words
                Step(tr("Give away your small cards: 9♥, J♦ or K♠"),
                     tr("You won the bidding at 100: the prikup was shown to everyone and "
                        "joined your hand. Give one card to each defender. Give cards "
                        "you cannot win a trick with, never an ace or a ten."),
                     tr("Keep your aces and tens: they win tricks and count 11 and 10. And "
                        "keep the K♦ and Q♦ together: they are a marriage."),
                     right=give("JD", VERA), accept=gives_of("9H", "JD", "KS")),
                Step(tr("Raise the contract to 120"),
                     tr("The prikup brought you the K♦ and Q♦: a marriage worth 80. Before "
                        "the first lead you may raise your contract once, up to 120 plus "
                        "your marriages. With this hand 120 is safe."),
                     tr("Raise: with the marriage of diamonds your hand is worth far more "
                        "than 100, and a higher contract scores more."),
                     right=A.raise_to(120), accept=A.is_raise, wrong_move=A.KEEP),
            ),
            tr("The declarer takes the prikup, gives a card to each defender, and may raise "
               "once before the first lead."), setup=PRIKUP, minutes=2),
        Lesson(
            "follow-and-trump", tr("Following suit and trumping"),
            tr("Follow the suit led; without it, trump"),
            ("R35", "R36", "R39"), (
                Step(tr("Follow with the K♣"),
                     tr("Boris won the bidding, so he leads first: the A♣. You hold clubs, "
                        "so you must play a club. The ace wins anyway: give the king, and "
                        "keep your 10♣ for later."),
                     tr("You must follow clubs, and the A♣ wins this trick whatever you "
                        "play: give the K♣ (4 points), keep the 10♣ (10 points)."),
                     right=play("KC"), wrong_move=play("10C")),
                Step(tr("Follow with the 9♥"),
                     tr("Boris led the K♥ and declared his marriage: hearts are trump now. "
                        "You must follow hearts: play the 9, and keep the jack to trump "
                        "with."),
                     tr("Follow with the 9♥: the K♥ wins anyway, and your J♥ is worth "
                        "keeping as a trump."),
                     right=play("9H"), wrong_move=play("JH")),
                Step(tr("Trump with the J♥"),
                     tr("Boris leads the A♠. You have no spades, so you must play a trump: "
                        "your J♥. A trump beats any card of another suit, even an ace."),
                     tr("You have no spades but you hold a trump: you must play it."),
                     right=play("JH"), wrong_move=play("AD")),
            ),
            tr("Follow the suit led if you can; if you cannot, play a trump if you hold "
               "one. The highest trump takes the trick, else the highest card of the suit "
               "led."), setup=FOLLOW, minutes=2),
        Lesson(
            "marriages", tr("Marriages and trump"),
            tr("Declare a marriage when you lead: its suit becomes trump"),
            ("R3", "R37", "R39"), (
                Step(tr("Lead the A♦"),
                     tr("You hold two marriages, ♦ (80) and ♥ (100). A marriage is declared "
                        "by leading its K or Q, but never in the first trick: lead your "
                        "A♦ now."),
                     tr("No marriage in the first trick: leading the K♥ now would give "
                        "your hearts marriage away. Lead the A♦."),
                     right=play("AD"), wrong_move=play("KH")),
                Step(tr("Lead the K♦: declare the marriage"),
                     tr("You took the trick, so you lead again. Lead the K♦ with the Q♦ in "
                        "hand: you score 80, and diamonds are trump."),
                     tr("Declare while you have the lead: only the player on lead can "
                        "declare, and you may not lead again soon."),
                     right=play("KD", True), accept=lambda a: a in (play("KD", True),
                                                                   play("QD", True)),
                     wrong_move=play("AH")),
                Step(tr("Lead the K♥: declare the other marriage"),
                     tr("Diamonds are trump. Now lead the K♥: 100 more, and hearts become "
                        "trump in place of diamonds."),
                     tr("Declare the hearts marriage now: 100 points, and hearts become "
                        "trump."),
                     right=play("KH", True), accept=lambda a: a in (play("KH", True),
                                                                   play("QH", True)),
                     wrong_move=play("AH")),
            ),
            tr("A marriage scores ♥ 100, ♦ 80, ♣ 60, ♠ 40 and makes its suit trump until "
               "the next marriage."), setup=MARRIAGES, minutes=2),
        Lesson(
            "rospisat", tr("Rospisat'"),
            tr("Give up a hopeless deal: the defenders score 60 each"),
            ("R30", "R31", "R32"), (
                Step(tr("Press Rospisat': give the deal up"),
                     tr("You had to open with 100 and nobody bid: the deal is yours. But "
                        "your ten cards are worth 17 points and hold no marriage: you "
                        "cannot make 100, and failing costs 100."),
                     tr("Playing on loses 100. Give up with Rospisat': this time it costs "
                        "you nothing."),
                     right=A.ROSPISAT, wrong_move=give("JS", BORIS)),
            ),
            tr("Rospisat': you score 0 and each defender 60. It may be done until your "
               "first lead, but never on the barrel, and every third time (the third, the "
               "sixth...) it costs you 120 more."),
            to_end=True, setup=ROSPISAT, minutes=1),
        Lesson(
            "scoring", tr("Scoring a deal"),
            tr("Made or failed, and the defenders' points rounded"),
            ("R44", "R45", "R46"), (
                Step(tr("Lead the A♠"),
                     tr("You bid 100, took the prikup and raised to 160: to make it you must "
                        "take at least 160 points, the card points of your tricks plus the "
                        "marriages you declare. Lead the A♠: no marriage in the first "
                        "trick."),
                     tr("No marriage in the first trick: leading the K♥ now would give your "
                        "marriage away. Lead the A♠."),
                     right=play("AS"), wrong_move=play("KH")),
                Step(tr("Lead the K♥: declare the marriage"),
                     tr("The A♠ took 13 points (11 + 0 + 2). Now lead the K♥ and declare "
                        "the marriage of hearts: its 100 count as your points, even if the "
                        "K♥ loses the trick."),
                     tr("Declare now, while you have the lead: lead the K♥ and announce the "
                        "marriage. Its 100 go to your points for the deal."),
                     right=play("KH", True), wrong_move=play("AC")),
                Step(tr("Play the deal out"),
                     tr("Boris took your K♥ with his ace. Each defender scores alone: "
                        "Boris's tricks count for Boris, Vera's for Vera. The panel counts "
                        "the points each of you has taken. Play on to the end of the deal."),
                     until=over),
            ),
            tr("Points: you took 69 in cards and 100 for the marriage, 169. That is at "
               "least your 160, so you score 160, not 169; with 159 you would lose 160. "
               "Boris's 17 scores 15 and Vera's 34 scores 35: a defender's points are "
               "rounded to 5 (1, 2 down; 3, 4 up; 6, 7 down; 8, 9 up)."),
            to_end=True, setup=SCORING, minutes=3),
        Lesson(
            "barrel", tr("The barrel"),
            tr("Near 1000: win as declarer, in three deals at most"),
            ("R50", "R51", "R52", "R53", "R55"), (
                Step(tr("Raise the contract to 120"),
                     tr("You are on the barrel: your plate says 880, barrel 1. From there "
                        "only your own contract counts, and it must take you to 1000. You "
                        "won the bidding at 100, but 880 + 100 is 980: even made, it would "
                        "leave you at 880. Raise to 120."),
                     tr("Keep 100 and you stay at 880 even if you make it: 880 + 100 is "
                        "only 980. Raise to 120 and no more: a failed contract costs what "
                        "it is, and takes you off the barrel."),
                     right=A.raise_to(120), wrong_move=A.KEEP),
                Step(tr("Lead the A♠"),
                     tr("Boris is on the barrel too, his third deal there (barrel 3): "
                        "whatever he takes now does not count for him, and after it he "
                        "falls off, 120 down. Vera has 855. Lead your A♠: no marriage in "
                        "the first trick."),
                     tr("No marriage in the first trick: leading the K♦ now would give your "
                        "marriage away. Lead the A♠."),
                     right=play("AS"), wrong_move=play("KD")),
                Step(tr("Lead the K♦: declare the marriage"),
                     tr("Declare the marriage of diamonds: its 80 count on the barrel as in "
                        "any deal. With the 13 of your A♠ that makes 93 of your 120."),
                     tr("Declare now, while you have the lead: lead the K♦ and announce the "
                        "marriage. Its 80 go to your points for the deal."),
                     right=play("KD", True), wrong_move=play("AC")),
                Step(tr("Play the deal out"),
                     tr("Play on and take the points you still need. On the barrel you "
                        "could not have given the deal up (no rospisat'): you must play it."),
                     until=over),
            ),
            tr("880 + 120 = 1000: you win from the barrel. Boris took 17, but a defender "
               "on the barrel scores nothing, and his third deal there cost him 120: 760, "
               "off the barrel. Vera's 34, rounded to 35, took her from 855 to 890: past "
               "880, so she climbed on the barrel, at 880 exactly (+25)."),
            to_end=True, setup=BARREL, minutes=3),
    ]
