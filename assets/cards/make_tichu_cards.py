#!/usr/bin/env python3
"""Draw Tichu's four special cards as SVG: MJ.svg, DOG.svg, PH.svg, DR.svg.

Own work, released under CC0 1.0 (see LICENSE in this folder).  Run it in this
folder (or pass the output folder):

    python3 make_tichu_cards.py [OUT_DIR]

It uses only the standard library and has no randomness, so it writes
byte-identical files again.

The cards match the other faces here (prepare_cards.py): viewBox
"-120 -168 240 336", 240 x 336, preserveAspectRatio "none", a white card with
rounded corners and a thin black edge.  Only what nanosvg (pygame's SVG
renderer) draws is used: <path>, <rect>, <circle>, <ellipse>, <g transform>
and solid fills and strokes; no text, <use>, <symbol>, <pattern>, clipping or
filters.

Each card has
* a corner index, top left and (turned) bottom right, made to be read at
  60 x 84 px: the Mah Jong a bold black "1" over a green "one of circles",
  the Dog a blue paw, the Phoenix an orange "P" over a green feather, the
  Dragon a red "D" over a gold pearl;
* a picture in a panel where the court cards have their frame, filled with
  the card's own colour, so that the strip left showing in a fan (index and
  the panel's edge) is enough to tell the cards apart: Mah Jong green,
  Dog slate blue, Phoenix orange, Dragon crimson.
"""
import math
import os
import sys

LICENCE = (" Tichu %s card: own work for this game, drawn by make_tichu_cards.py. "
           "Released under CC0 1.0 Universal (public domain dedication), "
           "https://creativecommons.org/publicdomain/zero/1.0/ ")

# the court cards' frame in the other faces
PX, PY, PW, PH = -82.4, -130.4, 164.8, 260.8


# --------------------------------------------------------------------------
# small helpers

def f(v):
    s = ("%.2f" % v).rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def attrs(a):
    out = []
    for k, v in a.items():
        k = k.rstrip("_").replace("_", "-")
        out.append('%s="%s"' % (k, f(v) if isinstance(v, (int, float)) else v))
    return " ".join(out)


def el(tag, **a):
    return "<%s %s/>" % (tag, attrs(a))


def path(d, **a):
    return el("path", d=d, **a)


def group(items, **a):
    return "<g %s>%s</g>" % (attrs(a), "".join(items))


def pts(points, close=True):
    d = "M" + " L".join("%s %s" % (f(x), f(y)) for x, y in points)
    return d + ("Z" if close else "")


def mirror(items):
    """items and their mirror image in x = 0."""
    return list(items) + [group(items, transform="scale(-1 1)")]


def catmull(points, steps=16):
    """A smooth curve through points (Catmull-Rom), as a list of points."""
    p = [points[0]] + list(points) + [points[-1]]
    out = []
    for i in range(1, len(p) - 2):
        p0, p1, p2, p3 = p[i - 1], p[i], p[i + 1], p[i + 2]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(
                0.5 * (2 * p1[k] + (-p0[k] + p2[k]) * t
                       + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                       + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3)
                for k in range(2)))
    out.append(points[-1])
    return out


def normals(line):
    """Unit tangent and left normal at each point of a polyline."""
    res = []
    for i in range(len(line)):
        a = line[max(i - 1, 0)]
        b = line[min(i + 1, len(line) - 1)]
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy) or 1.0
        res.append(((dx / n, dy / n), (-dy / n, dx / n)))
    return res


def offset(line, dist):
    """line moved sideways by dist(i) along its normal."""
    out = []
    for i, ((x, y), (_, nrm)) in enumerate(zip(line, normals(line))):
        d = dist(i)
        out.append((x + nrm[0] * d, y + nrm[1] * d))
    return out


def feather(x0, y0, angle, length, width, bulge=0.55):
    """A leaf-shaped feather from (x0, y0) pointing at angle (degrees)."""
    a = math.radians(angle)
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    tx, ty = x0 + ux * length, y0 + uy * length
    mx, my = x0 + ux * length * bulge, y0 + uy * length * bulge
    w = width
    return "M%s %sQ%s %s %s %sQ%s %s %s %sZ" % (
        f(x0), f(y0), f(mx + nx * w), f(my + ny * w), f(tx), f(ty),
        f(mx - nx * w), f(my - ny * w), f(x0), f(y0))


# --------------------------------------------------------------------------
# the card

def card(word, panel, index, picture):
    body = [
        "<!--%s-->" % (LICENCE % word),
        el("rect", width=239, height=335, x=-119.5, y=-167.5, rx=12, ry=12,
           fill="white", stroke="black"),
        el("rect", x=PX, y=PY, width=PW, height=PH, fill=panel[0],
           stroke=panel[1], stroke_width=1.2),
    ]
    body += picture
    body.append(group(index))
    body.append(group(index, transform="rotate(180)"))
    return ("<?xml version='1.0' encoding='utf-8'?>\n"
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-120 -168 240 336" '
            'width="240" height="336" preserveAspectRatio="none">'
            + "".join(body) + "</svg>\n")


# The index: a glyph in the box x -113..-87, y -158..-120 and a small pip
# centred at (-100, -104).
IX, IY = -100.0, -104.0


# --------------------------------------------------------------------------
# Mah Jong: black "1", a sparrow on an ivory Mah Jong tile, green

MJ_GREEN = "#17633a"
MJ_DARK = "#0c3a21"
MJ_JADE = "#2e9a5c"
IVORY = "#f8f2de"


def mahjong():
    index = [
        path("M-101.6 -158H-95.4V-125.6H-89V-119.4H-109V-125.6H-101.6V-149.2"
             "L-106.8 -144.8L-110.4 -149.6Z", fill="black"),
        el("circle", cx=IX, cy=IY, r=7.6, fill=MJ_JADE, stroke=MJ_DARK,
           stroke_width=1.4),
        el("circle", cx=IX, cy=IY, r=4.2, fill="white"),
        el("circle", cx=IX, cy=IY, r=2.2, fill="#c8231e"),
    ]
    pic = []
    # the tile: its green back, showing below and to the right, then the face
    tw, th, r = 124, 170, 13
    top = -th / 2 - 8
    pic.append(el("rect", x=-tw / 2, y=top, width=tw, height=th + 18,
                  rx=r, ry=r, fill=MJ_JADE, stroke=MJ_DARK, stroke_width=1.6))
    pic.append(el("rect", x=-tw / 2 + 0.8, y=top, width=tw - 1.6, height=th + 7,
                  rx=r, ry=r, fill="#e6dbb8"))
    pic.append(el("rect", x=-tw / 2, y=top, width=tw, height=th,
                  rx=r, ry=r, fill=IVORY, stroke=MJ_DARK, stroke_width=1.6))
    pic.append(el("rect", x=-tw / 2 + 7, y=top + 7, width=tw - 14,
                  height=th - 14, rx=7, ry=7, fill="none", stroke="#d6c9a0",
                  stroke_width=1.2))
    # the sparrow (the "one of bamboo" bird), facing left, on a twig
    g = []
    dark = "#0e4a2a"
    green = "#23894d"
    light = "#6cc08a"
    red = "#c8231e"
    # twig
    g.append(path("M-40 40Q0 30 42 44", fill="none", stroke="#7a5a2a",
                  stroke_width=4, stroke_linecap="round"))
    g.append(path("M10 35Q18 22 30 20", fill="none", stroke="#7a5a2a",
                  stroke_width=2.5, stroke_linecap="round"))
    g.append(el("ellipse", cx=31, cy=18, rx=6, ry=3.2, fill=green,
                transform="rotate(-25 31 18)"))
    # tail
    for ang, ln, col in ((-52, 36, dark), (-38, 38, green), (-24, 34, dark)):
        g.append(path(feather(16, 8, ang, ln, 6, 0.6), fill=col, stroke=dark,
                      stroke_width=1.2))
    # body
    g.append(path("M-22 -6C-30 14 -14 36 8 34C24 32 30 16 22 2"
                  "C14 -12 -14 -24 -22 -6Z", fill=green, stroke=dark,
                  stroke_width=1.8))
    # breast
    g.append(path("M-22 -2C-26 14 -12 30 4 30C-6 22 -12 10 -12 -4Z",
                  fill=light))
    # wing
    g.append(path("M-6 0C4 -8 22 -4 28 8C22 20 8 26 -2 22C4 16 2 8 -6 0Z",
                  fill=dark))
    g.append(path("M2 8Q14 6 22 12M0 14Q10 14 18 18", fill="none",
                  stroke=light, stroke_width=1.4, stroke_linecap="round"))
    # head
    g.append(el("circle", cx=-22, cy=-16, r=14, fill=green, stroke=dark,
                stroke_width=1.8))
    g.append(path("M-35 -20L-48 -13L-35 -11Z", fill=red, stroke="#7a1010",
                  stroke_width=1, stroke_linejoin="round"))
    g.append(el("circle", cx=-25, cy=-20, r=4.2, fill="white"))
    g.append(el("circle", cx=-26, cy=-20, r=2.4, fill="black"))
    # legs
    g.append(path("M-4 32L-6 41M6 32L8 41", fill="none", stroke="#7a5a2a",
                  stroke_width=2, stroke_linecap="round"))
    pic.append(group(g, transform="translate(-5 -14) scale(1.3)"))
    return card("Mah Jong", (MJ_GREEN, MJ_DARK), index, pic)


# --------------------------------------------------------------------------
# Dog: blue paw, a dog's head, slate blue

DOG_BLUE = "#3d6493"
DOG_DARK = "#1f3554"
DOG_INDEX = "#2f5688"


def dog():
    index = [
        el("ellipse", cx=-100, cy=-127, rx=9.6, ry=8.4, fill=DOG_INDEX),
        el("ellipse", cx=-111.2, cy=-140.5, rx=3.6, ry=4.8, fill=DOG_INDEX,
           transform="rotate(-25 -111.2 -140.5)"),
        el("ellipse", cx=-104.2, cy=-149.5, rx=3.8, ry=5.2, fill=DOG_INDEX,
           transform="rotate(-8 -104.2 -149.5)"),
        el("ellipse", cx=-95.8, cy=-149.5, rx=3.8, ry=5.2, fill=DOG_INDEX,
           transform="rotate(8 -95.8 -149.5)"),
        el("ellipse", cx=-88.8, cy=-140.5, rx=3.6, ry=4.8, fill=DOG_INDEX,
           transform="rotate(25 -88.8 -140.5)"),
        # a small bone under it, in grey
        path("M-106 -104H-94", fill="none", stroke="#8a9099", stroke_width=3.6),
        el("circle", cx=-107, cy=-106.2, r=2.6, fill="#8a9099"),
        el("circle", cx=-107, cy=-101.8, r=2.6, fill="#8a9099"),
        el("circle", cx=-93, cy=-106.2, r=2.6, fill="#8a9099"),
        el("circle", cx=-93, cy=-101.8, r=2.6, fill="#8a9099"),
    ]
    outline = "#1e2a38"
    fur = "#e4e7eb"
    ear = "#6f7883"
    shade = "#c3c9d1"
    pic = []
    # chest and collar
    pic.append(path("M-62 130.4C-62 84 -40 58 0 58C40 58 62 84 62 130.4Z",
                    fill=fur, stroke=outline, stroke_width=1.6))
    pic.append(path("M-30 96Q0 110 30 96", fill="none", stroke=shade,
                    stroke_width=2, stroke_linecap="round"))
    # ears (behind the head)
    half = [
        path("M-30 -62C-52 -66 -66 -44 -66 -14C-66 10 -58 30 -46 34"
             "C-36 36 -32 20 -32 4Z", fill=ear, stroke=outline,
             stroke_width=1.6, stroke_linejoin="round"),
    ]
    pic += mirror(half)
    # head
    pic.append(path("M0 -74C-22 -74 -40 -62 -42 -36C-44 -14 -36 8 -26 28"
                    "C-18 44 -8 52 0 52C8 52 18 44 26 28C36 8 44 -14 42 -36"
                    "C40 -62 22 -74 0 -74Z", fill=fur, stroke=outline,
                    stroke_width=1.8))
    # grey patches over the eyes
    pic += mirror([path("M-8 -50C-20 -58 -38 -50 -38 -34C-38 -22 -28 -16 -16 -20"
                        "C-8 -24 -4 -40 -8 -50Z", fill=ear)])
    # muzzle
    pic.append(path("M-24 8C-26 30 -12 46 0 46C12 46 26 30 24 8"
                    "C20 -6 -20 -6 -24 8Z", fill="white", stroke=shade,
                    stroke_width=1.2))
    # eyes
    eye = [el("ellipse", cx=-20, cy=-30, rx=6.4, ry=7, fill="#2a1a10"),
           el("circle", cx=-18, cy=-33, r=2.2, fill="white"),
           path("M-30 -42Q-21 -47 -12 -42", fill="none", stroke=outline,
                stroke_width=1.6, stroke_linecap="round")]
    pic += mirror(eye)
    # nose and mouth
    pic.append(path("M-11 6C-11 -2 11 -2 11 6C11 12 4 16 0 16C-4 16 -11 12 -11 6Z",
                    fill="#141414"))
    pic.append(el("ellipse", cx=-3, cy=3, rx=3, ry=1.6, fill="#6b6b6b"))
    pic.append(path("M0 16V24M0 24Q-8 32 -16 26M0 24Q8 32 16 26", fill="none",
                    stroke=outline, stroke_width=1.8, stroke_linecap="round"))
    # collar with a tag
    pic.append(path("M-40 62Q0 84 40 62L40 72Q0 94 -40 72Z", fill=DOG_DARK,
                    stroke=outline, stroke_width=1.2))
    pic.append(el("circle", cx=0, cy=91, r=7, fill="#c9ced6", stroke=outline,
                  stroke_width=1.4))
    pic.append(el("circle", cx=0, cy=82.5, r=2.2, fill="none", stroke=outline,
                  stroke_width=1.2))
    return card("Dog", (DOG_BLUE, DOG_DARK), index, pic)


# --------------------------------------------------------------------------
# Phoenix: orange "P", a bird with spread wings rising from flames, orange

PH_ORANGE = "#e8771c"
PH_DARK = "#7a2a06"
PH_INDEX = "#e06810"
PH_GREEN = "#17865a"
GOLD = "#ffd23f"
RED = "#c8261c"


def phoenix():
    index = [
        path("M-108.5 -120.5V-156H-100.5A9.2 9.2 0 0 1 -100.5 -137.6H-108.5",
             fill="none", stroke=PH_INDEX, stroke_width=6.2,
             stroke_linejoin="miter"),
        path(feather(IX - 4.5, IY + 10.5, -62, 24, 7.4, 0.6), fill=PH_GREEN),
        path(feather(IX - 2.5, IY + 6.5, -62, 13, 3.6, 0.6), fill=PH_INDEX),
    ]
    out = PH_DARK
    pic = []
    # flames at the foot of the panel
    flame = []
    for x, h, w in ((-64, 40, 18.4), (-40, 56, 24), (-14, 70, 26),
                    (14, 70, 26), (40, 56, 24), (64, 40, 18.4)):
        flame.append(path("M%s 130.4Q%s %s %s %sQ%s %s %s 130.4Z" % (
            f(x - w), f(x - w), f(130.4 - h * 0.6), f(x + w * 0.15),
            f(130.4 - h), f(x + w * 0.4), f(130.4 - h * 0.4), f(x + w)),
            fill=RED))
    for x, h, w in ((-52, 26, 14), (-27, 38, 16), (0, 46, 16), (27, 38, 16),
                    (52, 26, 14)):
        flame.append(path("M%s 130.4Q%s %s %s %sQ%s %s %s 130.4Z" % (
            f(x - w), f(x - w), f(130.4 - h * 0.6), f(x + w * 0.15),
            f(130.4 - h), f(x + w * 0.4), f(130.4 - h * 0.4), f(x + w)),
            fill=GOLD))
    pic += flame
    # tail: long feathers fanning downwards, with green eyes
    tail = []
    for ang, ln in ((62, 100), (76, 106), (90, 108), (104, 106), (118, 100)):
        a = math.radians(ang)
        x0, y0 = 0, 18
        tail.append(path(feather(x0, y0, ang, ln, 7, 0.7), fill=GOLD,
                         stroke=out, stroke_width=1.2))
        ex, ey = x0 + math.cos(a) * (ln - 15), y0 + math.sin(a) * (ln - 15)
        tail.append(el("ellipse", cx=ex, cy=ey, rx=9, ry=6.2, fill=PH_GREEN,
                       stroke=out, stroke_width=1.2,
                       transform="rotate(%s %s %s)" % (f(ang), f(ex), f(ey))))
        tail.append(el("circle", cx=ex, cy=ey, r=2.8, fill="#0b3d2a"))
    pic += tail
    # wings: raised and spread; long red primaries, gold coverts, green tips
    wing = []
    for i in range(7):
        ang = -100 + i * 14
        ln = 92 - i * 6
        wing.append(path(feather(10, -18, ang + 0, ln, 9, 0.6), fill=RED,
                         stroke=out, stroke_width=1.2))
    for i in range(6):
        ang = -92 + i * 14
        ln = 66 - i * 5
        wing.append(path(feather(10, -16, ang, ln, 9, 0.55), fill=GOLD,
                         stroke=out, stroke_width=1.2))
    for i in range(5):
        ang = -84 + i * 14
        ln = 40 - i * 3
        wing.append(path(feather(10, -14, ang, ln, 8, 0.5), fill=PH_GREEN,
                         stroke=out, stroke_width=1.1))
    # the wings open from the shoulders: turn them outwards
    wing = [group(wing, transform="rotate(38 10 -18)")]
    pic += mirror(wing)
    # body and neck
    pic.append(path("M0 -58C-10 -58 -12 -40 -12 -24C-14 0 -8 22 0 30"
                    "C8 22 14 0 12 -24C12 -40 10 -58 0 -58Z", fill=GOLD,
                    stroke=out, stroke_width=1.4))
    pic.append(path("M-6 -20Q0 -14 6 -20M-7 -8Q0 -2 7 -8M-6 4Q0 10 6 4",
                    fill="none", stroke="#e0861c", stroke_width=1.6,
                    stroke_linecap="round"))
    # crest
    for ang, ln in ((-130, 26), (-112, 30), (-94, 26)):
        a = math.radians(ang)
        tx, ty = 2 + math.cos(a) * ln, -68 + math.sin(a) * ln
        pic.append(path("M2 -68Q%s %s %s %s" % (
            f(2 + math.cos(a + 0.3) * ln * 0.6), f(-68 + math.sin(a + 0.3) * ln * 0.6),
            f(tx), f(ty)), fill="none", stroke=out, stroke_width=1.6,
            stroke_linecap="round"))
        pic.append(el("circle", cx=tx, cy=ty, r=3.4, fill=RED, stroke=out,
                      stroke_width=1))
    # head, turned to the left, with beak and wattle
    pic.append(path("M-9 -66L-24 -62L-10 -57Z", fill="#f2a51f", stroke=out,
                    stroke_width=1.2, stroke_linejoin="round"))
    pic.append(path("M-8 -58Q-10 -46 -3 -46Q0 -52 -2 -58Z", fill=RED))
    pic.append(el("circle", cx=0, cy=-66, r=11, fill=GOLD, stroke=out,
                  stroke_width=1.4))
    pic.append(el("circle", cx=-3.5, cy=-68, r=3, fill=out))
    pic.append(el("circle", cx=-4.2, cy=-68.8, r=1, fill="white"))
    return card("Phoenix", (PH_ORANGE, PH_DARK), index, pic)


# --------------------------------------------------------------------------
# Dragon: red "D", a golden dragon with a flaming pearl, crimson

DR_RED = "#a3141b"
DR_DARK = "#4a0709"
DR_INDEX = "#b3141b"
DR_GOLD = "#f3c13a"
DR_BELLY = "#fbe6a2"
DR_SPINE = "#f07a22"


def dragon():
    index = [
        path("M-108.5 -156V-120.5H-104C-94 -120.5 -88.5 -127 -88.5 -138.2"
             "C-88.5 -149.5 -94 -156 -104 -156Z", fill="none",
             stroke=DR_INDEX, stroke_width=6.2, stroke_linejoin="miter"),
        el("circle", cx=IX, cy=IY, r=7, fill=DR_GOLD, stroke=DR_INDEX,
           stroke_width=2),
        el("circle", cx=IX - 2.2, cy=IY - 2.2, r=2, fill="white"),
    ]
    out = DR_DARK
    pic = []
    # the body: an S from the neck (top right) to the tail (bottom)
    centre = catmull([(18, -56), (46, -30), (40, 4), (-10, 18), (-46, 44),
                      (-40, 84), (4, 98), (44, 100), (62, 118)], 14)
    n = len(centre)

    def width(i):
        t = i / (n - 1)
        if t < 0.2:
            return 22 + 8 * t / 0.2
        return max(1.5, 30 * (1 - (t - 0.2) / 0.8) ** 0.9)

    left = offset(centre, lambda i: width(i) / 2)
    right = offset(centre, lambda i: -width(i) / 2)
    # spines along the back (left side)
    nm = normals(centre)
    spikes = []
    for i in range(23, n - 12, 4):
        (tx, ty), (nx, ny) = nm[i]
        w = width(i)
        h = 5 + w * 0.45
        bx, by = left[i]
        a = (bx - tx * 4, by - ty * 4)
        b = (bx + tx * 5, by + ty * 5)
        c = (bx + nx * h + tx * 8, by + ny * h + ty * 8)
        spikes.append(path(pts([a, c, b]), fill=DR_SPINE, stroke=out,
                           stroke_width=1.1, stroke_linejoin="round"))
    pic += spikes
    # legs with three claws
    def leg(i):
        # local x runs towards the tail, local y away from the belly
        (tx, ty), (nx, ny) = nm[i]
        x, y = right[i]
        claws = "M2 18L-3 25M7 18.5L5 27M12 17L14 24"
        g = [path(claws, fill="none", stroke=out, stroke_width=3.6,
                  stroke_linecap="round"),
             path(claws, fill="none", stroke="#fff3d0", stroke_width=1.8,
                  stroke_linecap="round"),
             path("M-7 -4C-8 6 -4 14 2 18L12 17C8 12 7 6 7 -4Z", fill=DR_GOLD,
                  stroke=out, stroke_width=1.2, stroke_linejoin="round")]
        return group(g, transform="matrix(%s %s %s %s %s %s)" % (
            f(tx), f(ty), f(-nx), f(-ny), f(x), f(y)))
    pic.append(leg(int(n * 0.3)))
    pic.append(leg(int(n * 0.62)))
    body = pts(left + right[::-1])
    pic.append(path(body, fill=DR_GOLD, stroke=out, stroke_width=1.6,
                    stroke_linejoin="round"))
    # the belly: a pale band along the right side, with cross lines
    inner = offset(centre, lambda i: -width(i) * 0.12)
    pic.append(path(pts(inner[:-4] + right[:-4][::-1]), fill=DR_BELLY))
    lines = []
    for i in range(2, n - 6, 2):
        lines.append("M%s %sL%s %s" % (f(inner[i][0]), f(inner[i][1]),
                                       f(right[i][0]), f(right[i][1])))
    pic.append(path("".join(lines), fill="none", stroke="#d49a2a",
                    stroke_width=1))
    pic.append(path(body, fill="none", stroke=out, stroke_width=1.6,
                    stroke_linejoin="round"))
    # scales: small arcs along the back half
    arcs = []
    mid = offset(centre, lambda i: width(i) * 0.22)
    for i in range(3, n - 10, 3):
        (tx, ty), (nx, ny) = nm[i]
        x, y = mid[i]
        r = width(i) * 0.16
        arcs.append("M%s %sQ%s %s %s %s" % (
            f(x + nx * r), f(y + ny * r), f(x + tx * r * 1.6), f(y + ty * r * 1.6),
            f(x - nx * r), f(y - ny * r)))
    pic.append(path("".join(arcs), fill="none", stroke="#c7871c",
                    stroke_width=1.2, stroke_linecap="round"))
    # the flaming pearl
    pearl = [
        path("M0 -26Q4 -16 8 -10Q11 -16 12 -21Q19 -6 15 6Q11 17 0 17"
             "Q-11 17 -15 6Q-19 -6 -12 -21Q-11 -16 -8 -10Q-4 -16 0 -26Z",
             fill=DR_SPINE, stroke=out, stroke_width=1),
        el("circle", cx=0, cy=2, r=10, fill="#fff6d6", stroke=out,
           stroke_width=1.2),
        el("circle", cx=-3, cy=-1, r=3, fill="white"),
    ]
    pic.append(group(pearl, transform="translate(-53 -3)"))
    # the head, facing left, at the top of the neck
    head = []
    # mane behind the head
    head.append(path("M2 -18L14 -26L12 -14L26 -18L18 -6L30 -2L18 4L26 14"
                     "L12 12L12 22L0 10Z", fill=DR_SPINE, stroke=out,
                     stroke_width=1.1, stroke_linejoin="round"))
    # horns
    head.append(path("M-8 -16C-4 -30 8 -38 22 -40C12 -34 4 -26 2 -14Z",
                     fill="#e9d8a8", stroke=out, stroke_width=1.1,
                     stroke_linejoin="round"))
    head.append(path("M-14 -16C-14 -28 -6 -38 4 -44C-2 -36 -6 -26 -6 -15Z",
                     fill="#e9d8a8", stroke=out, stroke_width=1.1,
                     stroke_linejoin="round"))
    # lower jaw, open
    head.append(path("M-8 6L-46 14L-50 20L-44 22L-6 16Z", fill=DR_GOLD,
                     stroke=out, stroke_width=1.3, stroke_linejoin="round"))
    head.append(path("M-44 14L-20 9", fill="none", stroke="#c8261c",
                     stroke_width=2.6, stroke_linecap="round"))
    # skull and upper jaw
    head.append(path("M4 -14C-4 -20 -14 -22 -22 -16L-30 -12L-44 -12L-52 -15"
                     "L-58 -10L-58 -4L-50 0L-24 2L-10 8L6 8Z", fill=DR_GOLD,
                     stroke=out, stroke_width=1.3, stroke_linejoin="round"))
    # teeth
    head.append(path("M-48 0L-46 5L-43 0.4ZM-38 0.8L-36 5.5L-34 1.2Z"
                     "M-42 12.8L-40 8.5L-38 12.2Z", fill="white", stroke=out,
                     stroke_width=0.6))
    # eye, brow, nostril
    head.append(path("M-30 -11Q-22 -17 -14 -11", fill="none", stroke=out,
                     stroke_width=2.2, stroke_linecap="round"))
    head.append(el("ellipse", cx=-22, cy=-7, rx=5, ry=3.4, fill="white",
                   stroke=out, stroke_width=1))
    head.append(el("circle", cx=-21, cy=-7, r=2, fill=out))
    head.append(path("M-54 -9Q-51 -12 -49 -8", fill="none", stroke=out,
                     stroke_width=1.4, stroke_linecap="round"))
    # whiskers
    head.append(path("M-52 -2C-64 4 -70 18 -60 26C-54 30 -50 24 -54 20",
                     fill="none", stroke=DR_GOLD, stroke_width=2,
                     stroke_linecap="round"))
    head.append(path("M-46 -12C-56 -24 -72 -22 -74 -12", fill="none",
                     stroke=DR_GOLD, stroke_width=2, stroke_linecap="round"))
    # beard
    head.append(path("M-30 20L-34 30L-26 24L-24 34L-18 22Z", fill=DR_SPINE,
                     stroke=out, stroke_width=1, stroke_linejoin="round"))
    pic.append(group(head, transform="translate(14 -64) scale(1.12)"))
    return card("Dragon", (DR_RED, DR_DARK), index, pic)


CARDS = {"MJ": mahjong, "DOG": dog, "PH": phoenix, "DR": dragon}


def main():
    dst = sys.argv[1] if len(sys.argv) > 1 else "."
    for name, make in CARDS.items():
        with open(os.path.join(dst, name + ".svg"), "w", encoding="utf-8",
                  newline="\n") as fh:
            fh.write(make())


if __name__ == "__main__":
    main()
