import type { Paint } from './svg-kit.ts';

/** Objects are drawn on an 800×800 stage, centred on x = 400, standing on the floor at y = 640. */
export const FLOOR_Y = 640;

type Drawing = {
  body: string;
  /** Half-width of the contact shadow under the object. */
  footprint: number;
};

export type DrawObject = (paint: Paint, colour: string, view: number) => Drawing;
