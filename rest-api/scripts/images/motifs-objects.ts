import type { Random } from '../../src/seed/random.js';
import { C, type Theme } from './palette.js';
import { circle, ellipse, path, place, polygon, rect, speckles, star, waterBand, waveLine } from './svg.js';

/** Illustrations drawn around (0, 0), about 540 px across: objects and scenes. */

export function streetwear(t: Theme): string {
  const hoodie = place(
    path('M-95 -170 Q-112 -262 0 -266 Q112 -262 95 -170 Q0 -205 -95 -170 Z', '#1f2228') +
      path(
        'M-95 -170 Q0 -140 95 -170 L190 -120 L252 120 L196 142 L160 -10 L160 190 L-160 190 L-160 -10 L-196 142 L-252 120 L-190 -120 Z',
        t.dark,
      ) +
      path('M-92 80 L92 80 L112 172 L-112 172 Z', 'none', `stroke="${C.ink}" stroke-width="5" opacity="0.7"`) +
      rect(-160, 172, 320, 20, '#1f2228') +
      rect(-252, 112, 58, 22, '#1f2228', 'transform="rotate(-20 -223 123)"') +
      rect(194, 112, 58, 22, '#1f2228', 'transform="rotate(20 223 123)"') +
      path('M-30 -150 V-60 M30 -150 V-60', 'none', `stroke="${t.light}" stroke-width="6" stroke-linecap="round"`) +
      rect(-35, -66, 10, 18, t.light, 'rx="3"') +
      rect(25, -66, 10, 18, t.light, 'rx="3"') +
      path(`${waveLine(-70, 70, 10, 14, 35)}`, 'none', `stroke="${t.accent}" stroke-width="9" stroke-linecap="round"`) +
      path(
        `${waveLine(-50, 50, 34, 10, 25)}`,
        'none',
        `stroke="${t.accent}" stroke-width="6" stroke-linecap="round" opacity="0.8"`,
      ),
    -40,
    20,
    0.95,
  );
  const cap = place(
    path('M-90 0 A90 80 0 0 1 90 0 Z', t.accent) +
      path('M60 -6 Q150 -10 170 12 Q120 20 60 10 Z', C.forest) +
      path(
        'M0 -80 V0 M-45 -68 Q-40 -30 -30 0 M45 -68 Q40 -30 30 0',
        'none',
        `stroke="${C.forest}" stroke-width="3" opacity="0.5"`,
      ) +
      circle(0, -82, 8, C.forest) +
      path(waveLine(-40, 20, -30, 8, 20), 'none', `stroke="${C.cream}" stroke-width="5" stroke-linecap="round"`),
    190,
    -160,
    0.85,
    12,
  );
  return ellipse(-40, 215, 230, 20, '#000', 'opacity="0.1"') + hoodie + cap;
}

export function vinyl(t: Theme): string {
  let grooves = '';
  for (let r = 84; r <= 196; r += 7)
    grooves += circle(0, 0, r, 'none', `stroke="#3a4060" stroke-width="1.6" opacity="${r % 3 ? 0.7 : 0.35}"`);
  const record = (fill: string, label: string) =>
    circle(0, 0, 205, fill) +
    grooves +
    path(
      'M-150 -110 A 186 186 0 0 1 -40 -180',
      'none',
      'stroke="#fff" stroke-width="10" opacity="0.12" stroke-linecap="round"',
    ) +
    circle(0, 0, 74, label) +
    circle(0, 0, 52, 'none', `stroke="${C.cream}" stroke-width="3" opacity="0.6"`) +
    circle(0, 0, 8, C.cream);
  const sleeve =
    rect(-190, -190, 380, 380, C.cream, 'rx="6"') +
    rect(-170, -170, 340, 340, C.navy) +
    circle(0, 40, 110, t.accent2) +
    [0, 1, 2, 3].map((i) => rect(-170, 60 + i * 24, 340, 12, C.navy)).join('') +
    waterBand(-170, 170, 140, 170, 10, 50, C.teal) +
    star(-110, -110, 10, C.cream, 4, 0.3) +
    star(120, -80, 6, C.cream, 4, 0.3);
  return (
    place(record('#e8783d', '#ffd14f').replace(/#3a4060/g, '#c45f2b'), 150, 40, 0.82, 20) +
    place(record(C.ink, t.accent), 105, -10) +
    place(sleeve, -110, 10, 0.95, -6)
  );
}

export function documentary(t: Theme, random: Random): string {
  const greens = [C.forest, C.mintDark, '#4f8f6a', '#3f7a5c'];
  let grass = '';
  for (let i = 0; i < 16; i++) {
    const x = -250 + i * 33 + Math.round(random() * 12);
    const top = -20 - Math.round(random() * 130);
    const sway = Math.round((random() - 0.5) * 70);
    grass += path(
      `M${x} 210 C ${x + sway} 120, ${x - sway} 60, ${x + sway / 2} ${top}`,
      'none',
      `stroke="${greens[i % 4] ?? C.forest}" stroke-width="${12 + Math.round(random() * 6)}" stroke-linecap="round"`,
    );
  }
  let rays = '';
  for (let i = 0; i < 4; i++)
    rays += polygon(
      [
        [-120 + i * 90, -210],
        [-80 + i * 90, -210],
        [40 + i * 70, 210],
        [-20 + i * 70, 210],
      ],
      C.cream,
      'opacity="0.12"',
    );
  const fish = (fill: string) =>
    ellipse(0, 0, 40, 20, fill) +
    polygon(
      [
        [34, 0],
        [62, -20],
        [62, 20],
      ],
      fill,
    ) +
    circle(-20, -4, 4, C.ink);
  let bubbles = '';
  for (let i = 0; i < 9; i++)
    bubbles += circle(
      Math.round(-200 + random() * 400),
      Math.round(-180 + random() * 200),
      Math.round(4 + random() * 9),
      'none',
      `stroke="${C.cream}" stroke-width="3" opacity="0.8"`,
    );
  let holes = '';
  for (let x = -262; x < 270; x += 44)
    holes +=
      rect(x, -255, 24, 18, C.cream, 'rx="4" opacity="0.85"') + rect(x, 237, 24, 18, C.cream, 'rx="4" opacity="0.85"');
  return (
    rect(-285, -235, 570, 470, '#2a8c86', 'rx="6"') +
    rays +
    grass +
    waterBand(-285, 285, 200, 235, 6, 40, '#d8c59a') +
    place(fish(t.accent), 120, -90) +
    place(fish(t.accent2), 190, -40, 0.6) +
    place(fish(t.accent), -150, -120, 0.5, 10) +
    bubbles +
    rect(-285, -268, 570, 33, C.ink) +
    rect(-285, 235, 570, 33, C.ink) +
    holes
  );
}

export function ceramics(t: Theme, random: Random): string {
  const glazes = ['#b7aea2', '#8fbf9f', '#f3efe6'];
  const bowl = (glaze: string, w: number, h: number) =>
    path(`M${-w} 0 A${w} ${h} 0 0 0 ${w} 0 Z`, glaze) +
    path(`M${-w} 0 A${w} ${h} 0 0 0 ${w} 0`, 'none', `stroke="${t.dark}" stroke-width="3" opacity="0.3"`) +
    rect(-w * 0.35, h - 4, w * 0.7, 12, '#c9b9a6', 'rx="4"') +
    path(
      `M${-w} 0 Q${-w * 0.7} ${h * 0.35} ${-w * 0.45} ${h * 0.18} Q${-w * 0.2} ${h * 0.45} 0 ${h * 0.2} Q${w * 0.3} ${h * 0.5} ${w * 0.55} ${h * 0.22} Q${w * 0.8} ${h * 0.4} ${w} 0 Z`,
      '#000',
      'opacity="0.08"',
    ) +
    ellipse(0, 0, w, w * 0.2, '#6d6258') +
    ellipse(0, 2, w - 8, w * 0.2 - 5, glaze, 'opacity="0.8"') +
    place(speckles(random, 18, w * 1.4, h * 0.8, t.dark), 0, h * 0.4);
  const cup = (glaze: string) =>
    path('M-55 -70 L55 -70 L45 40 Q0 55 -45 40 Z', glaze) +
    ellipse(0, -70, 55, 12, '#6d6258') +
    ellipse(0, -69, 49, 9, '#4b3b30') +
    path('M-55 -70 L55 -70 L52 -40 Q28 -28 10 -40 Q-10 -26 -30 -40 Q-45 -30 -53 -44 Z', '#8fbf9f') +
    place(speckles(random, 14, 80, 90, t.dark), 0, -10);
  return (
    ellipse(0, 205, 240, 30, '#000', 'opacity="0.1"') +
    ellipse(0, 170, 250, 58, '#f3efe6', `stroke="${t.dark}" stroke-width="3" stroke-opacity="0.25"`) +
    ellipse(0, 172, 180, 38, '#e6e0d4') +
    place(bowl(glazes[1] ?? C.mint, 150, 115), -40, 40) +
    place(bowl(glazes[0] ?? C.stone, 125, 95), -40, -35) +
    place(bowl(glazes[2] ?? C.cream, 100, 78), -40, -100) +
    place(cup(glazes[0] ?? C.stone), 185, 115, 0.95) +
    star(-230, -160, 10, t.accent2, 4, 0.35) +
    star(200, -160, 7, t.accent, 4, 0.35)
  );
}
