/** subset-font and fontverter ship no types: the calls the font plugins make. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** Name table records to keep beyond HarfBuzz's default (0-6). */
      preserveNameIds?: number[];
      /** The OpenType layout features to keep (four-letter tags); every feature when left out. */
      keepFeatures?: string[];
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(
    font: Buffer,
    to: 'woff2' | 'woff' | 'sfnt',
    from?: 'woff2' | 'woff' | 'sfnt',
  ): Promise<Buffer>;
}
