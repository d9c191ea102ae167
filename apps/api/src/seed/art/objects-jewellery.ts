import { type DrawObject, FLOOR_Y } from './object-types.ts';
import { type Paint, darken, lighten, metalFor } from './svg-kit.ts';

const stones = ['#b0123a', '#0f7a4a', '#1f4fa8', '#f4f1ea', '#8a2be2'];

/** A faceted gem: a radial sparkle over the stone colour. */
function gem(paint: Paint, x: number, y: number, r: number, colour: string): string {
  const fill = paint.radial(
    [
      [0, lighten(colour, 0.75)],
      [0.35, colour],
      [1, darken(colour, 0.5)],
    ],
    0.38,
    0.32,
    0.7,
  );
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x - r * 0.35}" cy="${y - r * 0.35}" r="${r * 0.22}" fill="#fff" opacity="0.85"/>`;
}

function pearl(paint: Paint, x: number, y: number, r: number): string {
  return gem(paint, x, y, r, '#efe8dc');
}

/** A bead of polished metal. */
function bead(paint: Paint, x: number, y: number, r: number, metal: string): string {
  const fill = paint.radial(
    [
      [0, lighten(metal, 0.8)],
      [0.4, metal],
      [1, darken(metal, 0.5)],
    ],
    0.35,
    0.3,
    0.75,
  );
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`;
}

export const necklace: DrawObject = (paint, finish, view) => {
  const metal = metalFor(finish);
  const stone = paint.rng.pick(stones);
  const parts: string[] = [];
  // A chain of beads along a catenary-like curve, with set stones every few links.
  const steps = 44;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const x = 200 + 400 * t;
    const y = 250 + 300 * (1 - (2 * t - 1) ** 2) ** 0.9;
    if (i % 4 === 2) parts.push(bead(paint, x, y, 15, metal), gem(paint, x, y, 9, stone));
    else parts.push(bead(paint, x, y, 9, metal));
    if (i % 4 === 2 && i > 6 && i < steps - 6) parts.push(pearl(paint, x, y + 26, 7));
  }
  const pendantY = 590;
  parts.push(
    `<path d="M400 ${pendantY - 50} C450 ${pendantY - 10} 440 ${pendantY + 50} 400 ${pendantY + 70} C360 ${pendantY + 50} 350 ${pendantY - 10} 400 ${pendantY - 50} Z" fill="${paint.metal(metal)}"/>`,
    gem(paint, 400, pendantY + 6, 26, stone),
    ...[-30, -15, 0, 15, 30].map((dx) => pearl(paint, 400 + dx, pendantY + 84 + Math.abs(dx) * -0.4, 7)),
  );
  const tray =
    view % 2 === 0
      ? `<ellipse cx="400" cy="440" rx="260" ry="236" fill="${darken('#4a1f2e', 0.1)}" opacity="0.9"/><ellipse cx="400" cy="430" rx="246" ry="222" fill="#5b2738"/>`
      : '';
  return { footprint: 0, body: `${tray}${parts.join('')}` };
};

/** One jhumka: a stud with a stone, a bell-shaped dome and a fringe of pearls. */
function jhumka(paint: Paint, x: number, metal: string, stone: string, swing: number): string {
  const dome = paint.metal(metal);
  const fringe = Array.from({ length: 9 }, (_, i) => pearl(paint, x - 64 + i * 16, 560 + Math.sin(i) * 2, 7)).join('');
  const petals = [0, 60, 120, 180, 240, 300]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return bead(paint, x + Math.cos(r) * 24, 260 + Math.sin(r) * 24, 12, metal);
    })
    .join('');
  return `<g transform="rotate(${swing} ${x} 200)"><path d="M${x} 200 q-14 12 0 34" stroke="${metal}" stroke-width="4" fill="none"/>${petals}${gem(paint, x, 260, 16, stone)}
<rect x="${x - 3}" y="290" width="6" height="110" fill="${metal}"/>${bead(paint, x, 330, 9, metal)}${gem(paint, x, 365, 8, stone)}
<path d="M${x - 78} 540 C${x - 78} 450 ${x - 40} 405 ${x} 400 C${x + 40} 405 ${x + 78} 450 ${x + 78} 540 Z" fill="${dome}"/>
<path d="M${x - 56} 470 Q${x} 452 ${x + 56} 470" stroke="${darken(metal, 0.45)}" stroke-width="3" fill="none" stroke-dasharray="2 6" stroke-linecap="round"/>
<path d="M${x - 70} 520 Q${x} 500 ${x + 70} 520" stroke="${darken(metal, 0.45)}" stroke-width="3" fill="none" stroke-dasharray="2 6" stroke-linecap="round"/>
${gem(paint, x, 420, 10, stone)}
<rect x="${x - 76}" y="532" width="152" height="14" rx="7" fill="${paint.metal(metal)}"/>${fringe}</g>`;
}

export const jhumkas: DrawObject = (paint, finish, view) => {
  const metal = metalFor(finish);
  const stone = paint.rng.pick(stones);
  // Hung on a display stand, as jewellery is shot in a store's catalogue.
  const wood = paint.cylinder('#7a4a2a', 0.35, true);
  const stand = `<rect x="170" y="190" width="460" height="16" rx="8" fill="${wood}"/><rect x="184" y="200" width="12" height="${FLOOR_Y - 200}" fill="${paint.cylinder('#7a4a2a', 0.35)}"/><rect x="604" y="200" width="12" height="${FLOOR_Y - 200}" fill="${paint.cylinder('#7a4a2a', 0.35)}"/><rect x="150" y="${FLOOR_Y - 12}" width="80" height="12" rx="4" fill="${wood}"/><rect x="570" y="${FLOOR_Y - 12}" width="80" height="12" rx="4" fill="${wood}"/>`;
  const swing = view === 2 ? 6 : 3;
  return {
    footprint: 240,
    body: `${stand}${jhumka(paint, 300, metal, stone, swing)}${jhumka(paint, 500, metal, stone, -swing)}`,
  };
};

export const studs: DrawObject = (paint, finish) => {
  const metal = metalFor(finish);
  const stone = paint.rng.pick(stones);
  const flower = (x: number, y: number, r: number) => {
    const petals = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `${bead(paint, x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.42, metal)}${gem(paint, x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.24, '#f4f1ea')}`;
    }).join('');
    return `<circle cx="${x}" cy="${y + r * 1.3}" r="${r * 1.5}" fill="#000" opacity="0.1" filter="${paint.blur(10)}"/>${petals}${bead(paint, x, y, r * 0.7, metal)}${gem(paint, x, y, r * 0.55, stone)}`;
  };
  return { footprint: 0, body: `${flower(300, 440, 70)}${flower(520, 470, 62)}` };
};

export const hoops: DrawObject = (paint, finish, view) => {
  const metal = metalFor(finish);
  const ring = (cx: number, cy: number, rx: number, ry: number, angle: number) =>
    `<g transform="rotate(${angle} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${darken(metal, 0.45)}" stroke-width="30"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${paint.metal(metal)}" stroke-width="24"/><ellipse cx="${cx - 6}" cy="${cy - 4}" rx="${rx}" ry="${ry}" fill="none" stroke="#fff" stroke-width="4" opacity="0.5" stroke-dasharray="${rx * 1.2} ${rx * 5}"/></g>`;
  const charms = view % 2 === 0 ? `${pearl(paint, 300, 600, 14)}${pearl(paint, 500, 606, 14)}` : '';
  return {
    footprint: 0,
    body: `${ring(300, 430, 120, 150, -8)}${ring(500, 440, 120, 150, 10)}${charms}`,
  };
};

export const bangles: DrawObject = (paint, colour, view) => {
  const gold = paint.metal('#d4af37');
  const parts: string[] = [];
  const count = view % 2 === 0 ? 7 : 5;
  for (let i = 0; i < count; i++) {
    const y = FLOOR_Y - 60 - i * 34;
    const enamel = i % 2 === 0;
    parts.push(
      `<ellipse cx="400" cy="${y}" rx="190" ry="62" fill="none" stroke="${darken(enamel ? colour : '#d4af37', 0.45)}" stroke-width="34"/>`,
      `<ellipse cx="400" cy="${y - 3}" rx="190" ry="62" fill="none" stroke="${enamel ? paint.cylinder(colour, 0.5) : gold}" stroke-width="26"/>`,
      enamel
        ? `<ellipse cx="400" cy="${y - 3}" rx="190" ry="62" fill="none" stroke="${lighten('#d4af37', 0.3)}" stroke-width="4" stroke-dasharray="3 12"/>`
        : '',
    );
  }
  return { footprint: 200, body: parts.join('') };
};
