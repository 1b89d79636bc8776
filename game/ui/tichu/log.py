"""Tichu's game log (the kit's scenes/game_log.py): the round so far in words, as the
player at the screen may know it: the calls, the cards the player gave and got, every
play and pass (a bomb named as one, even out of turn), the wish, who took each trick (the
Dragon's gift), and who went out."""
from __future__ import annotations

from game.tichu.engine.cards import DOG, count
from game.tichu.engine.combos import BOMB, SINGLE

from ..card_chips import Aside, CardChip, as_is, said
from ..i18n import named, personal, tr
from ..scenes.game_log import LogLine
from .words import card_chip, combination_words, gift_words, place_word, play_chips, rank_word


def log_lines(table) -> list[LogLine]:
    rnd = table.session.round
    if rnd is None:
        return []
    name = table.name
    me = table.viewer
    out: list[LogLine] = []
    trick_no = 0  # the trick the plays go to
    in_trick = 0  # plays of it so far
    played = [0, 0, 0, 0]  # cards played by each seat
    playing = False
    current = len(rnd.tricks)  # the trick on the table (marked)

    def close_trick() -> None:
        nonlocal trick_no, in_trick
        if trick_no < len(rnd.tricks) and in_trick == len(rnd.tricks[trick_no][0]):
            plays, winner = rnd.tricks[trick_no]
            if len(plays) == 1 and plays[0][1].cards == 1 << DOG:
                # (the Dog's trick is its player's; the lead goes to the partner, or the
                # next seat still in: T18)
                words = personal(name(dog_leader(rnd, trick_no)), tr("The Dog: {name} leads"),
                                 tr("The Dog: you lead"))
            else:
                words = personal(name(winner), tr("{name} takes the trick"),
                                 tr("You take the trick"))
            out.append(LogLine(words, "trick"))
            trick_no += 1
            in_trick = 0

    for a in rnd.history:
        k, seat = a.kind, a.seat
        if k == "grand" and a.data:
            out.append(LogLine(personal(name(seat), tr("{name} calls Grand Tichu!"),
                                        tr("You call Grand Tichu!"))))
        elif k == "tichu":
            out.append(LogLine(personal(name(seat), tr("{name} calls Tichu!"),
                                        tr("You call Tichu!"))))
        elif k == "give" and seat == me:
            if not any(ln.words == tr("The exchange") for ln in out):
                out.append(LogLine(tr("The exchange"), "heading"))
            card, to = a.data
            out.append(LogLine.of(said(tr("You give {card} to {name}"), card=card_chip(card),
                                       name=named(name(to)))))
        elif k == "play":
            if not playing:
                playing = True
                for giver, gave in enumerate(rnd.gives):
                    if me in gave and giver != me:
                        out.append(LogLine.of(said(tr("{name} gives you {card}"),
                                                   name=name(giver), card=card_chip(gave[me]))))
                out.append(LogLine(tr("The play"), "heading"))
            close_trick()
            play = a.data
            what = combination_words(play)
            cards = play_chips(play)
            if play.kind == BOMB:  # "Gleb: Bomb, four 7s! 7♠ 7♥ 7♦ 7♣"
                parts = (f"{name(seat)}: {what[:1].upper() + what[1:]}! ", *cards)
            elif play.kind == SINGLE or len(cards) == 1:  # "Boris: 7♥", "Vera: the Dog"
                parts = (f"{name(seat)}: ", *cards)
            else:  # "Vera: 8♠ 8♦ pair of 8s"
                parts = (f"{name(seat)}: ", *cards, Aside(f" {what}"))
            out.append(LogLine.of(parts, current=trick_no == current))
            in_trick += 1
            played[seat] += count(play.cards)
            if played[seat] == 14 and seat in rnd.out:
                out.append(LogLine(personal(name(seat), tr("{name} is out: {place}"),
                                            tr("You are out: {place}"),
                                            place=place_word(rnd.out.index(seat) + 1)),
                                   current=trick_no == current))
        elif k == "pass":
            out.append(LogLine(personal(name(seat), tr("{name} passes"), tr("You pass")),
                               current=trick_no == current))
        elif k == "wish":
            if a.data:  # the rank wished for as a card with no suit
                words = personal(as_is(name(seat)), tr("{name} wishes for a {rank}"),
                                 tr("You wish for a {rank}"), rank="{rank}")
                parts = said(words, rank=CardChip(rank_word(a.data)))
            else:
                parts = (personal(name(seat), tr("{name} wishes for nothing"),
                                  tr("You wish for nothing")),)
            out.append(LogLine.of(parts, current=trick_no == current))
        elif k == "gift":
            close_trick()
            out.append(LogLine(gift_words(name(seat), name(a.data)), "trick"))
    close_trick()
    return out


__all__ = ["log_lines"]


def dog_leader(rnd, k: int) -> int:
    """Who led after the Dog played as trick `k` (T18): the one who led the next trick,
    or leads now."""
    if k + 1 < len(rnd.tricks):
        return rnd.tricks[k + 1][0][0][0]
    if rnd.trick:
        return rnd.trick[0][0]
    if rnd.to_act >= 0:
        return rnd.to_act
    seat = rnd.tricks[k][1]
    return (seat + 2) % 4  # (the round ended on the Dog: its partner's lead, not taken)

