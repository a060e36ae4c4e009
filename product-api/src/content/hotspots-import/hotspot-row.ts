import { isOnPage } from '../../contract/content';

/**
 * A row of a leaflet hotspots file (README of the catalogue import: Leaflet hotspots), checked on
 * its own; whether its leaflet, page and barcode exist is the import's question (import-hotspots.ts).
 */
export const HOTSPOT_COLUMNS = ['leaflet', 'page', 'x', 'y', 'w', 'h', 'barcode'] as const;
export type HotspotColumn = (typeof HOTSPOT_COLUMNS)[number];

export type HotspotRow = {
  leafletId: number;
  /** Index in the leaflet's images, from 0 (the file counts pages from 1, as the carousel does). */
  page: number;
  x: number;
  y: number;
  w: number;
  h: number;
  barcode: string;
};

export type CheckedHotspotRow = { ok: true; row: HotspotRow } | { ok: false; reason: string };

const WHOLE = /^[1-9]\d{0,8}$/;
const FRACTION = /^(0|1|0?\.\d{1,9}|1\.0{1,9})$/;
const BARCODE = /^\d{4,14}$/;

/** Checks one row's values by column name; the first problem is the reason it is rejected. */
export function checkHotspotRow(values: Record<HotspotColumn, string>): CheckedHotspotRow {
  const text = (column: HotspotColumn) => values[column].trim();
  for (const column of ['leaflet', 'page'] as const) {
    if (!WHOLE.test(text(column)))
      return { ok: false, reason: `${column}: "${text(column)}" is not a whole number from 1` };
  }
  const rect = { x: 0, y: 0, w: 0, h: 0 };
  for (const column of ['x', 'y', 'w', 'h'] as const) {
    if (!FRACTION.test(text(column)))
      return {
        ok: false,
        reason: `${column}: "${text(column)}" is not a fraction of the page from 0 to 1 (0.25)`,
      };
    rect[column] = Number(text(column));
  }
  if (rect.w === 0 || rect.h === 0) return { ok: false, reason: 'w and h: the rectangle must have a size' };
  if (!isOnPage(rect))
    return { ok: false, reason: 'the rectangle reaches outside the page (x + w and y + h are at most 1)' };
  if (!BARCODE.test(text('barcode')))
    return { ok: false, reason: `barcode: "${text('barcode')}" is not 4 to 14 digits` };
  return {
    ok: true,
    row: {
      leafletId: Number(text('leaflet')),
      page: Number(text('page')) - 1,
      ...rect,
      barcode: text('barcode'),
    },
  };
}
