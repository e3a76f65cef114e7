import type { Random } from '../../src/seed/random.js';
import { C, type Theme } from './palette.js';
import { circle, ellipse, path, place, polygon, rect, star, waveLine } from './svg.js';

/** Illustrations drawn around (0, 0), about 540 px across: toys and games. */

export function plush(t: Theme): string {
  const fur = '#9c6b52';
  const belly = '#f1d6bf';
  const tail = path('M95 150 C 200 150 240 90 220 30 C 250 100 200 190 100 195 Z', '#8a5c45');
  const body = ellipse(0, 80, 135, 150, fur) + ellipse(0, 100, 88, 108, belly);
  const head =
    circle(-82, -178, 26, fur) +
    circle(82, -178, 26, fur) +
    circle(-82, -178, 13, belly) +
    circle(82, -178, 13, belly) +
    circle(0, -105, 108, fur) +
    ellipse(0, -72, 64, 44, belly) +
    circle(-58, -88, 16, t.accent2 === C.yellow ? C.coral : t.accent2, 'opacity="0.45"') +
    circle(58, -88, 16, C.coral, 'opacity="0.45"') +
    circle(-40, -128, 11, C.ink) +
    circle(40, -128, 11, C.ink) +
    circle(-36, -132, 4, C.cream) +
    circle(44, -132, 4, C.cream) +
    ellipse(0, -94, 19, 13, C.ink) +
    path(
      'M0 -82 V-66 M0 -66 q-14 12 -26 2 M0 -66 q14 12 26 2',
      'none',
      `stroke="${C.ink}" stroke-width="4" stroke-linecap="round"`,
    ) +
    path(
      'M-60 -72 H-115 M-60 -62 L-110 -48 M60 -72 H115 M60 -62 L110 -48',
      'none',
      `stroke="${C.ink}" stroke-width="3" stroke-linecap="round" opacity="0.6"`,
    );
  const scarf =
    path('M-92 -22 Q0 20 92 -22 L96 6 Q0 50 -96 6 Z', t.accent) +
    path('M40 10 L70 90 L40 86 L28 14 Z', t.accent) +
    path(
      'M-60 -10 Q0 22 60 -10',
      'none',
      `stroke="${C.cream}" stroke-width="4" stroke-dasharray="10 10" opacity="0.8"`,
    );
  const paws =
    ellipse(0, 70, 48, 36, C.stone) +
    ellipse(-14, 60, 16, 8, C.cream, 'opacity="0.5"') +
    ellipse(-52, 78, 30, 22, fur) +
    ellipse(52, 78, 30, 22, fur);
  const feet = ellipse(-70, 222, 46, 24, '#8a5c45') + ellipse(70, 222, 46, 24, '#8a5c45');
  return ellipse(0, 245, 190, 22, '#000', 'opacity="0.12"') + tail + feet + body + paws + head + scarf;
}

export function boardgame(t: Theme, random: Random): string {
  const hex = (fill: string) =>
    polygon(
      [
        [-70, 0],
        [-35, -60.6],
        [35, -60.6],
        [70, 0],
        [35, 60.6],
        [-35, 60.6],
      ],
      fill,
      `stroke="${C.navy}" stroke-width="5" stroke-linejoin="round"`,
    );
  const arch =
    rect(-30, -30, 14, 50, C.sand) +
    rect(16, -30, 14, 50, C.sand) +
    path('M-30 -28 A30 30 0 0 1 30 -28 L16 -28 A16 16 0 0 0 -16 -28 Z', C.sand) +
    rect(-38, 20, 76, 10, C.sand);
  const waves = path(
    `${waveLine(-40, 40, -12, 8, 26)} ${waveLine(-40, 40, 14, 8, 26)}`,
    'none',
    `stroke="${C.cream}" stroke-width="5" stroke-linecap="round" opacity="0.8"`,
  );
  const chest =
    rect(-26, -10, 52, 32, C.brick, 'rx="4"') +
    path('M-26 -10 Q0 -36 26 -10 Z', '#8e3f2d') +
    rect(-5, -8, 10, 12, t.accent);
  const cells: [number, number, string, string][] = [
    [0, 0, C.mintDark, arch],
    [105, -60.6, C.mint, waves],
    [105, 60.6, '#4e9a86', chest],
    [-105, -60.6, '#4e9a86', waves],
    [-105, 60.6, C.mint, ''],
    [0, -121.2, '#4e9a86', arch],
    [0, 121.2, C.mintDark, waves],
    [-210, 0, C.mintDark, ''],
    [210, 0, '#4e9a86', arch],
    [105, -181.8, C.mintDark, ''],
    [-105, 181.8, '#4e9a86', ''],
  ];
  const tiles = cells.map(([x, y, fill, extra]) => place(hex(fill) + extra, x, y)).join('');
  const diver = place(
    path(
      'M-34 70 L-26 10 Q-40 0 -40 -14 Q-40 -28 -24 -28 L24 -28 Q40 -28 40 -14 Q40 0 26 10 L34 70 Z',
      t.accent2,
      `stroke="${C.ink}" stroke-width="4"`,
    ) +
      circle(0, -52, 32, t.accent, `stroke="${C.ink}" stroke-width="4"`) +
      circle(0, -52, 17, '#3c8c9c', `stroke="${C.ink}" stroke-width="3"`),
    60,
    -10,
    1,
  );
  const pip = (x: number, y: number) => circle(x, y, 7, C.ink);
  const die = place(
    rect(-42, -42, 84, 84, C.cream, `rx="16" stroke="${C.ink}" stroke-width="4"`) +
      pip(-20, -20) +
      pip(20, 20) +
      pip(0, 0) +
      pip(20, -20) +
      pip(-20, 20),
    215,
    175,
    1,
    18,
  );
  const bubbles = Array.from({ length: 6 }, () =>
    circle(
      Math.round(-40 + random() * 200),
      Math.round(-200 - random() * 60),
      Math.round(5 + random() * 9),
      'none',
      `stroke="${C.cream}" stroke-width="3"`,
    ),
  ).join('');
  return place(tiles, 0, 0, 0.92) + diver + die + bubbles;
}

export function miniatures(t: Theme, random: Random): string {
  const stone = '#8f9a93';
  const base = (w: number) =>
    rect(-w, 0, 2 * w, 18, '#262b2a') + ellipse(0, 18, w, w / 4, '#262b2a') + ellipse(0, 0, w, w / 4, '#3a403e');
  const moss = (x: number, y: number, r: number) =>
    circle(x, y, r, '#5d8a55') + circle(x + r * 0.8, y + 2, r * 0.7, '#6f9e5f');
  const leaves = (y: number, span: number) =>
    Array.from({ length: 7 }, (_, i) =>
      place(ellipse(0, -14, 8, 16, i % 2 ? t.accent2 : '#6f9e5f'), -span + (i * 2 * span) / 6, y, 1, -50 + i * 17),
    ).join('');
  const guardian = (fill: string) =>
    base(62) +
    rect(-36, -60, 28, 62, '#6f7a73', 'rx="8"') +
    rect(8, -60, 28, 62, '#6f7a73', 'rx="8"') +
    rect(-58, -165, 116, 115, fill, 'rx="22"') +
    rect(-86, -155, 30, 100, '#7f8a83', 'rx="14"') +
    rect(56, -155, 30, 100, '#7f8a83', 'rx="14"') +
    rect(-34, -222, 68, 58, fill, 'rx="16"') +
    rect(-22, -200, 14, 8, t.accent, 'rx="3"') +
    rect(8, -200, 14, 8, t.accent, 'rx="3"') +
    path('M-20 -140 L-6 -110 L-22 -82 M30 -150 L18 -128', 'none', `stroke="${C.ink}" stroke-width="3" opacity="0.35"`) +
    moss(-30, -226, 14) +
    moss(4, -230, 12) +
    leaves(-240, 26) +
    moss(-66, -160, 14) +
    moss(58, -162, 12) +
    moss(10, -70, 10);
  const oak =
    path('M-60 0 L-66 -160 Q-70 -200 -40 -210 L40 -210 Q70 -200 66 -160 L60 0 Z', '#7d867f') +
    path(
      'M-40 -200 C -80 -240 -120 -250 -140 -290 M40 -200 C 80 -250 120 -250 150 -300 M0 -210 V-300',
      'none',
      `stroke="#5b5046" stroke-width="16" stroke-linecap="round"`,
    ) +
    circle(-140, -300, 40, '#5d8a55') +
    circle(150, -310, 44, '#6f9e5f') +
    circle(0, -318, 52, '#5d8a55') +
    circle(-60, -300, 30, t.accent2, 'opacity="0.85"') +
    circle(-22, -170, 9, t.accent) +
    circle(22, -170, 9, t.accent) +
    moss(-50, -120, 18) +
    moss(30, -60, 14) +
    base(85);
  const rocks = Array.from({ length: 4 }, (_, i) =>
    ellipse(
      -230 + i * 150 + Math.round(random() * 30),
      245,
      24 + Math.round(random() * 14),
      12,
      '#263330',
      'opacity="0.6"',
    ),
  ).join('');
  return (
    rocks +
    place(oak, 0, 215, 1) +
    place(guardian(stone), -175, 225, 0.95) +
    place(guardian('#a0a79e'), 185, 230, 0.85) +
    star(-240, -200, 9, t.accent, 4, 0.3) +
    star(230, -150, 7, t.accent, 4, 0.3)
  );
}
