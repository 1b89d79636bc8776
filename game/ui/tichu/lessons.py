"""Tichu's lessons (docs/LESSONS.md): each a stacked deal played at the real table and the
steps through it, in the player's language. The seats: 0 is you (the bottom), 1 Boris on
your right, 2 Vera your partner opposite, 3 Gleb on your left; play passes to the right:
You, Boris, Vera, Gleb (T2). The rules are the defaults (TICHU_RULES.md)."""
from __future__ import annotations

from game.tichu.engine.cards import RANK_NAMES
from game.tichu.engine.round import Action

from ..i18n import tr
from ..lessons import Lesson, Step
from .lesson_table import Deal, cards, play

YOU, BORIS, VERA, GLEB = 0, 1, 2, 3


def pass_(seat: int) -> Action:
    return Action("pass", seat, None)


def plays(text: str):
    """The learner's play of exactly these cards (the Phoenix's rank any)."""
    mask = sum(1 << c for c in cards(text))
    return lambda a: a.kind == "play" and a.seat == YOU and getattr(a.data, "cards", a.data) == mask


def gives_of(partner: str, opponents: str):
    """A give of one of `partner` cards to the partner, or of `opponents` to an opponent."""
    mine = set(cards(partner))
    theirs = set(cards(opponents))
    return lambda a: a.kind == "give" and (
        a.data[0] in mine if a.data[1] == VERA else a.data[0] in theirs)


def _straight_hands() -> tuple[str, str, str, str]:
    """Going out: your 14 cards one straight from the Mah Jong to the ace (no flush),
    Vera's the 13 hearts and the Dragon; Boris and Gleb the rest, no bomb between them."""
    ranks = range(2, 15)
    name = RANK_NAMES
    you = ["MJ"] + [name[r] + ("S" if r % 2 == 0 else "D") for r in ranks]
    vera = [name[r] + "H" for r in ranks] + ["DR"]
    boris = [name[r] + ("C" if r % 2 else "D") for r in ranks] + ["DOG"]
    gleb = [name[r] + ("C" if r % 2 == 0 else "S") for r in ranks] + ["PH"]
    return " ".join(you), " ".join(boris), " ".join(vera), " ".join(gleb)


STRAIGHT = _straight_hands()
ALL_MINE = STRAIGHT[0]

# ---------------------------------------------------------------------- the deals
# your first 8 weak, the other 6 the Dragon, the Phoenix and four aces (the three aces
# you would give and the three cards you would get are the exchange the lesson never
# reaches: they keep the 14 dealt in this order)
CALLS = Deal(("2S 3H 5D 7C 9S JH QD 4C DR PH AS 6S 8D 10C", "AH", "AD", "AC"),
             gives=(("AH", "AD", "AC"), ("", "", "6S"), ("", "8D"), ("10C",)), opens="deal")

EXCHANGE = Deal(("KD QC JS 10H 9D 9C 8C 7S 6H 5D 4D 2C DOG MJ", "2S", "AS", "3C"),
                gives=(("2S", "AS", "3C"), (), ("", "MJ", ""), ()),
                script=(play(YOU, "9D 9C"),), opens="exchange")

COMBINATIONS = Deal(("MJ 3S 3H 4D 4C 7S 7H 8D 8C 10S 10H 10D 2S 2H", "5S 5H 6D 6C",
                     "", "JS JH QD QC 9S 9H 9D 5D 5C"),
                    script=(play(YOU, "3S 3H 4D 4C"), play(BORIS, "5S 5H 6D 6C"),
                            pass_(VERA), pass_(GLEB),
                            play(YOU, "7S 7H 8D 8C"), pass_(BORIS), pass_(VERA),
                            play(GLEB, "JS JH QD QC"),
                            pass_(YOU), pass_(BORIS), pass_(VERA),
                            play(GLEB, "9S 9H 9D 5D 5C"),
                            play(YOU, "10S 10H 10D 2S 2H")))

BOMBS = Deal(("7S 7H 7D 7C 6H 2H KH", "MJ 3S AS", "", "4S 8S 9S 10S JS QS"),
             script=(play(BORIS, "3S"), pass_(VERA), play(GLEB, "4S"), play(YOU, "6H"),
                     pass_(BORIS), pass_(VERA), pass_(GLEB), play(YOU, "2H"),
                     play(BORIS, "AS"), play(YOU, "7S 7H 7D 7C"),
                     pass_(BORIS), pass_(VERA), play(GLEB, "8S 9S 10S JS QS"),
                     pass_(YOU)), prelude=8)

WISH = Deal(("MJ 9S 8H KD", "AS", "DR AH", "PH AD AC"),
            script=(play(YOU, "MJ"), Action("wish", YOU, 14), play(BORIS, "AS"),
                    pass_(VERA), pass_(GLEB), pass_(YOU)))

DOG = Deal(("DOG AS 3H", "", "2C 3C 4D 5D 6S", "MJ 9S"), calls=(VERA,),
           script=(play(GLEB, "9S"), play(YOU, "AS"), pass_(BORIS), pass_(VERA),
                   pass_(GLEB), play(YOU, "DOG"), play(VERA, "2C 3C 4D 5D 6S"),
                   pass_(GLEB), pass_(YOU)), prelude=1)

PHOENIX = Deal(("PH 4H 6S", "QS", "", "MJ JS"),
               script=(play(GLEB, "JS"), play(YOU, "PH"), play(BORIS, "QS"), pass_(VERA),
                       pass_(GLEB), pass_(YOU)), prelude=1)

DRAGON = Deal(("DR 6H", "MJ 2S 3H 4D 5C AS", "", ""),
              script=(play(BORIS, "MJ 2S 3H 4D 5C"), Action("wish", BORIS, 0), pass_(VERA),
                      pass_(GLEB), pass_(YOU), play(BORIS, "AS"), pass_(VERA), pass_(GLEB),
                      play(YOU, "DR"), pass_(BORIS), pass_(VERA), pass_(GLEB),
                      Action("gift", YOU, GLEB)), prelude=8)

GOING_OUT = Deal(STRAIGHT,
                 script=(play(YOU, ALL_MINE), Action("wish", YOU, 0), pass_(BORIS),
                         pass_(VERA), pass_(GLEB), play(BORIS, "2D"),
                         play(VERA, " ".join(c for c in STRAIGHT[2].split() if c != "DR")),
                         pass_(GLEB), pass_(BORIS), play(VERA, "DR")))


# Scoring: the first trick (before the lesson opens) three straights of 11, Gleb's the
# highest, worth 55; you win his K and go out first with your queens; Boris goes out
# second, Vera third (with the Dragon's trick given to Gleb on the way), and Gleb, last,
# hands his tricks (80) to you and his 10 to your team.
SCORING_HANDS = ("MJ 2D 3C 4S 5H 6D 7C 8S 9H 10D JC QD QC AD",
                 "2C 3S 4H 5D 6C 7S 8H 9D 10C JS QS 2H KD KC",
                 "2S 3D 4C 5S 6H 7D 8C 9S JD AC AS AH DR PH",
                 "3H 4D 5C 6S 7H 8D 9C 10S JH QH KH KS 10H DOG")
SCORING = Deal(SCORING_HANDS,
               script=(play(YOU, "MJ 2D 3C 4S 5H 6D 7C 8S 9H 10D JC"), Action("wish", YOU, 0),
                       play(BORIS, "2C 3S 4H 5D 6C 7S 8H 9D 10C JS QS"), pass_(VERA),
                       play(GLEB, "3H 4D 5C 6S 7H 8D 9C 10S JH QH KH"), pass_(YOU),
                       pass_(BORIS), pass_(VERA),
                       play(GLEB, "KS"), play(YOU, "AD"), pass_(BORIS), pass_(VERA),
                       pass_(GLEB),
                       play(YOU, "QD QC"), play(BORIS, "KD KC"), pass_(VERA), pass_(GLEB),
                       play(BORIS, "2H"), play(VERA, "DR"), pass_(GLEB),
                       Action("gift", VERA, GLEB),
                       play(VERA, "2S 3D 4C 5S 6H 7D 8C 9S"), pass_(GLEB),
                       play(VERA, "AC AS AH JD PH")), prelude=8)


def lessons() -> list[Lesson]:
    """Tichu's lessons, in the language of the moment."""
    return [
        Lesson(
            "calls", tr("Grand Tichu and Tichu"),
            tr("Bets on going out first, on 8 or 14 cards"),
            ("T4", "T5", "T6"), (
                Step(tr("Press No: these 8 cards make no Grand Tichu"),
                     tr("Grand Tichu is called on your first 8 cards, before you see the "
                        "other 6: 200 points if you go out first, 200 off if not. Yours "
                        "hold no ace and no special card."),
                     tr("With these 8 cards you would most likely not go out first: Grand "
                        "Tichu would cost 200. Press No."),
                     right=Action("grand", YOU, False), wrong_move=Action("grand", YOU, True)),
                Step(tr("Call Tichu: press Tichu!"),
                     tr("The other 6 cards brought the Dragon, the Phoenix and four aces, a "
                        "bomb. Tichu is worth 100 and may be called until your first card. "
                        "Call it now: your partner sees it before choosing a card for you."),
                     tr("Call before you give: your partner then knows to give you a good "
                        "card. Press Tichu!"),
                     right=Action("tichu", YOU, None),
                     wrong_move=Action("give", YOU, (cards("2S")[0], BORIS))),
            ),
            tr("Grand Tichu (200) on your first 8 cards, Tichu (100) on all 14 until you "
               "play your first card; each call is won only by going out first."),
            setup=CALLS, minutes=2),
        Lesson(
            "exchange", tr("The exchange"),
            tr("A card to each player, and who leads"),
            ("T8", "T9"), tuple(
                Step(tr("Give Vera the A♠, the others 2♠ and 3♣"),
                     tr("Each player gives one card to each of the three others, all at "
                        "once. Help your partner with a high card; give the opponents low "
                        "cards that are worth no points."),
                     tr("Give Vera, your partner, the A♠; give Boris and Gleb your 2♠ and "
                        "3♣: low cards, no points (never a 5, a 10 or a K)."),
                     right=Action("give", YOU, (cards(c)[0], to)),
                     accept=gives_of("AS", "2S 3C"))
                for c, to in (("2S", BORIS), ("AS", VERA), ("3C", GLEB))) + (
                Step(tr("Lead: play your pair of 9s"),
                     tr("Vera gave you the Mah Jong. Whoever holds it after the exchange "
                        "leads the first trick, with any combination: lead your pair of "
                        "9s."),
                     tr("You hold the Mah Jong, so you lead: play your pair of 9s."),
                     right=play(YOU, "9D 9C"), accept=lambda a: a.kind == "play"),
            ),
            tr("Three cards given, three received: every hand holds 14 again, and the Mah "
               "Jong's holder leads."), setup=EXCHANGE, minutes=2),
        Lesson(
            "combinations", tr("Combinations and beating them"),
            tr("Same kind and length, higher; or pass"),
            ("T10", "T11", "T12"), (
                Step(tr("Lead your stairs 3-3-4-4"),
                     tr("A combination is a single, a pair, a triple, a full house, a "
                        "straight (5 or more in a row) or stairs (pairs in a row). You hold "
                        "the Mah Jong, so you lead."),
                     tr("Lead the stairs: four cards out at once."),
                     right=play(YOU, "3S 3H 4D 4C"), accept=plays("3S 3H 4D 4C"),
                     wrong_move=play(YOU, "10S")),
                Step(tr("Beat Boris's stairs with your 7-7-8-8"),
                     tr("To follow, play the same kind with as many cards, higher: only "
                        "stairs of two pairs beat stairs of two pairs."),
                     tr("A pair does not beat stairs: play stairs of two pairs, higher than "
                        "5-5-6-6."),
                     right=play(YOU, "7S 7H 8D 8C"), accept=plays("7S 7H 8D 8C"),
                     wrong_move=play(YOU, "7S 7H")),
                Step(tr("Pass: nothing of yours beats J-J-Q-Q"),
                     tr("Gleb played higher stairs. Passing does not take you out of the "
                        "trick: when your turn comes round you may play on it again."),
                     right=pass_(YOU)),
                Step(tr("Beat the full house with yours: 10-10-10-2-2"),
                     tr("Everyone passed, so Gleb took the trick and led again. A full "
                        "house is ranked by its triple: three 10s beat three 9s."),
                     tr("You can beat it: your three 10s with the pair of 2s."),
                     right=play(YOU, "10S 10H 10D 2S 2H"), accept=plays("10S 10H 10D 2S 2H"),
                     wrong_move=pass_(YOU)),
            ),
            tr("Same kind, same number of cards, higher: that beats a combination. The "
               "trick ends when all the others pass in a row."), setup=COMBINATIONS),
        Lesson(
            "bombs", tr("Bombs"),
            tr("They beat anything, even out of turn"),
            ("T13", "T14"), (
                Step(tr("Bomb the ace: press Bomb!, then Play"),
                     tr("A bomb is four cards of one rank, or a straight flush. It beats "
                        "any other combination, and you may play it whenever one lies on "
                        "the table, even out of turn."),
                     tr("Out of turn only a bomb may be played, and Boris's ace would "
                        "win: bomb it with your four 7s."),
                     right=play(YOU, "7S 7H 7D 7C"), accept=plays("7S 7H 7D 7C"),
                     wrong_move=play(YOU, "KH")),
                Step(tr("Pass: Gleb's straight flush beats your four 7s"),
                     tr("After your bomb the turn went on from you. Gleb bombed back: a "
                        "straight flush beats four of a kind, and a higher bomb beats a "
                        "lower one."),
                     right=pass_(YOU)),
            ),
            tr("Bombs beat everything but higher bombs, in turn or out of turn; never on "
               "the Dog."), setup=BOMBS, minutes=2),
        Lesson(
            "wish", tr("The Mah Jong's wish"),
            tr("Play the 1 and name a rank to be played"),
            ("T15", "T16"), (
                Step(tr("Lead the Mah Jong"),
                     tr("The Mah Jong is a 1, the lowest single. Whoever plays it wishes "
                        "for a rank: the next player who holds it and can play it must."),
                     tr("Lead the Mah Jong: its wish is what this lesson is about."),
                     right=play(YOU, "MJ"), accept=plays("MJ"), wrong_move=play(YOU, "KD")),
                Step(tr("Wish for an ace"),
                     tr("Wish for a rank you do not hold: you hold no ace, and whoever "
                        "holds one must now play it on your 1."),
                     tr("You hold a 9: you would have to play it yourself. Wish for a rank "
                        "you do not hold, the ace."),
                     right=Action("wish", YOU, 14), wrong_move=Action("wish", YOU, 9)),
                Step(tr("Pass: Boris's ace wins"),
                     tr("Boris held an ace, so he had to play it: the wish is fulfilled "
                        "and ends."),
                     right=pass_(YOU)),
            ),
            tr("The wish binds whoever holds the rank and can play it, leading or "
               "following, until a card of that rank is played."), setup=WISH, minutes=2),
        Lesson(
            "dog", tr("The Dog"),
            tr("Led alone, it hands the lead to your partner"),
            ("T18",), (
                Step(tr("Beat the 9 with your ace"),
                     tr("The Dog is no combination: it can only be led, alone, and nothing "
                        "can be played on it. Take the trick with your ace first."),
                     tr("The Dog cannot be played on a card: it can only be led."),
                     right=play(YOU, "AS"), accept=plays("AS"), wrong_move=play(YOU, "DOG")),
                Step(tr("Lead the Dog: the lead goes to Vera"),
                     tr("Vera called Tichu: she must go out first. Led, the Dog gives the "
                        "lead to your partner."),
                     tr("Lead the Dog: Vera then leads what suits her hand."),
                     right=play(YOU, "DOG"), accept=plays("DOG"), wrong_move=play(YOU, "3H")),
                Step(tr("Pass: let Vera's straight win"),
                     tr("The Dog's trick, worth nothing, is yours; Vera led her straight. "
                        "Pass, and help her go out first."),
                     tr("Vera's straight wins if you let it: beating it would take the lead "
                        "from her, and she called Tichu. Pass."),
                     right=pass_(YOU)),
            ),
            tr("The Dog is led alone and hands the lead to your partner; nothing is "
               "played on it, not even a bomb."), setup=DOG, minutes=2),
        Lesson(
            "phoenix", tr("The Phoenix"),
            tr("A wild card; alone, half a rank up"),
            ("T20",), (
                Step(tr("Play the Phoenix on the jack"),
                     tr("The Phoenix stands for any rank in a combination (never in a "
                        "bomb). As a single it counts half a rank above the single it beats: "
                        "on a J it is J½."),
                     tr("The Phoenix beats any single but the Dragon: play it."),
                     right=play(YOU, "PH"), accept=plays("PH"), wrong_move=pass_(YOU)),
                Step(tr("Pass: a queen beats J½"),
                     tr("Boris's queen beat your Phoenix: it counted only J½. The Phoenix "
                        "also costs 25 points to the team that wins it."),
                     tr("Your K or A would beat the queen, but keep them for now: this lesson "
                        "is about what the Phoenix counted. Pass."),
                     right=pass_(YOU)),
            ),
            tr("The Phoenix: any rank in a combination, half a rank up as a single, 1½ "
               "when led, never over the Dragon; −25 points."), setup=PHOENIX, minutes=1),
        Lesson(
            "dragon", tr("The Dragon's gift"),
            tr("Highest single; its trick goes to an opponent"),
            ("T19",), (
                Step(tr("Play the Dragon on the ace"),
                     tr("The Dragon is the highest single: only a bomb beats it. It is worth "
                        "25 points, but the trick it wins must be given to an opponent."),
                     tr("Only the Dragon beats Boris's ace: play it."),
                     right=play(YOU, "DR"), accept=plays("DR"), wrong_move=pass_(YOU)),
                Step(tr("Give the trick to Gleb"),
                     tr("Your Dragon won. Give the trick to the opponent who may well finish "
                        "last: Gleb still holds 14 cards, and the last player hands every "
                        "trick he won to the first player out."),
                     tr("Boris has only 8 cards left and may go out soon: the Dragon's 25 "
                        "points would stay with him. Give the trick to Gleb."),
                     right=Action("gift", YOU, GLEB), wrong_move=Action("gift", YOU, BORIS)),
            ),
            tr("A trick won with the Dragon is given to an opponent of your choice; a bomb "
               "on the Dragon wins as usual."), setup=DRAGON, minutes=2),
        Lesson(
            "going-out", tr("Going out and the double win"),
            tr("Out first, and both partners out: 200"),
            ("T7", "T21", "T22", "T25"), (
                Step(tr("Call Tichu before your first card"),
                     tr("Your 14 cards make one straight, from the Mah Jong to the ace. "
                        "Call Tichu: 100 more if you go out first."),
                     tr("Call first: once you have played a card, it is too late to call "
                        "Tichu."),
                     right=Action("tichu", YOU, None), wrong_move=play(YOU, "MJ")),
                Step(tr("Play all 14 cards: your straight"),
                     tr("A player with no cards left is out. Lead the whole straight and "
                        "go out first."),
                     tr("Play them all at once: the straight from the Mah Jong to the "
                        "ace."),
                     right=play(YOU, ALL_MINE), accept=plays(ALL_MINE),
                     wrong_move=play(YOU, "MJ")),
                Step(tr("Wish for any rank, or for none"),
                     tr("Your straight held the Mah Jong, so you wish. Then watch: if Vera "
                        "goes out second, the round ends at once."),
                     right=Action("wish", YOU, 0), accept=lambda a: a.kind == "wish"),
            ),
            tr("You went out first and Vera second: a double win scores 200 and no card "
               "points count; your Tichu adds 100."), to_end=True, setup=GOING_OUT,
            minutes=2),
        Lesson(
            "scoring", tr("Scoring a round"),
            tr("The last player's tricks and hand; card points"),
            ("T3", "T23", "T24"), (
                Step(tr("Take Gleb's K with your ace"),
                     tr("At the round's end each team counts the card points in its tricks: "
                        "a 5 is worth 5, a 10 or a K 10, the Dragon 25, the Phoenix −25, "
                        "the rest nothing. Gleb led a K: win its 10 points, and the lead."),
                     tr("Pass, and Gleb keeps his K and the lead. Your ace wins both: play "
                        "it."),
                     right=play(YOU, "AD"), accept=plays("AD"), wrong_move=pass_(YOU)),
                Step(tr("Lead both queens: go out first"),
                     tr("A round is played until the third player is out. The last one then "
                        "gives every trick he won to the first player out. Gleb won the "
                        "first trick, three straights worth 55 points: go out first."),
                     tr("With one queen you keep a card and are not out: lead the pair."),
                     right=play(YOU, "QD QC"), accept=plays("QD QC"),
                     wrong_move=play(YOU, "QD")),
                Step(tr("Watch the round to its end"),
                     tr("You are out first. The round ends when a third player goes out: "
                        "whoever is left with cards gives his tricks to you, and the cards "
                        "in his hand to his opponents."),
                     until=lambda s: s.round.over),
            ),
            tr("Vera went out third, so the round ended with Gleb last. His tricks went to "
               "you, the first out: 80 points, the Dragon's trick Vera gave him among "
               "them. The 10 left in his hand went to your team. 80 to 20: the card points "
               "always add up to 100."), to_end=True, setup=SCORING, minutes=2),
    ]
