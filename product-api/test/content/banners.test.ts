import { z } from 'zod';
import { bannerSchema } from '../../src/contract/content';
import { banners } from '../../src/db/schema';
import { getData, getError } from '../support/inject';
import { startTestApp, stopTestApp, type TestApp } from '../support/test-app';

const bannerList = z.array(bannerSchema);

describe('GET /cli/cms/banners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await t.db.insert(banners).values([
      {
        title: 'Fresh from Gozo',
        imageUrl: '/app/media/banners/gozo.svg',
        imageApp: '/app/media/banners/gozo-app.svg',
        order: 2,
      },
      {
        title: 'Weekly offers',
        imageUrl: '/app/media/banners/offers.svg',
        imageApp: '/app/media/banners/offers-app.svg',
        link: '/app/search?onlyPromotions=true',
        order: 1,
        titleIt: 'Offerte della settimana',
        imageUrlIt: '/app/media/banners/offers-it.svg',
        imageAppIt: '/app/media/banners/offers-app-it.svg',
      },
      {
        title: 'App only',
        imageUrl: '/app/media/banners/app.svg',
        imageApp: '/app/media/banners/app-m.svg',
        category: 'APP',
        order: 0,
      },
      {
        title: 'Loyalty',
        imageUrl: '/app/media/banners/loyalty.svg',
        imageApp: '/app/media/banners/loyalty-app.svg',
        type: 'LOYALTY',
        order: 0,
      },
    ]);
  });
  afterAll(() => stopTestApp(t));

  it('lists the banners of the placement in order, with desktop and mobile images', async () => {
    const list = await getData(t.app, '/cli/cms/banners?category=WEB&type=ECOMMERCE', bannerList);
    expect(list.map((b) => b.title)).toEqual(['Weekly offers', 'Fresh from Gozo']);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      title: 'Weekly offers',
      imageUrl: '/app/media/banners/offers.svg',
      imageApp: '/app/media/banners/offers-app.svg',
      link: '/app/search?onlyPromotions=true',
    });
    expect(list[1]?.link).toBeNull();
  });

  it('gives the Italian title and pictures by ?lang=it or Accept-Language, English where none (issue 30 item 8)', async () => {
    const byQuery = await getData(t.app, '/cli/cms/banners?lang=it', bannerList);
    expect(byQuery.map(({ title, imageUrl, imageApp }) => ({ title, imageUrl, imageApp }))).toEqual([
      {
        title: 'Offerte della settimana',
        imageUrl: '/app/media/banners/offers-it.svg',
        imageApp: '/app/media/banners/offers-app-it.svg',
      },
      {
        title: 'Fresh from Gozo',
        imageUrl: '/app/media/banners/gozo.svg',
        imageApp: '/app/media/banners/gozo-app.svg',
      },
    ]);
    const byHeader = await getData(t.app, '/cli/cms/banners', bannerList, {
      'accept-language': 'it-MT,it;q=0.9',
    });
    expect(byHeader).toEqual(byQuery);
    expect((await getError(t.app, '/cli/cms/banners?lang=fr')).status).toBe(400);
  });

  it('defaults to the web shop placement and honours another one', async () => {
    expect((await getData(t.app, '/cli/cms/banners', bannerList)).map((b) => b.title)).toEqual([
      'Weekly offers',
      'Fresh from Gozo',
    ]);
    expect((await getData(t.app, '/cli/cms/banners?category=APP', bannerList)).map((b) => b.title)).toEqual([
      'App only',
    ]);
    expect(await getData(t.app, '/cli/cms/banners?category=NONE', bannerList)).toEqual([]);
  });

  it('rejects an over-long placement with a 400 envelope', async () => {
    const { status, body } = await getError(t.app, `/cli/cms/banners?category=${'W'.repeat(21)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ responseCode: 4000, fields: [{ path: 'querystring.category' }] });
  });
});
