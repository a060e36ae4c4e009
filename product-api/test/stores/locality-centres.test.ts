import { MALTA_LOCALITIES } from '../../src/seed/malta-localities';
import { LOCALITY_CENTRES } from '../../src/stores/locality-centres';

describe('locality centres', () => {
  it('places every locality of Malta and Gozo on its island', () => {
    expect(Object.keys(LOCALITY_CENTRES).sort()).toEqual(
      MALTA_LOCALITIES.map((l) => l.postcodePrefix).sort(),
    );
    for (const locality of MALTA_LOCALITIES) {
      const centre = LOCALITY_CENTRES[locality.postcodePrefix] ?? { latitude: 0, longitude: 0 };
      // Gozo lies north-west of 36.0 N; Malta between 35.80 and 35.99 N, 14.18 and 14.58 E.
      const [south, north] = locality.island === 'Gozo' ? [36.0, 36.09] : [35.8, 35.99];
      expect({
        locality: locality.name,
        inside: centre.latitude > south && centre.latitude < north,
      }).toEqual({
        locality: locality.name,
        inside: true,
      });
      expect(centre.longitude).toBeGreaterThan(14.18);
      expect(centre.longitude).toBeLessThan(14.58);
    }
  });
});
