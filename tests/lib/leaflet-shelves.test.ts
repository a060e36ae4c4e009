import { type Leaflet, leafletTimingOn } from '@shop/product-api/contract/content';
import { leafletShelves } from '@/components/content/leaflet-shelves';

const leaflet = (id: number, validFrom: string | null, validTo: string | null): Leaflet => ({
  id,
  title: `Leaflet ${id}`,
  coverImage: `/app/media/leaflets/${id}/cover.svg`,
  pdfLink: null,
  images: [],
  validFrom,
  validTo,
});

const weekly = leaflet(1, '2026-11-23', '2026-11-29');
const christmas = leaflet(2, '2026-12-01', '2026-12-31');
const november = leaflet(3, '2026-11-01', '2026-11-30');
const always = leaflet(4, null, null);

describe('leaflet timing (which leaflets are current)', () => {
  it('a leaflet from 1 December is upcoming in November, current from that day to its last', () => {
    expect(leafletTimingOn(christmas, '2026-11-27')).toBe('upcoming');
    expect(leafletTimingOn(christmas, '2026-11-30')).toBe('upcoming');
    expect(leafletTimingOn(christmas, '2026-12-01')).toBe('current');
    expect(leafletTimingOn(christmas, '2026-12-31')).toBe('current');
    expect(leafletTimingOn(christmas, '2027-01-01')).toBe('expired');
  });

  it('open ends never close', () => {
    expect(leafletTimingOn(always, '2026-11-27')).toBe('current');
    expect(leafletTimingOn(leaflet(5, null, '2026-11-29'), '2026-11-30')).toBe('expired');
    expect(leafletTimingOn(leaflet(6, '2026-12-01', null), '2026-11-30')).toBe('upcoming');
  });

  it('lists current leaflets and the coming ones apart, leaving out the expired, in their order', () => {
    const shelves = leafletShelves([weekly, christmas, november, always], new Date('2026-11-27T10:00:00Z'));
    expect(shelves.current.map((l) => l.id)).toEqual([1, 3, 4]);
    expect(shelves.upcoming.map((l) => l.id)).toEqual([2]);
  });

  it("counts days on Malta's clock, not the server's UTC one", () => {
    // 23:30 UTC on 30 November is already 00:30 on 1 December in Malta (CET, UTC+1).
    const maltaMidnight = leafletShelves([christmas, november], new Date('2026-11-30T23:30:00Z'));
    expect(maltaMidnight.current.map((l) => l.id)).toEqual([2]);
    expect(maltaMidnight.upcoming).toEqual([]);
    // 22:30 UTC is 23:30 in Malta: still November.
    const beforeMidnight = leafletShelves([christmas, november], new Date('2026-11-30T22:30:00Z'));
    expect(beforeMidnight.current.map((l) => l.id)).toEqual([3]);
    expect(beforeMidnight.upcoming.map((l) => l.id)).toEqual([2]);
  });
});
