import type { Random } from '../../src/seed/random.js';
import type { MotifDrawing } from './motifs.js';
import { C, type Theme } from './palette.js';
import { backdrop, circle, confetti, place, rect, sunburst, svgDoc } from './svg.js';

/** Page layouts: where the illustration goes on each kind of picture. */

export const WIDE = { width: 1200, height: 675 } as const;
export const PACK = { width: 600, height: 600 } as const;

/** Campaign cover: the illustration on the right, a large halo behind it. */
export function coverSvg(theme: Theme, draw: MotifDrawing, random: Random): string {
  const { width, height } = WIDE;
  const back = backdrop(width, height, theme, random, { confetti: 14 });
  const halo =
    circle(760, 340, 300, theme.light, 'opacity="0.18"') + circle(760, 340, 235, theme.light, 'opacity="0.16"');
  // A corner ornament: concentric rings on one of the left corners.
  const cy = random() < 0.5 ? 600 : 80;
  const arc =
    circle(140, cy, 250, 'none', `stroke="${theme.accent}" stroke-width="34" opacity="0.45"`) +
    circle(140, cy, 180, 'none', `stroke="${theme.light}" stroke-width="18" opacity="0.3"`) +
    circle(140, cy, 95, theme.accent2, 'opacity="0.5"');
  return svgDoc(width, height, back.defs, back.body + arc + halo + place(draw(theme, random), 760, 345, 0.98));
}

/** Gallery pictures: 1 the illustration on the left, 2 a close-up, 3 a repeated pattern. */
export function gallerySvg(theme: Theme, draw: MotifDrawing, random: Random, n: number): string {
  const { width, height } = WIDE;
  if (n % 3 === 1) {
    const back = backdrop(width, height, theme, random, { alt: true, angle: 140, confetti: 12 });
    const rings =
      circle(940, 330, 210, 'none', `stroke="${theme.accent}" stroke-width="26" opacity="0.55"`) +
      circle(940, 330, 140, 'none', `stroke="${theme.light}" stroke-width="14" opacity="0.4"`) +
      circle(940, 330, 70, theme.accent2, 'opacity="0.6"');
    return svgDoc(width, height, back.defs, back.body + rings + place(draw(theme, random), 420, 350, 1.02, -4));
  }
  if (n % 3 === 2) {
    const back = backdrop(width, height, theme, random, { angle: 80, glows: 2, confetti: 6 });
    return svgDoc(width, height, back.defs, back.body + place(draw(theme, random), 640, 470, 1.75, 6));
  }
  const back = backdrop(width, height, theme, random, { alt: true, angle: 10, patternOpacity: 0.1, confetti: 0 });
  let tiles = '';
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 5; col++) {
      const x = 120 + col * 240 + (row % 2) * 60;
      const y = 110 + row * 230;
      tiles +=
        circle(x, y, 100, theme.light, 'opacity="0.2"') +
        place(draw(theme, random), x, y, 0.3, (col + row) % 2 ? 8 : -8);
    }
  }
  return svgDoc(width, height, back.defs, back.body + tiles);
}

/** Pack pictures: a square with the illustration on a round plate, tinted by position. */
export function packSvg(theme: Theme, draw: MotifDrawing, random: Random, position: number): string {
  const { width, height } = PACK;
  const back = backdrop(width, height, theme, random, {
    alt: position % 2 === 0,
    angle: 45 + position * 30,
    glows: 2,
    confetti: 8,
  });
  const plates = [theme.light, theme.accent, theme.accent2, C.mint];
  const plate = plates[(position - 1) % plates.length] ?? C.cream;
  const premium = position >= 3 ? sunburst(300, 300, 420, theme.light, 20, 0.14) : '';
  return svgDoc(
    width,
    height,
    back.defs,
    back.body +
      premium +
      circle(300, 310, 240, plate, 'opacity="0.55"') +
      place(draw(theme, random), 300, 305, 0.82, (position % 3) * 4 - 4),
  );
}

/** News pictures: the illustration on a sunburst, with plenty of confetti. */
export function newsSvg(theme: Theme, draw: MotifDrawing, random: Random): string {
  const { width, height } = WIDE;
  const back = backdrop(width, height, theme, random, { alt: true, angle: 120, confetti: 0 });
  return svgDoc(
    width,
    height,
    back.defs,
    back.body +
      sunburst(600, 340, 900, theme.light, 24, 0.16) +
      confetti(width, height, theme, random, 40) +
      rect(0, 0, width, height, 'none') +
      place(draw(theme, random), 600, 345, 0.9),
  );
}
