/** subset-font and fontverter ship no types: the one call the store-font plugin makes. */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      /** Name table records to keep beyond HarfBuzz's default (0-6). */
      preserveNameIds?: number[];
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
