// The page's symbols, drawn here (no outside assets): the six elements, the conditions and the
// ability symbols. Each is a 16x16 drawing in strokes (`d`) and fills (`f`), in the current text
// colour. icon(name, label) gives an <svg>: with a label a screen reader reads it (role img), without
// one it is hidden from it, the words beside it saying the same.
'use strict';

const ICONS = {
  // abilities
  attack: { d: 'M3 13 L12 4 M10 3 L13 3 L13 6 M4 9 L7 12 M2 14 L4 12' },
  move: { d: 'M3 8 H12 M9 5 L12 8 L9 11 M3 4 V12' },
  range: { d: 'M4 2 Q12 8 4 14 M4 2 V14 M2 8 H14 M12 6 L14 8 L12 10' },
  shield: { d: 'M8 2 L13 4 V8 Q13 12 8 14 Q3 12 3 8 V4 Z' },
  retaliate: { d: 'M8 2 L13 4 V8 Q13 12 8 14 Q3 12 3 8 V4 Z M10 6 L6 10 M6 7 V10 H9' },
  push: { f: 'M7 8 m-2 0 a2 2 0 1 0 4 0 a2 2 0 1 0 -4 0', d: 'M10 8 H15 M13 6 L15 8 L13 10' },
  pull: { f: 'M13 8 m-2 0 a2 2 0 1 0 4 0 a2 2 0 1 0 -4 0', d: 'M1 8 H8 M3 6 L1 8 L3 10' },
  pierce: { d: 'M1 8 H15 M12 5 L15 8 L12 11 M7 3 V13' },
  heal: { f: 'M6 2 H10 V6 H14 V10 H10 V14 H6 V10 H2 V6 H6 Z' },
  target: { d: 'M8 1 V5 M8 11 V15 M1 8 H5 M11 8 H15 M8 8 m-4 0 a4 4 0 1 0 8 0 a4 4 0 1 0 -8 0' },
  area: { d: 'M5 2 L8 3.5 V7 L5 8.5 L2 7 V3.5 Z M11 2 L14 3.5 V7 L11 8.5 L8 7 V3.5 Z M8 7.5 L11 9 V12.5 L8 14 L5 12.5 V9 Z' },
  jump: { d: 'M2 13 Q8 -1 14 13 M11 11 L14 13 L15 10' },
  condition: { d: 'M8 2 L14 14 H2 Z M8 6 V10 M8 12 V12.5' },
  infuse: { d: 'M8 2 V14 M2 8 H14 M4 4 L12 12 M12 4 L4 12' },
  recover: { d: 'M13 8 A5 5 0 1 1 10 3.5 M10 1 V4 H13' },
  suffer_damage: { d: 'M8 2 L10 7 H14 L9 9 L11 14 L8 11 L5 14 L7 9 L2 7 H6 Z' },
  initiative: { d: 'M8 8 m-6 0 a6 6 0 1 0 12 0 a6 6 0 1 0 -12 0 M8 4 V8 L11 10' },
  // elements
  fire: { f: 'M8 1 C10 5 13 7 13 10 A5 5 0 0 1 3 10 C3 8 5 6 5 4 C6 6 7 6 8 1 Z' },
  ice: { d: 'M8 1 V15 M2 4.5 L14 11.5 M2 11.5 L14 4.5 M6 2.5 L8 4 L10 2.5 M6 13.5 L8 12 L10 13.5' },
  air: { d: 'M1 6 H10 A2 2 0 1 0 8 4 M1 10 H12 A2 2 0 1 1 10 12 M1 8 H6' },
  earth: { f: 'M1 14 L6 5 L9 10 L11 7 L15 14 Z' },
  light: { f: 'M8 8 m-3 0 a3 3 0 1 0 6 0 a3 3 0 1 0 -6 0', d: 'M8 1 V3 M8 13 V15 M1 8 H3 M13 8 H15 M3 3 L4.5 4.5 M11.5 11.5 L13 13 M3 13 L4.5 11.5 M11.5 4.5 L13 3' },
  dark: { f: 'M10 1 A7 7 0 1 0 15 11 A6 6 0 0 1 10 1 Z' },
  // conditions
  poison: { f: 'M8 1 C11 6 13 8 13 10.5 A5 5 0 0 1 3 10.5 C3 8 5 6 8 1 Z' },
  wound: { f: 'M8 1 C11 6 13 8 13 10.5 A5 5 0 0 1 3 10.5 C3 8 5 6 8 1 Z', d: 'M1 15 L15 3' },
  immobilize: { d: 'M3 6 h4 v4 h-4 Z M9 6 h4 v4 h-4 Z M7 8 H9 M1 14 L15 2' },
  disarm: { d: 'M3 13 L12 4 M10 3 L13 3 L13 6 M2 2 L14 14' },
  muddle: { d: 'M3 5 Q8 0 12 5 Q14 9 8 9 V11 M8 13.5 V14' },
  strengthen: { d: 'M8 14 V2 M3 7 L8 2 L13 7' },
  invisible: { d: 'M1 8 Q8 1 15 8 Q8 15 1 8 Z M8 8 m-2 0 a2 2 0 1 0 4 0 a2 2 0 1 0 -4 0 M2 14 L14 2' },
  stun: { f: 'M8 1 L9.8 6 H15 L10.8 9 L12.4 14.5 L8 11.2 L3.6 14.5 L5.2 9 L1 6 H6.2 Z' },
};

function icon(name, label) {
  const NS = 'http://www.w3.org/2000/svg';
  const spec = ICONS[name];
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('width', '14');
  svg.setAttribute('height', '14');
  svg.setAttribute('class', `icon icon-${name}`);
  if (label) { svg.setAttribute('role', 'img'); svg.setAttribute('aria-label', label); } else svg.setAttribute('aria-hidden', 'true');
  if (!spec) return svg;
  if (spec.f) {
    const p = document.createElementNS(NS, 'path');
    p.setAttribute('d', spec.f);
    p.setAttribute('fill', 'currentColor');
    svg.append(p);
  }
  if (spec.d) {
    const p = document.createElementNS(NS, 'path');
    p.setAttribute('d', spec.d);
    p.setAttribute('fill', 'none');
    p.setAttribute('stroke', 'currentColor');
    p.setAttribute('stroke-width', '1.6');
    p.setAttribute('stroke-linecap', 'round');
    p.setAttribute('stroke-linejoin', 'round');
    svg.append(p);
  }
  return svg;
}
