import type { MapLocation } from '../map-view/map-provider.js';

/** The side of a map tile in CSS pixels, as every web map draws them. */
const TILE_SIZE = 256;

/** A point on the world map at a zoom, in pixels from its top-left corner. */
export interface WorldPoint {
  readonly x: number;
  readonly y: number;
}

const MAX_SIN = 0.9999;

/** Where a location falls on the Web Mercator world map at `zoom` (the tiles' projection). */
export function toWorld(location: MapLocation, zoom: number): WorldPoint {
  const size = TILE_SIZE * 2 ** zoom;
  const sin = Math.min(Math.max(Math.sin((location.lat * Math.PI) / 180), -MAX_SIN), MAX_SIN);
  return {
    x: ((location.lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The location at a point of the world map at `zoom`. */
export function fromWorld(point: WorldPoint, zoom: number): MapLocation {
  const size = TILE_SIZE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * point.y) / size;
  return {
    lat: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    lng: (point.x / size) * 360 - 180,
  };
}

/** The location `dx`, `dy` pixels away from `from` on the map at `zoom`. */
export function moveBy(from: MapLocation, dx: number, dy: number, zoom: number): MapLocation {
  const point = toWorld(from, zoom);
  return fromWorld({ x: point.x + dx, y: point.y + dy }, zoom);
}

/** A coordinate rounded to six decimals (about 11 cm), as it is shown and stored. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
