"""After the bidding: the prikup shown (or dark, R20) and taken; a redeal offer for its
nines (R13); the declarer's two cards, one to each defender (R26), chosen and then passed
together; the raise (R27); rospisat' and spisat' while allowed (R30-R32); a four-nines
redeal offer to a defender (R12)."""
from __future__ import annotations

import pygame

from game.tysiacha.engine import actions as A
from game.tysiacha.engine.cards import card_label
from game.tysiacha.engine.deal import Phase
from game.tysiacha.engine.scoring import golden_deal, rospisat_penalised, rospisat_penalty, \
    rospisat_points

from .. import theme
from ..i18n import named, tr
from ..widgets import Button
from ..scenes.base import Dialog, fit_row
from .bidding import ValuePicker
from .table_scene import TableScene
from .deck import table_art


def confirm(scene, title: str, lines, action: int) -> None:
    """Ask first when `confirm_dialogs` is on (rospisat', spisat', a redeal)."""
    if not scene.app.settings.confirm_dialogs:
        scene.act(action)
        return
    loss = "danger" if action in (A.ROSPISAT, A.SPISAT) else "main"
    scene.app.push(Dialog(scene.app, title, lines,
                          [(tr("Yes"), lambda: scene.act(action), loss),
                           (tr("No"), lambda: None)], escape=lambda: None))


def give_up(scene, action: int) -> None:
    """Rospisat' (R30) or spisat' (R32), asked first when `confirm_dialogs` is on, with
    what it costs at this table: the defenders' points (R31), and for a rospisat' the
    penalty when this one is penalised (R32, R33)."""
    deal, rules = scene.deal, scene.deal.rules
    contract = deal.contract
    double = 2 if golden_deal(rules, deal.standing) else 1  # a golden deal (R47)
    share = rospisat_points(rules, contract) * double
    if action == A.ROSPISAT:
        lines = [tr("You give up the contract of {n}: you score nothing, and each defender "
                    "scores {share}.").format(n=contract, share=share)]
        count = deal.standing.rospisat[deal.declarer] + 1
        if rospisat_penalised(rules, count):
            lines.append(tr("This is your rospisat' number {k} in this game: it costs {p} "
                            "more.").format(p=-rospisat_penalty(rules, contract), k=count))
        confirm(scene, tr("Rospisat'?"), lines, action)
    else:
        confirm(scene, tr("Spisat'?"), [tr(
            "You give up the deal: you lose the contract of {n}, and each defender scores "
            "{share}.").format(n=contract * double, share=share)], action)


class ExchangeScene(TableScene):
    name = "exchange"
    phases = (Phase.PRIKUP, Phase.EXCHANGE, Phase.RAISE, Phase.REDEAL)

    def __init__(self, app, table):
        super().__init__(app, table)
        self.staged: dict[int, int] = {}  # card -> defender it will go to
        self.picker = ValuePicker()
        self.box = pygame.Rect(0, 0, 0, 0)
        self.value_rect = pygame.Rect(0, 0, 0, 0)
        self.title = ""

    # ------------------------------------------------------------ controls
    def controls(self) -> list[Button]:
        legal = self.legal()
        self.title = ""
        if not legal:
            return []
        lay = self.table.layout
        phase = self.deal.phase
        out: list[Button] = []
        if phase in (Phase.PRIKUP, Phase.REDEAL):
            self.title = tr("Two or more nines in the prikup: call a redeal?") \
                if phase is Phase.PRIKUP else tr("You hold four nines: call a redeal?")
            out += [Button(tr("Redeal"), self.redeal, enabled=A.REDEAL in legal),
                    Button(tr("Play on"), lambda: self.act(A.NO_REDEAL), hotkey=pygame.K_RETURN)]
        elif phase is Phase.EXCHANGE:
            defenders = self.defenders_left_to_right()
            self.title = tr("Give one card to {a} and one to {b}").format(
                a=named(self.table.name(defenders[0])), b=named(self.table.name(defenders[1])))
            sel = self.table.selected
            for d in defenders:
                taken = d in self.staged.values()
                out.append(Button(tr("To {name}").format(name=self.table.name(d)),
                                  lambda d=d: self.stage(d), enabled=sel is not None and not taken))
            ready = len(self.staged) == 2
            out.append(Button(tr("Pass cards"), self.pass_cards, enabled=ready,
                              hotkey=pygame.K_RETURN if ready else None, kind="main"))
        elif phase is Phase.RAISE:
            raises = [A.raise_value(a) for a in legal if A.is_raise(a)]
            self.picker.offer(raises)
            n = self.deal.contract
            out.append(Button(tr("Keep {n}").format(n=n), lambda: self.act(A.KEEP),
                              kind="main"))
            if not raises:  # (R17, R27: no meld to go higher, or a forced 100 kept)
                self.title = tr("Keep the contract of {n}: it cannot be raised now").format(n=n)
            else:
                self.title = tr("Keep the contract of {n}, or raise it to {m}").format(
                    n=n, m=raises[0]) if len(raises) == 1 else \
                    tr("Keep the contract of {n}, or raise it").format(n=n)
                minus = Button(f"−{self.session.rules.bid_step}", lambda: self.picker.step(-1))
                plus = Button(f"+{self.session.rules.bid_step}", lambda: self.picker.step(1))
                self.picker.arrows(minus, plus)
                out += [minus, Button("", lambda: None, enabled=False), plus,
                        Button(tr("Raise"), self.raise_)]
        if A.ROSPISAT in legal:
            out.append(Button(tr("Rospisat'"), self.rospisat, kind="danger"))
        if A.SPISAT in legal:
            out.append(Button(tr("Spisat'"), self.spisat, kind="danger"))
        if not out:
            return []
        # in the exchange the chosen cards stand up with a label over each: room for it
        lift = self.label_h() if phase is Phase.EXCHANGE else 0
        title_w = self.app.fonts.get(lay.font, True).size(self.title)[0] + 2 * lay.margin
        self.value_rect = pygame.Rect(0, 0, 0, 0)
        self.box = lay.table_dialog(max(6.4, 1.35 * len(out), title_w / lay.card_w), lift)
        bh, gap = lay.button_h, max(4, lay.margin // 2)
        fit_row(out, self.app.fonts.get(lay.font_small), self.box.centerx,
                self.box.bottom - bh - gap, self.box.width - gap * 4, bh, gap,
                least=self.value_font(pygame.Rect(0, 0, 0, bh)).size("8888")[0])
        for b in out:
            if b.label == "" and not b.enabled:
                self.value_rect = b.rect
        out = [b for b in out if b.label != ""]
        return out

    def label_h(self) -> int:
        """The height of the label over a card chosen for a defender."""
        return self.app.fonts.get(self.table.layout.font_small, True).get_linesize() + 6

    def defenders_left_to_right(self) -> list[int]:
        """The defenders in the order they sit on the screen, so that the buttons giving
        them a card are in the same order."""
        lay = self.table.layout
        return sorted(self.deal.defenders,
                      key=lambda d: lay.plate_rect(self.table.rel(d)).centerx)

    def ask(self) -> str:
        return self.title

    def value_rects(self) -> list[pygame.Rect]:
        if self.deal.phase is Phase.RAISE and self.legal() and self.value_rect.width:
            return [self.value_rect]
        return []

    def stage(self, defender: int) -> None:
        card = self.table.selected
        if card is None or defender in self.staged.values():
            return
        self.staged[card] = defender
        self.table.marked = set(self.staged)
        self.table.selected = None
        self.table.sync()
        self.layout()

    def taken_back(self) -> None:
        super().taken_back()
        self.staged = {}

    def pass_cards(self) -> None:
        if len(self.staged) != 2:
            return
        staged, self.staged = dict(self.staged), {}
        self.table.marked = set()
        for card, defender in staged.items():
            if not self.act(A.give(card, defender)):
                break
        self.layout()

    def raise_(self) -> None:
        if self.picker.ready:
            self.act(A.raise_to(self.picker.value))
        else:
            self.table.warn(tr("{n} is not a raise you can make now").format(n=self.picker.typed))

    def redeal(self) -> None:
        confirm(self, tr("Call a redeal?"), [tr("The deal is void and the same dealer deals again.")],
                A.REDEAL)

    def rospisat(self) -> None:
        give_up(self, A.ROSPISAT)

    def spisat(self) -> None:
        give_up(self, A.SPISAT)

    # ------------------------------------------------------------ the hand
    def card_clicked(self, card: int) -> None:
        if not self.my_turn() or self.deal.phase is not Phase.EXCHANGE:
            return
        t = self.table
        if card in self.staged:
            del self.staged[card]
            t.marked = set(self.staged)
        elif t.selected == card:
            t.selected = None
        else:
            t.selected = card
        t.sync()
        self.layout()

    def handle(self, event: pygame.event.Event) -> bool:
        # a click on a defender's name plate gives the selected card to that defender
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.my_turn()
                and self.deal.phase is Phase.EXCHANGE and self.table.selected is not None):
            for d in self.deal.defenders:
                if self.table.layout.plate_rect(self.table.rel(d)).collidepoint(event.pos):
                    self.stage(d)
                    return True
        return super().handle(event)

    def value_key(self, event: pygame.event.Event) -> bool:
        return self.my_turn() and self.deal.phase is Phase.RAISE and self.picker.key(event)

    # ------------------------------------------------------------ drawing
    def draw_controls(self, surface: pygame.Surface) -> None:
        lay = self.table.layout
        super().draw_controls(surface)
        if self.my_turn() and self.row.buttons:
            if self.deal.phase is Phase.RAISE and self.picker.value is not None:
                self.picker.draw(surface, self.value_rect, self.value_font(self.value_rect))
        # staged cards: lifted, with the name of who gets them; two tags over neighbouring
        # cards are pushed apart so that they never touch
        fs = self.app.fonts.get(lay.font_small, True)
        tags = []
        for card, d in self.staged.items():
            sp = self.table.sprites.get(card)
            if sp is None:
                continue
            r = sp.rect(table_art(self.app))
            label = "→ " + self.table.name(d)
            box = pygame.Rect(0, 0, fs.size(label)[0] + 12, self.label_h() - 2)
            box.midbottom = (r.centerx, r.y - 1)
            tags.append((box, label))
        tags.sort(key=lambda t: t[0].centerx)
        if len(tags) == 2:
            (a, _), (b, _) = tags
            short = a.right + lay.margin // 2 - b.left
            if short > 0:
                a.x -= (short + 1) // 2
                b.x += (short + 1) // 2
        for box, label in tags:
            box.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
            theme.panel(surface, box, colour=(60, 50, 10, 235), radius=6)
            theme.text(surface, fs, label, box.center, theme.GOLD, "center", owner=box)

    def show_hint(self, action: int) -> None:
        if A.is_give(action):
            c, d = A.give_parts(action)
            self.table.warn(tr("Hint: give {card} to {name}").format(
                card=card_label(c), name=named(self.table.name(d))), "hint")
            return
        super().show_hint(action)
