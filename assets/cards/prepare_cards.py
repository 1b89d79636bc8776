#!/usr/bin/env python3
"""Prepare the card SVGs in this folder for pygame (nanosvg).

Source: Adrian Kennard's CC0 playing cards (https://www.me.uk/cards/), as
shipped in the npm package @heruka_urgyen/react-playing-cards 0.5.0
(folder package/src/images/).  Get the source with:

    npm pack @heruka_urgyen/react-playing-cards@0.5.0
    tar xzf heruka_urgyen-react-playing-cards-0.5.0.tgz
    python3 prepare_cards.py package/src/images  .

nanosvg (used by SDL_image / pygame.image.load_sized_svg) ignores <symbol>,
<use> and <pattern>, so the original files render as blank white cards.
This script rewrites each needed face into plain <g>/<path>/<rect> elements:

* every <use> of a <symbol> becomes a <g transform=...> holding a copy of the
  symbol's children, with the viewBox/preserveAspectRatio mapping worked
  out into the transform (recursively, symbols may use other symbols);
* every <use> of a plain element (e.g. a <rect> in <defs>) becomes a <g>
  with the use's presentation attributes and a copy of the element;
* <defs>/<symbol> are dropped; ids are removed;
* the back's <pattern> fill (a diamond lattice) is expanded into one path of
  explicit diamonds, cells whose diamond would stick out of the rounded inner
  frame are left out (nanosvg has no clipping); the lattice is drawn in dark
  blue instead of black.

Only the standard library is used.  Output names: 2S.svg 3S.svg ... 9S.svg
10S.svg JS.svg QS.svg KS.svg AS.svg, the same for suits C D H (52 faces, the
source names the ten "T"), and back.svg.  The four Tichu special cards (MJ,
DOG, PH, DR) are own work, made by make_tichu_cards.py.
"""
import copy
import math
import os
import re
import sys
import xml.etree.ElementTree as ET

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
ET.register_namespace("", SVG)
CREDIT = (" Adrian Kennard's playing cards, https://www.me.uk/cards/ (CC0 1.0); "
          "rewritten for nanosvg by prepare_cards.py ")

# source rank letter -> output rank; the package names the ten "T"
RANKS = {"2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8",
         "9": "9", "J": "J", "Q": "Q", "K": "K", "T": "10", "A": "A"}
SUITS = "SCDH"
BACK_COLOUR = "#1c3f94"

USE_ONLY = {"x", "y", "width", "height", "transform", "href",
            "{%s}href" % XLINK}


def tag(el):
    return el.tag.split("}")[-1]


def num(v, default=0.0):
    if v is None:
        return default
    return float(v)


def fmt(v):
    s = ("%.6f" % v).rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def symbol_transform(use, sym, vp_w, vp_h):
    x, y = num(use.get("x")), num(use.get("y"))
    w = use.get("width")
    h = use.get("height")
    w = vp_w if w is None or w.endswith("%") else float(w)
    h = vp_h if h is None or h.endswith("%") else float(h)
    vb = sym.get("viewBox")
    if not vb:
        return "translate(%s %s)" % (fmt(x), fmt(y))
    vx, vy, vw, vh = [float(t) for t in re.split(r"[\s,]+", vb.strip())]
    par = (sym.get("preserveAspectRatio") or "xMidYMid meet").split()
    align = par[0]
    sx, sy = w / vw, h / vh
    if align == "none":
        return "translate(%s %s) scale(%s %s) translate(%s %s)" % (
            fmt(x), fmt(y), fmt(sx), fmt(sy), fmt(-vx), fmt(-vy))
    slice_ = len(par) > 1 and par[1] == "slice"
    s = max(sx, sy) if slice_ else min(sx, sy)
    ax = {"xMin": 0.0, "xMid": 0.5, "xMax": 1.0}[align[:4]] * (w - vw * s)
    ay = {"YMin": 0.0, "YMid": 0.5, "YMax": 1.0}[align[4:]] * (h - vh * s)
    return "translate(%s %s) scale(%s) translate(%s %s)" % (
        fmt(x + ax), fmt(y + ay), fmt(s), fmt(-vx), fmt(-vy))


def expand(el, ids, vp_w, vp_h):
    """Return a list of nanosvg-friendly elements replacing el."""
    t = tag(el)
    if t in ("defs", "symbol", "title", "desc", "metadata"):
        return []
    if t == "use":
        href = el.get("{%s}href" % XLINK) or el.get("href")
        target = ids[href.lstrip("#")]
        g = ET.Element("{%s}g" % SVG)
        for k, v in el.attrib.items():
            if k not in USE_ONLY:
                g.set(k, v)
        parts = []
        if el.get("transform"):
            parts.append(el.get("transform"))
        if tag(target) == "symbol":
            parts.append(symbol_transform(el, target, vp_w, vp_h))
            kids = list(target)
        else:
            x, y = num(el.get("x")), num(el.get("y"))
            if x or y:
                parts.append("translate(%s %s)" % (fmt(x), fmt(y)))
            kids = [target]
        if parts:
            g.set("transform", " ".join(parts))
        for k in kids:
            g.extend(expand(k, ids, vp_w, vp_h))
        return [g]
    new = ET.Element(el.tag, {k: v for k, v in el.attrib.items() if k != "id"})
    new.text = el.text
    for k in el:
        new.extend(expand(k, ids, vp_w, vp_h))
    return [new]


def convert(src, dst):
    tree = ET.parse(src)
    root = tree.getroot()
    ids = {e.get("id"): e for e in root.iter() if e.get("id")}
    vx, vy, vw, vh = [float(t) for t in root.get("viewBox").split()]
    out = ET.Element("{%s}svg" % SVG, {
        "viewBox": root.get("viewBox"),
        "width": fmt(vw), "height": fmt(vh),
        "preserveAspectRatio": "none",
    })
    out.append(ET.Comment(CREDIT))
    for child in root:
        out.extend(expand(child, ids, vw, vh))
    ET.ElementTree(out).write(dst, encoding="utf-8", xml_declaration=True)


def inside_rounded(px, py, x, y, w, h, r):
    cx = min(max(px, x + r), x + w - r)
    cy = min(max(py, y + r), y + h - r)
    return (px - cx) ** 2 + (py - cy) ** 2 <= r * r + 1e-9


def convert_back(src, dst):
    tree = ET.parse(src)
    root = tree.getroot()
    pat = next(e for e in root.iter() if tag(e) == "pattern")
    pw, ph = float(pat.get("width")), float(pat.get("height"))
    out = ET.Element("{%s}svg" % SVG, {
        "viewBox": root.get("viewBox"),
        "width": fmt(float(root.get("viewBox").split()[2])),
        "height": fmt(float(root.get("viewBox").split()[3])),
        "preserveAspectRatio": "none",
    })
    out.append(ET.Comment(CREDIT))
    for el in root:
        if tag(el) in ("defs",):
            continue
        fill = el.get("fill", "")
        if not fill.startswith("url("):
            out.extend(expand(el, {}, 0, 0))
            continue
        # expand the pattern-filled rounded rect: one diamond per cell
        x, y = float(el.get("x")), float(el.get("y"))
        w, h = float(el.get("width")), float(el.get("height"))
        r = float(el.get("rx", 0))
        d = []
        # pattern origin is user-space 0,0 (patternUnits=userSpaceOnUse)
        i0, i1 = math.floor(x / pw), math.ceil((x + w) / pw)
        j0, j1 = math.floor(y / ph), math.ceil((y + h) / ph)
        for j in range(j0, j1):
            for i in range(i0, i1):
                cx, cy = i * pw + pw / 2, j * ph + ph / 2
                pts = [(cx, cy - ph / 2), (cx + pw / 2, cy),
                       (cx, cy + ph / 2), (cx - pw / 2, cy)]
                if all(inside_rounded(px, py, x, y, w, h, r) for px, py in pts):
                    d.append("M%s %sl%s %sl%s %sl%s %sz" % (
                        fmt(pts[0][0]), fmt(pts[0][1]), fmt(pw / 2), fmt(ph / 2),
                        fmt(-pw / 2), fmt(ph / 2), fmt(-pw / 2), fmt(-ph / 2)))
        ET.SubElement(out, "{%s}path" % SVG, {"d": "".join(d), "fill": BACK_COLOUR})
        ET.SubElement(out, "{%s}rect" % SVG, {
            "x": fmt(x), "y": fmt(y), "width": fmt(w), "height": fmt(h),
            "rx": fmt(r), "ry": fmt(r), "fill": "none",
            "stroke": BACK_COLOUR, "stroke-width": "1.5"})
    ET.ElementTree(out).write(dst, encoding="utf-8", xml_declaration=True)


def main():
    """prepare_cards.py SRC [DST [DECK]]: DECK is the package's "2color" (the default,
    written with the back) or "4color" (the four-colour faces, for cards/4color/)."""
    src, dst = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "."
    name = sys.argv[3] if len(sys.argv) > 3 else "2color"
    deck = os.path.join(src, name)
    for r_src, r_dst in RANKS.items():
        for s in SUITS:
            convert(os.path.join(deck, r_src + s + ".svg"),
                    os.path.join(dst, r_dst + s + ".svg"))
    if name == "2color":
        convert_back(os.path.join(src, "back.svg"), os.path.join(dst, "back.svg"))


if __name__ == "__main__":
    main()
