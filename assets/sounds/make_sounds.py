#!/usr/bin/env python3
"""Synthesize the game's sound effects (own work, released under CC0).

Only the Python standard library is used; the random generator has a fixed
seed, so running this script again writes byte-identical files:

    python3 make_sounds.py [output_dir]     # default: this script's folder

Output: 16-bit mono 44100 Hz WAV files
    deal.wav     a card flicked onto the table (very short)
    play.wav     a card played: a soft snap
    trick.wav    the cards of a trick swept together
    shuffle.wav  a riffle shuffle (~0.6 s)
    bid.wav      a soft click/tick
    win.wav      a short pleasant chime (major arpeggio)
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 44100
rng = random.Random(1000)


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def noise(n):
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def biquad(xs, kind, freq, q=0.707):
    """RBJ cookbook biquad: kind in 'lp', 'hp', 'bp'."""
    w0 = 2 * math.pi * freq / RATE
    cw, sw = math.cos(w0), math.sin(w0)
    alpha = sw / (2 * q)
    if kind == "lp":
        b0, b1, b2 = (1 - cw) / 2, 1 - cw, (1 - cw) / 2
    elif kind == "hp":
        b0, b1, b2 = (1 + cw) / 2, -(1 + cw), (1 + cw) / 2
    else:  # band-pass, 0 dB peak gain
        b0, b1, b2 = alpha, 0.0, -alpha
    a0, a1, a2 = 1 + alpha, -2 * cw, 1 - alpha
    b0, b1, b2, a1, a2 = b0 / a0, b1 / a0, b2 / a0, a1 / a0, a2 / a0
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for x in xs:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def env_ad(n, attack, decay):
    """Linear attack (s), exponential decay (time constant, s)."""
    na = max(1, int(attack * RATE))
    out = []
    for i in range(n):
        if i < na:
            out.append(i / na)
        else:
            out.append(math.exp(-(i - na) / (decay * RATE)))
    nt = min(n // 4, int(0.003 * RATE))  # short taper: no click at the end
    for i in range(nt):
        out[n - 1 - i] *= i / nt
    return out


def mul(a, b):
    return [x * y for x, y in zip(a, b)]


def mix_into(dst, src, at, gain=1.0):
    start = int(at * RATE)
    need = start + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, s in enumerate(src):
        dst[start + i] += s * gain


def tone(freq, seconds, decay, amp=1.0, attack=0.002):
    n = int(seconds * RATE)
    e = env_ad(n, attack, decay)
    return [amp * e[i] * math.sin(2 * math.pi * freq * i / RATE) for i in range(n)]


def tap(length, attack, decay, lo, hi, body=None, body_amp=0.0):
    """A filtered noise burst (a card edge hitting something)."""
    n = int(length * RATE)
    x = noise(n)
    x = biquad(x, "hp", lo)
    x = biquad(x, "lp", hi)
    x = mul(x, env_ad(n, attack, decay))
    if body:
        t = tone(body, length, decay * 1.5, body_amp, attack)
        x = [a + b for a, b in zip(x, t)]
    return x


def swish(length, f0, f1, peak_at=0.7, q=0.8):
    """Bandpassed noise whose centre glides f0 -> f1, rising then falling."""
    n = int(length * RATE)
    x = noise(n)
    out = []
    # piecewise filtering: glide in 8 segments to keep it cheap and smooth
    seg = max(1, n // 8)
    for k in range(0, n, seg):
        f = f0 + (f1 - f0) * (k / n)
        out.extend(biquad(x[max(0, k - 64):k + seg], "bp", f, q)[min(k, 64):])
    out = out[:n]
    e = []
    pk = int(peak_at * n)
    for i in range(n):
        if i < pk:
            e.append((i / pk) ** 2)
        else:  # smooth fall to zero at the end (no click)
            e.append(0.5 * (1 + math.cos(math.pi * (i - pk) / max(1, n - pk))))
    return mul(out, e)


def finish(xs, peak=0.7, fade=0.004):
    nf = int(fade * RATE)
    for i in range(min(nf, len(xs))):
        xs[-1 - i] *= i / nf
    m = max(abs(x) for x in xs) or 1.0
    return [x * peak / m for x in xs]


def write(path, xs):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(
            struct.pack("<h", max(-32767, min(32767, int(round(x * 32767)))))
            for x in xs))


def make_deal():
    out = silence(0.11)
    mix_into(out, swish(0.035, 2500, 5000, 0.9), 0.0, 0.35)
    mix_into(out, tap(0.07, 0.0008, 0.012, 700, 7000, 220, 0.25), 0.032)
    return finish(out, 0.6)


def make_play():
    out = silence(0.14)
    mix_into(out, swish(0.03, 1500, 3000, 0.9), 0.0, 0.2)
    mix_into(out, tap(0.11, 0.0006, 0.018, 300, 3500, 140, 0.6), 0.025)
    mix_into(out, tap(0.02, 0.0003, 0.003, 2000, 9000), 0.025, 0.4)
    return finish(out, 0.65)


def make_trick():
    out = silence(0.36)
    t = 0.0
    for k in range(4):
        ln = rng.uniform(0.09, 0.13)
        mix_into(out, swish(ln, 1200 + 300 * k, 3500, rng.uniform(0.5, 0.8)),
                 t, rng.uniform(0.6, 1.0))
        t += rng.uniform(0.045, 0.06)
    for k in range(3):
        mix_into(out, tap(0.05, 0.001, 0.01, 400, 4000, 160, 0.3),
                 0.25 + 0.018 * k, 0.5)
    return finish(out, 0.6)


def make_shuffle():
    dur = 0.62
    out = silence(dur)
    # a train of card-edge clicks: slow -> fast -> slow, loudest in the middle
    t = 0.02
    while t < 0.5:
        p = t / 0.5
        gap = 0.016 - 0.010 * math.sin(math.pi * p)
        click = tap(0.012, 0.0003, rng.uniform(0.0015, 0.0030),
                    rng.uniform(1200, 2000), rng.uniform(6000, 9000))
        mix_into(out, click, t, (0.4 + 0.6 * math.sin(math.pi * p)) * rng.uniform(0.7, 1.0))
        t += gap * rng.uniform(0.8, 1.2)
    # a soft riffle hiss under it and the cards settling at the end
    mix_into(out, swish(0.5, 2000, 4000, 0.5, 0.6), 0.02, 0.15)
    mix_into(out, tap(0.1, 0.002, 0.02, 200, 2500, 120, 0.5), 0.5, 0.8)
    return finish(out, 0.6)


def make_bid():
    out = silence(0.06)
    mix_into(out, tone(1800, 0.05, 0.006, 0.7, 0.0005), 0.0)
    mix_into(out, tone(3600, 0.03, 0.003, 0.2, 0.0005), 0.0)
    mix_into(out, tap(0.01, 0.0002, 0.0015, 2000, 10000), 0.0, 0.3)
    return finish(out, 0.45)


def make_win():
    dur = 0.9
    out = silence(dur)
    notes = [523.25, 659.25, 783.99, 1046.5]  # C5 E5 G5 C6
    for k, f in enumerate(notes):
        start = 0.08 * k
        ln = dur - start
        for h, a in ((1, 1.0), (2, 0.35), (3, 0.12), (4.2, 0.05)):
            mix_into(out, tone(f * h, ln, 0.28 / h ** 0.5, a, 0.003), start,
                     0.9 if k < 3 else 1.1)
    return finish(out, 0.6, fade=0.05)


SOUNDS = {
    "deal": make_deal,
    "play": make_play,
    "trick": make_trick,
    "shuffle": make_shuffle,
    "bid": make_bid,
    "win": make_win,
}


def main():
    dst = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for name, fn in SOUNDS.items():
        write(os.path.join(dst, name + ".wav"), fn())


if __name__ == "__main__":
    main()
