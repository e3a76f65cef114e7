import type { Random } from '../../src/seed/random.js';
import { C, type PatternKind, type Theme } from './palette.js';

/** Small builders for the SVG pictures: shapes, patterns and backgrounds. */

export const svgDoc = (width: number, height: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs>${defs}</defs>${body}</svg>`;

export const place = (body: string, x: number, y: number, scale = 1, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})">${body}</g>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;

export const polygon = (points: readonly (readonly [number, number])[], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}" fill="${fill}" ${extra}/>`;

/** A star with `points` branches, as a polygon. */
export function star(cx: number, cy: number, r: number, fill: string, points = 5, inner = 0.45, extra = '') {
  const vertices: [number, number][] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    vertices.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(vertices, fill, extra);
}

/** A row of waves from x0 to x1 as a path `d` (open), each wave `length` wide. */
export function waveLine(x0: number, x1: number, y: number, amplitude: number, length: number): string {
  let d = `M${x0} ${y}`;
  for (let x = x0; x < x1; x += length) {
    d += ` q${length / 4} ${-amplitude} ${length / 2} 0 t${length / 2} 0`;
  }
  return d;
}

/** A filled band of water: waves on top, down to `bottom`. */
export const waterBand = (
  x0: number,
  x1: number,
  y: number,
  bottom: number,
  amplitude: number,
  length: number,
  fill: string,
  extra = '',
) => path(`${waveLine(x0, x1, y, amplitude, length)} L${x1 + length} ${bottom} L${x0} ${bottom} Z`, fill, extra);

export const linearGradient = (id: string, [from, to]: readonly [string, string], angle = 35) => {
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return (
    `<linearGradient id="${id}" x1="${0.5 - x}" y1="${0.5 - y}" x2="${0.5 + x}" y2="${0.5 + y}">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
};

export const softBlur = (id: string, deviation: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;

export function patternDef(id: string, kind: PatternKind, colour: string, scale = 1): string {
  const tile = (size: number, body: string, rotate = 0) =>
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" ` +
    `patternTransform="scale(${scale}) rotate(${rotate})">${body}</pattern>`;
  const stroke = `stroke="${colour}"`;
  switch (kind) {
    case 'dots':
      return tile(34, circle(17, 17, 3.2, colour));
    case 'grid':
      return tile(32, circle(16, 16, 1.8, colour));
    case 'stars':
      return tile(
        120,
        star(30, 30, 7, colour, 4, 0.3) +
          star(90, 84, 4, colour, 4, 0.3) +
          circle(84, 24, 1.8, colour) +
          circle(24, 96, 1.8, colour),
      );
    case 'waves':
      return tile(60, path('M0 20 q15 -12 30 0 t30 0 M0 50 q15 -12 30 0 t30 0', 'none', `${stroke} stroke-width="3"`));
    case 'halftone':
      return tile(18, circle(9, 9, 4.5, colour), 45);
    case 'hex':
      return (
        `<pattern id="${id}" width="84" height="48.5" patternUnits="userSpaceOnUse" patternTransform="scale(${scale})">` +
        path('M0 24.25 L14 0 H42 L56 24.25 L42 48.5 H14 Z M56 24.25 H84', 'none', `${stroke} stroke-width="2"`) +
        '</pattern>'
      );
    case 'diamonds':
      return tile(40, path('M20 4 L36 20 L20 36 L4 20 Z', 'none', `${stroke} stroke-width="2"`));
    case 'gingham':
      return tile(60, rect(0, 0, 30, 60, colour, 'opacity="0.5"') + rect(0, 0, 60, 30, colour, 'opacity="0.5"'));
    case 'bubbles':
      return tile(
        110,
        circle(25, 30, 9, 'none', `${stroke} stroke-width="2.5"`) +
          circle(78, 70, 5, 'none', `${stroke} stroke-width="2"`) +
          circle(60, 22, 3, colour),
      );
    case 'stripes':
      return tile(26, rect(0, 0, 6, 26, colour), 35);
  }
}

/** Gradient, pattern, soft glows and a few confetti: the backdrop shared by all pictures. */
export function backdrop(
  width: number,
  height: number,
  theme: Theme,
  random: Random,
  options: { alt?: boolean; angle?: number; patternOpacity?: number; glows?: number; confetti?: number } = {},
) {
  const colours = options.alt ? theme.bgAlt : theme.bg;
  const defs =
    linearGradient('bg', colours, options.angle ?? 35) +
    patternDef('pat', theme.pattern, theme.patternColour, width / 1200 + 0.4) +
    softBlur('glow', Math.round(width / 14));
  let body =
    rect(0, 0, width, height, 'url(#bg)') +
    rect(0, 0, width, height, 'url(#pat)', `opacity="${options.patternOpacity ?? 0.16}"`);
  const glowColours = [theme.accent, theme.accent2, theme.light];
  for (let i = 0; i < (options.glows ?? 3); i++) {
    const r = (0.18 + random() * 0.22) * Math.max(width, height);
    body += circle(
      Math.round(random() * width),
      Math.round(random() * height),
      Math.round(r),
      glowColours[i % 3] ?? C.cream,
      'opacity="0.35" filter="url(#glow)"',
    );
  }
  body += confetti(width, height, theme, random, options.confetti ?? 10);
  return { defs, body };
}

/** Small scattered shapes in the theme colours. */
export function confetti(width: number, height: number, theme: Theme, random: Random, count: number): string {
  const colours = [theme.accent, theme.accent2, theme.light];
  let body = '';
  for (let i = 0; i < count; i++) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = (6 + random() * 12) * (width / 1200 + 0.3);
    const fill = colours[i % colours.length] ?? C.cream;
    const kind = Math.floor(random() * 4);
    if (kind === 0) body += circle(x, y, Math.round(size / 2), fill, 'opacity="0.8"');
    else if (kind === 1) body += star(x, y, size, fill, 4, 0.35, 'opacity="0.85"');
    else if (kind === 2)
      body += place(
        rect(-size / 2, -size / 2, size, size, fill, 'rx="2" opacity="0.75"'),
        x,
        y,
        1,
        Math.round(random() * 90),
      );
    else
      body += path(
        waveLine(x, x + size * 3, y, size / 2, size * 1.5),
        'none',
        `stroke="${fill}" stroke-width="${(size / 4).toFixed(1)}" stroke-linecap="round" opacity="0.8"`,
      );
  }
  return body;
}

/** Rays from the centre, for news pictures. */
export function sunburst(cx: number, cy: number, r: number, colour: string, rays = 18, opacity = 0.18): string {
  let body = '';
  for (let i = 0; i < rays; i++) {
    const a0 = (2 * Math.PI * i) / rays;
    const a1 = a0 + Math.PI / rays;
    body += polygon(
      [
        [cx, cy],
        [cx + r * Math.cos(a0), cy + r * Math.sin(a0)],
        [cx + r * Math.cos(a1), cy + r * Math.sin(a1)],
      ],
      colour,
      `opacity="${opacity}"`,
    );
  }
  return body;
}

/** Tiny specks, for a stoneware or paper feel inside a shape's area. */
export function speckles(random: Random, count: number, w: number, h: number, colour: string, opacity = 0.35): string {
  let body = '';
  for (let i = 0; i < count; i++) {
    body += circle(
      Math.round((random() - 0.5) * w),
      Math.round((random() - 0.5) * h),
      Number((1 + random() * 2).toFixed(1)),
      colour,
      `opacity="${opacity}"`,
    );
  }
  return body;
}
