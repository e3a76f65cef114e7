import type { Random } from '../../src/seed/random.js';
import { C, type Theme } from './palette.js';
import { circle, ellipse, path, place, polygon, rect, star, waterBand } from './svg.js';

/** Illustrations drawn around (0, 0), about 540 px across: paper and table things. */

export function stationery(t: Theme): string {
  const notebook = (cover: string, band: string, emblem: string) =>
    rect(-104, -146, 220, 300, C.cream, 'rx="10"') +
    rect(-110, -150, 220, 300, cover, 'rx="12"') +
    path('M-98 -150 H-80 V150 H-98 A12 12 0 0 1 -110 138 V-138 A12 12 0 0 1 -98 -150 Z', band) +
    rect(70, -150, 9, 300, t.dark, 'opacity="0.75"') +
    emblem;
  const leaf = (fill: string) =>
    path('M0 -55 C 45 -30 45 30 0 55 C -45 30 -45 -30 0 -55 Z', fill) +
    path('M0 -45 V45', 'none', `stroke="${C.cream}" stroke-width="4"`);
  let snow = '';
  for (let i = 0; i < 6; i++)
    snow += place(
      path(
        'M0 0 V-48 M0 -30 l-10 -10 M0 -30 l10 -10',
        'none',
        `stroke="${C.cream}" stroke-width="6" stroke-linecap="round"`,
      ),
      0,
      0,
      1,
      i * 60,
    );
  let rays = '';
  for (let i = 0; i < 10; i++) rays += place(rect(-3, -62, 6, 16, C.cream, 'rx="3"'), 0, 0, 1, i * 36);
  const pencil = place(
    rect(-150, -14, 250, 28, t.accent2) +
      rect(-150, -14, 250, 9, C.cream, 'opacity="0.35"') +
      polygon(
        [
          [100, -14],
          [150, 0],
          [100, 14],
        ],
        C.sand,
      ) +
      polygon(
        [
          [136, -4],
          [150, 0],
          [136, 4],
        ],
        t.dark,
      ) +
      rect(-178, -14, 28, 28, C.stone) +
      rect(-205, -14, 30, 28, t.accent, 'rx="6"'),
    60,
    215,
    1,
    -28,
  );
  return (
    place(notebook(C.brick, '#8e3f2d', place(leaf(C.mustard), 20, -10, 1, 25)), -170, 10, 0.95, -12) +
    place(notebook(C.navy, '#17203a', snow), 170, 10, 0.95, 12) +
    place(notebook(t.accent, C.roseDark, rays + circle(0, 0, 38, C.cream)), 80, -15, 1, 5) +
    place(notebook(C.mintDark, C.forest, place(leaf(C.mint), 15, 0, 1, -20)), -70, -5, 1, -4) +
    pencil
  );
}

export function novel(t: Theme, random: Random): string {
  const lines = (x0: number, sign: number) =>
    Array.from({ length: 8 }, (_, i) =>
      rect(x0, -80 + i * 24, 170 - (i % 3) * 30, 8, t.dark, `rx="4" opacity="${0.18}" transform="skewY(${sign * 4})"`),
    ).join('');
  const book =
    path('M0 -100 C -70 -140 -190 -135 -265 -100 L -265 165 C -190 130 -70 128 0 165 Z', C.sand) +
    path('M0 -100 C 70 -140 190 -135 265 -100 L 265 165 C 190 130 70 128 0 165 Z', C.sand) +
    path(
      'M0 -110 C -70 -150 -190 -145 -250 -112 L -250 150 C -190 118 -70 116 0 150 Z',
      C.cream,
      `stroke="${t.dark}" stroke-width="4"`,
    ) +
    path(
      'M0 -110 C 70 -150 190 -145 250 -112 L 250 150 C 190 118 70 116 0 150 Z',
      C.cream,
      `stroke="${t.dark}" stroke-width="4"`,
    ) +
    lines(-220, 1) +
    lines(40, -1) +
    path('M0 -110 V150', 'none', `stroke="${t.dark}" stroke-width="4"`) +
    rect(-8, 150, 16, 60, t.accent, 'opacity="0.9"');
  const swallow = (fill: string) =>
    path(
      'M0 0 C -25 -30 -70 -38 -105 -22 C -70 -18 -35 -4 -14 14 L -34 58 L 0 26 L 34 58 L 14 14 C 35 -4 70 -18 105 -22 C 70 -38 25 -30 0 0 Z',
      fill,
    ) + circle(0, -2, 11, fill);
  const birds = [
    [-150, -215, 0.5, -18],
    [20, -245, 0.62, 8],
    [170, -200, 0.45, 22],
    [-40, -175, 0.35, -6],
    [110, -280, 0.3, 14],
  ] as const;
  return (
    circle(150, -170, 70, t.accent, 'opacity="0.55"') +
    birds.map(([x, y, s, r]) => place(swallow(t.dark), x + Math.round((random() - 0.5) * 20), y, s, r)).join('') +
    place(book, 0, 40)
  );
}

export function photo(t: Theme): string {
  const print = (scene: string) =>
    rect(-150, -118, 312, 252, '#000', 'opacity="0.25" rx="4"') +
    rect(-160, -128, 320, 256, C.cream, 'rx="4"') +
    rect(-140, -108, 280, 190, '#d8dad8') +
    scene;
  const cliffs =
    circle(70, -50, 26, '#f4f4f2') +
    polygon(
      [
        [-140, -10],
        [-90, -40],
        [-40, -20],
        [-10, 40],
        [-140, 82],
      ],
      '#3d4143',
    ) +
    waterBand(-140, 140, 30, 82, 6, 35, '#8d9396') +
    waterBand(-140, 140, 55, 82, 5, 28, '#6b7275') +
    path('M10 60 C 30 10, 90 0, 120 30 C 100 20, 80 30, 82 48 C 96 44, 104 54, 98 62 Z', '#f2f2f0');
  const island =
    rect(-140, -108, 280, 95, '#b9bdbf') +
    circle(-60, -60, 30, '#eeeeec') +
    polygon(
      [
        [-30, 10],
        [30, -20],
        [140, 0],
        [140, 82],
        [-140, 82],
        [-140, 20],
      ],
      '#55595b',
    ) +
    rect(70, -48, 14, 36, '#eeeeec') +
    polygon(
      [
        [66, -48],
        [88, -48],
        [77, -62],
      ],
      '#2d3133',
    ) +
    waterBand(-140, 140, 48, 82, 5, 30, '#7c8386');
  return (
    place(print(island), -95, -60, 1, -9) +
    place(print(cliffs), 95, 55, 1.05, 6) +
    circle(-230, 150, 34, t.accent, 'opacity="0.9"') +
    circle(-230, 150, 16, t.dark) +
    circle(-230, 150, 6, C.cream)
  );
}

export function cooking(t: Theme, random: Random): string {
  let leeks = '';
  for (let i = 0; i < 16; i++) {
    const a = random() * Math.PI * 2;
    const d = 25 + random() * 80;
    const r = 11 + random() * 8;
    leeks += circle(
      Math.round(d * Math.cos(a)),
      Math.round(d * Math.sin(a)),
      Math.round(r),
      '#eef3d6',
      `stroke="${t.accent}" stroke-width="5"`,
    );
  }
  const leaf = (fill: string) => path('M0 0 C 10 -18 30 -22 44 -14 C 32 -2 16 4 0 0 Z', fill);
  const sprig =
    path('M0 0 C 20 -40 30 -90 20 -140', 'none', `stroke="${C.forest}" stroke-width="5" stroke-linecap="round"`) +
    [0, 1, 2, 3, 4].map((i) => place(leaf(t.accent), 6 + i * 3, -25 - i * 26, 1, i % 2 ? 200 : -20)).join('');
  const spoon = place(ellipse(0, -95, 34, 48, '#c8955f') + rect(-8, -50, 16, 180, '#b07d4b', 'rx="8"'), 250, 40, 1, 20);
  const bowl =
    circle(0, 0, 70, '#b9b2a7') +
    circle(0, 0, 56, C.mint) +
    [0, 1, 2, 3, 4, 5].map((i) => place(leaf(C.mintDark), 0, 0, 1, i * 60)).join('');
  return (
    spoon +
    place(sprig, -255, 190, 1, -25) +
    circle(0, 12, 200, '#000', 'opacity="0.12"') +
    circle(0, 0, 200, C.cream) +
    circle(0, 0, 160, 'none', `stroke="${t.dark}" stroke-width="2" opacity="0.15"`) +
    Array.from({ length: 36 }, (_, i) =>
      circle(
        Math.round(138 * Math.cos((i * Math.PI) / 18)),
        Math.round(138 * Math.sin((i * Math.PI) / 18)),
        14,
        '#c98d3a',
      ),
    ).join('') +
    circle(0, 0, 136, '#c98d3a') +
    circle(0, 0, 120, '#eec27a') +
    leeks +
    place(bowl, -215, -160) +
    star(170, -190, 12, t.accent2, 5, 0.5) +
    star(200, -150, 8, t.accent2, 5, 0.5)
  );
}
