import type { Random } from '../../src/seed/random.js';
import { C } from './palette.js';
import { circle, ellipse, linearGradient, path, place, polygon, rect, star, svgDoc, waterBand } from './svg.js';

/** Author avatars: an emblem on a round-cornered tile, 256 × 256, drawn on a 512 grid. */

type Emblem = (random: Random) => { bg: readonly [string, string]; body: string };

const emblems: Record<string, Emblem> = {
  'atelier-lune': (random) => ({
    bg: [C.navy, C.plum],
    body:
      circle(256, 256, 150, C.yellow) +
      circle(316, 206, 135, '#2f3354') +
      Array.from({ length: 6 }, () =>
        star(Math.round(90 + random() * 330), Math.round(80 + random() * 350), 8 + random() * 10, C.cream, 4, 0.3),
      ).join('') +
      star(350, 330, 22, C.coral, 4, 0.3),
  }),
  'editions-du-phare': () => ({
    bg: [C.teal, C.navy],
    body:
      polygon(
        [
          [256, 150],
          [440, 60],
          [440, 240],
        ],
        C.yellow,
        'opacity="0.35"',
      ) +
      polygon(
        [
          [256, 150],
          [72, 60],
          [72, 240],
        ],
        C.yellow,
        'opacity="0.35"',
      ) +
      polygon(
        [
          [206, 400],
          [306, 400],
          [286, 170],
          [226, 170],
        ],
        C.cream,
      ) +
      polygon(
        [
          [214, 330],
          [298, 330],
          [294, 290],
          [218, 290],
        ],
        C.coral,
      ) +
      polygon(
        [
          [221, 250],
          [291, 250],
          [288, 215],
          [224, 215],
        ],
        C.coral,
      ) +
      rect(216, 110, 80, 56, C.yellow) +
      polygon(
        [
          [206, 110],
          [306, 110],
          [256, 70],
        ],
        C.ink,
      ) +
      waterBand(0, 512, 400, 512, 18, 90, C.mintDark),
  }),
  'meeple-et-cie': () => ({
    bg: [C.yellow, C.coral],
    body:
      path(
        'M256 96 a56 56 0 0 1 56 56 a56 56 0 0 1 -20 43 l112 34 q28 10 18 40 q-8 22 -40 16 l-60 -10 l62 118 q8 24 -14 24 h-70 l-44 -80 l-44 80 h-70 q-22 0 -14 -24 l62 -118 l-60 10 q-32 6 -40 -16 q-10 -30 18 -40 l112 -34 a56 56 0 0 1 -20 -43 a56 56 0 0 1 56 -56 z',
        C.brick,
      ) +
      circle(236, 150, 9, C.cream) +
      circle(276, 150, 9, C.cream),
  }),
  'collectif-basalte': () => {
    const column = (x: number, h: number, fill: string) =>
      polygon(
        [
          [x - 44, 440],
          [x - 44, 440 - h],
          [x, 440 - h - 22],
          [x + 44, 440 - h],
          [x + 44, 440],
        ],
        fill,
      );
    return {
      bg: [C.coral, C.plum],
      body:
        circle(256, 200, 110, C.yellow, 'opacity="0.9"') +
        column(120, 150, '#2b2f36') +
        column(210, 230, '#383d46') +
        column(300, 190, '#2b2f36') +
        column(390, 120, '#383d46') +
        waterBand(0, 512, 430, 512, 14, 80, C.mint),
    };
  },
  'maison-gres': () => ({
    bg: [C.sand, C.mint],
    body:
      ellipse(256, 420, 150, 24, '#000', 'opacity="0.12"') +
      path(
        'M196 110 h120 v30 q-10 10 0 30 q110 60 90 170 q-14 80 -150 90 q-136 -10 -150 -90 q-20 -110 90 -170 q10 -20 0 -30 z',
        '#b7aea2',
      ) +
      path('M120 270 Q256 330 392 270 L398 300 Q256 372 114 300 Z', C.mintDark) +
      ellipse(256, 112, 62, 12, '#6d6258'),
  }),
};

const fallback: Emblem = (random) => ({
  bg: [C.mint, C.coral],
  body: circle(256, 256, 140, C.yellow) + star(256, 256, 90 + random() * 20, C.cream, 6, 0.5),
});

export function avatarSvg(author: string, random: Random): string {
  const { bg, body } = (emblems[author] ?? fallback)(random);
  return svgDoc(
    256,
    256,
    linearGradient('bg', bg, 60) + '<clipPath id="tile"><rect width="512" height="512"/></clipPath>',
    place(`<g clip-path="url(#tile)">${rect(0, 0, 512, 512, 'url(#bg)')}${body}</g>`, 0, 0, 0.5),
  );
}
