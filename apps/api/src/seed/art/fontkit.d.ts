/** The part of fontkit (no types of its own) the pictures' lettering uses: glyph outlines and advances. */
declare module 'fontkit' {
  type PathCommand = {
    command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    args: number[];
  };
  export type Glyph = { path: { commands: PathCommand[] } };
  export type GlyphRun = { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
  export type Font = {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  };
  export function create(buffer: Buffer): Font;
}
