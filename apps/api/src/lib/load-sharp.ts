import type sharpModule from 'sharp';

type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | null = null;

/**
 * sharp (a native library and its colour tables) loads on the first image upload, not at start: only an
 * upload needs it, and loading it was about a tenth of a start's CPU (bench/README.md, the production build).
 */
export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
