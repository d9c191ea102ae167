import { type DrawObject, FLOOR_Y } from './object-types.ts';
import { darken, lighten, luminance, metals, mix } from './svg-kit.ts';
import { lettering } from './lettering.ts';

const shine = (x: number, y: number, w: number, h: number, opacity = 0.55) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#fff" opacity="${opacity}"/>`;

const labelText = (x: number, y: number, text: string, size: number, colour: string, spacing = 3) =>
  lettering(text, { x, y, size, weight: 600, spacing, anchor: 'middle', fill: colour });

export const lipstick: DrawObject = (paint, shade, view) => {
  const caseTone = [metals.gold, metals.black, metals.rose][paint.rng.int(0, 2)]!;
  const tube = paint.metal(caseTone);
  const bullet = paint.cylinder(shade, 0.45);
  const cap =
    view % 2 === 0
      ? `<g transform="translate(560 ${FLOOR_Y - 34}) rotate(-90)"><rect x="-34" y="-110" width="68" height="190" rx="8" fill="${paint.metal(caseTone)}"/>${shine(-18, -100, 8, 170, 0.35)}</g>`
      : '';
  return {
    footprint: view % 2 === 0 ? 230 : 90,
    body: `${cap}
<rect x="340" y="430" width="120" height="${FLOOR_Y - 430}" rx="10" fill="${tube}"/>
<rect x="340" y="596" width="120" height="6" fill="${darken(caseTone, 0.35)}" opacity="0.6"/>
<rect x="350" y="398" width="100" height="36" rx="4" fill="${paint.metal(mix(caseTone, '#ffffff', 0.1))}"/>
<rect x="362" y="336" width="76" height="66" fill="${paint.metal(caseTone)}"/>
<path d="M366 338 L366 262 Q366 248 378 241 L424 208 Q434 202 434 214 L434 338 Z" fill="${bullet}"/>
<path d="M372 250 L420 216" stroke="${lighten(shade, 0.55)}" stroke-width="5" stroke-linecap="round" opacity="0.7"/>
${shine(378, 262, 7, 70, 0.35)}${shine(356, 444, 10, 180, 0.35)}`,
  };
};

export const kajal: DrawObject = (paint, shade, view) => {
  const bodyTone = [metals.black, '#7a2a48', '#1e2a4a'][paint.rng.int(0, 2)]!;
  const pencil = (angle: number, dx: number, withCap: boolean) => `
<g transform="translate(${370 + dx} 560) rotate(${angle})">
<rect x="-190" y="-22" width="330" height="44" rx="6" fill="${paint.cylinder(bodyTone, 0.4, true)}"/>
<rect x="140" y="-22" width="26" height="44" fill="${paint.metal(metals.gold, true)}"/>
${
  withCap
    ? `<rect x="166" y="-24" width="110" height="48" rx="8" fill="${paint.cylinder(bodyTone, 0.4, true)}"/>`
    : `<path d="M166 -20 L236 -6 Q248 0 236 6 L166 20 Z" fill="${paint.linear(
        [
          [0, lighten('#d9b48a', 0.2)],
          [1, '#b88a5a'],
        ],
        0,
        0,
        0,
        1,
      )}"/><path d="M214 -10 L244 -2 Q252 0 244 2 L214 10 Z" fill="${shade}"/>`
}
<rect x="-180" y="-14" width="310" height="6" rx="3" fill="#fff" opacity="0.25"/>
${lettering('KOHL', { x: -60, y: 7, size: 18, weight: 700, spacing: 6, anchor: 'middle', fill: lighten(bodyTone, 0.75), opacity: 0.8 })}
</g>`;
  const body =
    view % 2 === 0
      ? `${pencil(-6, -10, true)}${pencil(-14, 30, false)}`
      : `${pencil(-10, 0, false)}<path d="M250 632 Q390 602 540 626" stroke="${shade}" stroke-width="16" stroke-linecap="round" fill="none" opacity="0.85"/>`;
  return { footprint: 250, body };
};

export const foundation: DrawObject = (paint, shade, view) => {
  const glass = paint.linear([
    [0, lighten(shade, 0.2), 0.95],
    [0.3, lighten(shade, 0.55), 0.95],
    [0.6, shade, 0.95],
    [1, darken(shade, 0.35), 0.95],
  ]);
  const swatch =
    view % 2 === 0
      ? `<path d="M520 ${FLOOR_Y - 8} q60 -30 130 -6 q-40 26 -120 18z" fill="${shade}"/><ellipse cx="585" cy="${FLOOR_Y - 14}" rx="40" ry="6" fill="#fff" opacity="0.35"/>`
      : '';
  return {
    footprint: view % 2 === 0 ? 210 : 120,
    body: `${swatch}
<rect x="298" y="330" width="204" height="${FLOOR_Y - 330}" rx="26" fill="#ffffff" opacity="0.55"/>
<rect x="306" y="338" width="188" height="${FLOOR_Y - 346}" rx="20" fill="${glass}"/>
<rect x="318" y="352" width="16" height="260" rx="8" fill="#fff" opacity="0.45"/>
<rect x="330" y="450" width="140" height="118" rx="6" fill="#fff" opacity="0.92"/>
${labelText(400, 500, 'SKIN', 20, '#3a3a3a', 6)}${labelText(400, 528, 'FOUNDATION', 14, '#6a6a6a', 3)}${labelText(400, 553, 'SPF 20 · 30 ml', 11, '#8a8a8a', 1)}
<rect x="368" y="292" width="64" height="40" fill="${paint.metal(metals.gold)}"/>
<rect x="350" y="190" width="100" height="106" rx="14" fill="${paint.cylinder(metals.black, 0.35)}"/>
${shine(364, 200, 8, 86, 0.3)}`,
  };
};

export const serum: DrawObject = (paint, tint, view) => {
  const glassTone = luminance(tint) > 0.55 ? darken(tint, 0.15) : tint;
  const glass = paint.linear([
    [0, darken(glassTone, 0.4), 0.95],
    [0.25, glassTone, 0.9],
    [0.4, lighten(glassTone, 0.45), 0.9],
    [0.7, glassTone, 0.9],
    [1, darken(glassTone, 0.45), 0.95],
  ]);
  const bulbTone = paint.rng.chance(0.5) ? metals.black : darken(tint, 0.35);
  const dropper =
    view % 2 === 0
      ? `<g transform="translate(560 615) rotate(-80)"><rect x="-12" y="-40" width="24" height="160" rx="10" fill="#fff" opacity="0.5"/><rect x="-24" y="-70" width="48" height="34" rx="5" fill="${paint.metal(metals.gold)}"/><path d="M-22 -70 q0 -70 22 -76 q22 6 22 76z" fill="${paint.cylinder(bulbTone, 0.4)}"/></g><circle cx="520" cy="${FLOOR_Y - 4}" r="9" fill="${lighten(tint, 0.3)}" opacity="0.8"/>`
      : `<rect x="376" y="270" width="48" height="70" rx="5" fill="${paint.metal(metals.gold)}"/><path d="M378 272 q0 -92 22 -98 q22 6 22 98z" fill="${paint.cylinder(bulbTone, 0.4)}"/>`;
  return {
    footprint: view % 2 === 0 ? 200 : 110,
    body: `<path d="M320 ${FLOOR_Y - 12} L320 420 Q320 380 360 372 L372 370 L372 338 L428 338 L428 370 L440 372 Q480 380 480 420 L480 ${FLOOR_Y - 12} Q480 ${FLOOR_Y} 468 ${FLOOR_Y} L332 ${FLOOR_Y} Q320 ${FLOOR_Y} 320 ${FLOOR_Y - 12} Z" fill="${glass}"/>
<rect x="336" y="404" width="12" height="210" rx="6" fill="#fff" opacity="0.4"/>
<rect x="334" y="470" width="132" height="112" rx="4" fill="#fbf7f0"/>
${labelText(400, 512, 'SERUM', 22, '#2f2f2f', 6)}<rect x="362" y="524" width="76" height="2" fill="${tint}"/>${labelText(400, 550, '30 ml / 1 fl oz', 11, '#777', 1)}
<rect x="368" y="330" width="64" height="14" fill="${darken(glassTone, 0.3)}"/>${dropper}`,
  };
};

export const nailPolish: DrawObject = (paint, shade, view) => {
  const lacquer = paint.linear([
    [0, darken(shade, 0.4)],
    [0.3, lighten(shade, 0.25)],
    [0.55, shade],
    [1, darken(shade, 0.45)],
  ]);
  const drop =
    view % 2 === 0
      ? `<ellipse cx="540" cy="${FLOOR_Y - 6}" rx="46" ry="10" fill="${shade}"/><ellipse cx="530" cy="${FLOOR_Y - 9}" rx="16" ry="3" fill="#fff" opacity="0.5"/>`
      : '';
  return {
    footprint: 110,
    body: `${drop}<rect x="322" y="440" width="156" height="${FLOOR_Y - 440}" rx="30" fill="#fff" opacity="0.6"/>
<rect x="330" y="448" width="140" height="${FLOOR_Y - 456}" rx="24" fill="${lacquer}"/>
<rect x="344" y="462" width="14" height="150" rx="7" fill="#fff" opacity="0.45"/>
<rect x="374" y="420" width="52" height="26" fill="${paint.metal(metals.silver)}"/>
<rect x="366" y="230" width="68" height="194" rx="12" fill="${paint.cylinder(metals.black, 0.45)}"/>${shine(378, 244, 8, 160, 0.3)}`,
  };
};

export const lotion: DrawObject = (paint, tint, view) => {
  const body = paint.cylinder(lighten(tint, 0.1), 0.5);
  const labelInk = darken(tint, 0.6);
  const tube =
    view % 2 === 0
      ? `<g transform="translate(560 ${FLOOR_Y - 40}) rotate(-6)"><path d="M-60 40 L-50 -120 L50 -120 L60 40 Z" fill="${paint.cylinder(lighten(tint, 0.3), 0.4)}"/><rect x="-30" y="-150" width="60" height="32" rx="4" fill="${paint.cylinder(labelInk, 0.3)}"/></g>`
      : '';
  return {
    footprint: view % 2 === 0 ? 210 : 110,
    body: `${tube}<rect x="320" y="330" width="160" height="${FLOOR_Y - 330}" rx="22" fill="${body}"/>
<rect x="338" y="430" width="124" height="150" rx="8" fill="#fff" opacity="0.88"/>
${labelText(400, 478, 'BODY', 22, labelInk, 6)}${labelText(400, 504, 'LOTION', 16, labelInk, 5)}${labelText(400, 548, '48H MOISTURE', 10, '#777', 2)}
<rect x="370" y="300" width="60" height="34" rx="4" fill="${paint.cylinder(labelInk, 0.35)}"/>
<rect x="392" y="250" width="16" height="52" fill="${paint.metal(metals.silver)}"/>
<path d="M360 236 L440 236 Q452 236 452 248 L452 262 L360 262 Z" fill="${paint.cylinder(labelInk, 0.35)}"/>
<rect x="300" y="240" width="70" height="14" rx="6" fill="${paint.cylinder(labelInk, 0.35)}"/>${shine(334, 350, 10, 240, 0.35)}`,
  };
};
