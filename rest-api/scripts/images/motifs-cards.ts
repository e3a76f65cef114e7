import type { Random } from '../../src/seed/random.js';
import { C, type Theme } from './palette.js';
import { circle, ellipse, path, place, polygon, rect, star, waterBand, waveLine } from './svg.js';

/** Illustrations drawn around (0, 0), about 540 px across: cards and comic panels. */

export function tarot(t: Theme, random: Random): string {
  const card = (inner: string, fill: string) =>
    rect(-95, -160, 190, 320, C.cream, `rx="16" stroke="${t.dark}" stroke-width="6"`) +
    rect(-78, -143, 156, 286, fill, `rx="8" stroke="${t.accent}" stroke-width="3"`) +
    inner;
  const corners = [
    [-62, -127],
    [62, -127],
    [-62, 127],
    [62, 127],
  ] as const;
  const pips = corners.map(([x, y]) => star(x, y, 7, t.accent, 4, 0.35)).join('');
  const moon = card(
    circle(0, -40, 52, t.accent) +
      circle(24, -56, 46, C.navy) +
      waterBand(-78, 62, 60, 143, 12, 39, C.mint, 'opacity="0.9"') +
      waterBand(-78, 62, 88, 143, 10, 39, C.mintDark) +
      star(-40, -100, 6, C.cream, 4, 0.3) +
      star(50, 10, 5, C.cream, 4, 0.3) +
      pips,
    C.navy,
  );
  let rays = '';
  for (let i = 0; i < 12; i++) rays += place(rect(-3, -78, 6, 22, t.accent, 'rx="3"'), 0, -30, 1, i * 30);
  const sun = card(
    rays +
      circle(0, -30, 40, t.accent) +
      waterBand(-78, 62, 50, 143, 14, 52, t.accent2) +
      waterBand(-78, 62, 85, 143, 10, 39, C.roseDark) +
      pips,
    C.plum,
  );
  const starCard = card(
    star(0, -20, 58, t.accent, 8, 0.42) +
      circle(0, -20, 14, C.cream) +
      star(-45, 70, 10, C.cream, 4, 0.3) +
      star(40, 95, 7, C.mint, 4, 0.3) +
      star(48, -105, 8, C.cream, 4, 0.3) +
      pips,
    C.teal,
  );
  const sparkle = Array.from({ length: 5 }, () =>
    star(Math.round((random() - 0.5) * 520), Math.round((random() - 0.5) * 420), 8 + random() * 8, C.cream, 4, 0.3),
  ).join('');
  return sparkle + place(sun, -150, 25, 1, -14) + place(starCard, 150, 25, 1, 14) + place(moon, 0, -5);
}

export function cards(t: Theme): string {
  const back = (fill: string) => {
    let diamonds = '';
    for (let y = -110; y <= 110; y += 44)
      for (let x = -66; x <= 66; x += 44)
        diamonds += polygon(
          [
            [x, y - 14],
            [x + 14, y],
            [x, y + 14],
            [x - 14, y],
          ],
          C.cream,
          'opacity="0.5"',
        );
    return (
      rect(-100, -150, 200, 300, C.cream, `rx="16" stroke="${t.dark}" stroke-width="5"`) +
      rect(-86, -136, 172, 272, fill, 'rx="10"') +
      diamonds
    );
  };
  const fox =
    polygon(
      [
        [-120, -50],
        [-98, -160],
        [-30, -62],
      ],
      t.accent2,
    ) +
    polygon(
      [
        [120, -50],
        [98, -160],
        [30, -62],
      ],
      t.accent2,
    ) +
    polygon(
      [
        [-104, -62],
        [-94, -128],
        [-56, -66],
      ],
      t.dark,
    ) +
    polygon(
      [
        [104, -62],
        [94, -128],
        [56, -66],
      ],
      t.dark,
    ) +
    polygon(
      [
        [-130, -55],
        [130, -55],
        [0, 120],
      ],
      t.accent,
    ) +
    polygon(
      [
        [-130, -55],
        [-40, 20],
        [0, 120],
      ],
      C.cream,
    ) +
    polygon(
      [
        [130, -55],
        [40, 20],
        [0, 120],
      ],
      C.cream,
    ) +
    polygon(
      [
        [-130, -55],
        [-40, 20],
        [-70, -5],
      ],
      '#f1e3d3',
    ) +
    polygon(
      [
        [130, -55],
        [40, 20],
        [70, -5],
      ],
      '#f1e3d3',
    ) +
    ellipse(-42, -14, 9, 13, t.dark) +
    ellipse(42, -14, 9, 13, t.dark) +
    ellipse(0, 108, 16, 11, t.dark);
  const front =
    rect(-120, -170, 240, 340, C.cream, `rx="18" stroke="${t.dark}" stroke-width="6"`) +
    rect(-104, -154, 208, 308, 'none', `rx="10" stroke="${t.accent2}" stroke-width="3"`) +
    place(fox, 0, 0, 0.62) +
    star(-82, -132, 9, t.accent2, 5, 0.5) +
    star(82, 132, 9, t.accent2, 5, 0.5);
  const coin = (x: number, y: number) =>
    circle(x, y, 30, C.mustard, `stroke="#b37f12" stroke-width="4"`) +
    circle(x, y, 17, 'none', `stroke="#b37f12" stroke-width="3"`);
  return (
    place(back(t.accent2), -150, 20, 1, -16) +
    place(back(C.teal), 150, 20, 1, 14) +
    place(front, 0, -10) +
    coin(-215, 195) +
    coin(-165, 215) +
    coin(215, -200) +
    path(
      waveLine(160, 260, 200, 10, 40),
      'none',
      `stroke="${t.dark}" stroke-width="5" stroke-linecap="round" opacity="0.5"`,
    )
  );
}
export function comic(t: Theme, random: Random): string {
  const frame = (x: number, y: number, w: number, h: number, fill: string) =>
    rect(x, y, w, h, fill, `stroke="${t.dark}" stroke-width="8" stroke-linejoin="round"`);
  let halftone = '';
  for (let y = -180; y <= -30; y += 20)
    for (let x = 78; x <= 262; x += 20)
      halftone += circle(x, y, 3 + ((x + y) % 40 === 0 ? 2 : 0), C.cream, 'opacity="0.5"');
  // The big panel: the lighthouse at night.
  const beams =
    polygon(
      [
        [-120, -120],
        [-280, -205],
        [-280, -40],
      ],
      t.accent,
      'opacity="0.35"',
    ) +
    polygon(
      [
        [-120, -120],
        [40, -200],
        [40, -60],
      ],
      t.accent,
      'opacity="0.35"',
    );
  const tower =
    polygon(
      [
        [-160, 150],
        [-80, 150],
        [-95, -90],
        [-145, -90],
      ],
      C.cream,
    ) +
    polygon(
      [
        [-155, 75],
        [-85, 75],
        [-88, 40],
        [-152, 40],
      ],
      t.accent2,
    ) +
    polygon(
      [
        [-149, -5],
        [-91, -5],
        [-93, -40],
        [-147, -40],
      ],
      t.accent2,
    ) +
    rect(-152, -100, 64, 12, t.dark) +
    rect(-142, -138, 44, 38, t.accent) +
    polygon(
      [
        [-150, -138],
        [-90, -138],
        [-120, -170],
      ],
      t.dark,
    ) +
    circle(-120, -172, 5, t.dark);
  const stars = Array.from({ length: 7 }, () =>
    star(-260 + Math.round(random() * 280), -185 + Math.round(random() * 80), 4 + random() * 5, C.cream, 4, 0.35),
  ).join('');
  const big =
    frame(-280, -205, 320, 410, C.navy) +
    stars +
    beams +
    tower +
    ellipse(-150, 165, 90, 28, t.dark) +
    ellipse(-60, 178, 70, 22, '#2b3347') +
    waterBand(-276, 20, 170, 201, 12, 50, C.teal) +
    waterBand(-276, 20, 186, 201, 8, 40, C.mintDark);
  const moon =
    frame(60, -205, 220, 195, t.accent2) + halftone + circle(170, -110, 48, C.cream) + circle(192, -126, 42, t.accent2);
  const wave =
    frame(60, 10, 220, 195, C.mint) +
    path(
      'M64 170 C 100 60, 200 40, 250 90 C 220 70, 180 80, 175 110 C 200 100, 215 120, 205 140 Q 150 150, 140 201 H64 Z',
      C.teal,
    ) +
    path(
      'M175 110 C 200 100, 215 120, 205 140',
      'none',
      `stroke="${C.cream}" stroke-width="6" stroke-linecap="round"`,
    ) +
    waterBand(64, 276, 180, 201, 8, 36, C.navy);
  return big + moon + wave;
}
