/**
 * Simple drawn shapes for the generated product and category images: enough to tell a bottle
 * from a loaf at a glance, small enough that an image stays under 1.5 KB.
 * Every shape fits a 400 x 400 box, centred on x = 200 between y = 40 and y = 270.
 */
export type ProductShape =
  | 'fruit'
  | 'banana'
  | 'veg'
  | 'loaf'
  | 'bottle'
  | 'carton'
  | 'can'
  | 'jar'
  | 'pack'
  | 'tray'
  | 'fish'
  | 'bag'
  | 'tub'
  | 'wedge'
  | 'multipack';

const LEAF = '#4d9b4a';
const LABEL = 'fill="#fff" opacity=".8"';
const BOTTLE_PATH =
  'M180 50h40v40c30 14 40 34 40 60v110a10 10 0 0 1-10 10h-100a10 10 0 0 1-10-10v-110c0-26 10-46 40-60z';

const SHAPES: Record<ProductShape, (accent: string) => string> = {
  fruit: (a) =>
    `<circle cx="200" cy="170" r="95" fill="${a}"/><path d="M200 76c8-28 38-40 60-34-8 24-34 36-60 34z" fill="${LEAF}"/><circle cx="166" cy="136" r="22" fill="#fff" opacity=".35"/>`,
  // A bunch of three curved fingers with their stalks, so a banana is not read as an orange.
  banana: (a) =>
    `<g fill="${a}" stroke="#8a6d1c" stroke-width="4" stroke-linejoin="round"><path d="M96 120c10 96 96 150 206 112-96 6-160-44-180-124z"/><path d="M110 104c30 90 112 128 196 86-86-4-150-40-170-104z"/><path d="M124 90c44 78 118 100 184 58-72-6-130-28-160-78z"/></g><path d="M106 110l-12-34" stroke="#5b4712" stroke-width="14" stroke-linecap="round"/>`,
  veg: (a) =>
    `<ellipse cx="200" cy="180" rx="72" ry="92" fill="${a}"/><path d="M200 90l-30-42M200 90v-48M200 90l30-42" stroke="${LEAF}" stroke-width="12" stroke-linecap="round"/>`,
  loaf: (a) =>
    `<path d="M92 250v-84c0-70 216-70 216 0v84z" fill="${a}"/><path d="M150 128l-14 42M200 118v48M250 128l14 42" stroke="#fff" stroke-width="9" stroke-linecap="round" opacity=".6"/>`,
  bottle: (a) =>
    `<path d="${BOTTLE_PATH}" fill="${a}"/><rect x="150" y="165" width="100" height="55" rx="6" ${LABEL}/>`,
  carton: (a) =>
    `<path d="M140 110l30-50h60l30 50v160h-120z" fill="${a}"/><path d="M140 110h120" stroke="#fff" stroke-width="6"/><rect x="158" y="150" width="84" height="70" rx="8" ${LABEL}/>`,
  can: (a) =>
    `<rect x="140" y="70" width="120" height="200" rx="22" fill="${a}"/><rect x="140" y="130" width="120" height="80" ${LABEL}/>`,
  jar: (a) =>
    `<rect x="158" y="58" width="84" height="30" rx="6" fill="#6b7280"/><rect x="130" y="84" width="140" height="186" rx="30" fill="${a}"/><rect x="148" y="150" width="104" height="64" rx="8" ${LABEL}/>`,
  pack: (a) =>
    `<rect x="110" y="70" width="180" height="200" rx="18" fill="${a}"/><rect x="135" y="132" width="130" height="70" rx="10" ${LABEL}/>`,
  tray: (a) =>
    `<rect x="78" y="150" width="244" height="104" rx="22" fill="#e5e7eb"/><ellipse cx="200" cy="192" rx="96" ry="42" fill="${a}"/><ellipse cx="170" cy="180" rx="26" ry="10" fill="#fff" opacity=".45"/>`,
  fish: (a) =>
    `<path d="M80 170c52-74 156-74 208 0-52 74-156 74-208 0zM284 170l52-42v84z" fill="${a}"/><circle cx="128" cy="160" r="10" fill="#fff"/>`,
  bag: (a) =>
    `<path d="M112 66q88 22 176 0l-12 204q-76 16-152 0z" fill="${a}"/><rect x="140" y="136" width="120" height="64" rx="10" ${LABEL}/>`,
  tub: (a) =>
    `<path d="M120 112h160l-18 150h-124z" fill="${a}"/><rect x="108" y="90" width="184" height="28" rx="8" fill="${a}" opacity=".7"/><rect x="146" y="150" width="108" height="54" rx="8" ${LABEL}/>`,
  wedge: (a) =>
    `<path d="M86 238l228-136v136z" fill="${a}"/><circle cx="236" cy="196" r="12" fill="#fff" opacity=".5"/><circle cx="280" cy="214" r="8" fill="#fff" opacity=".5"/>`,
  multipack: (a) =>
    `<defs><path id="b" d="${BOTTLE_PATH}" transform="translate(100 100) scale(.5)"/></defs><g fill="${a}"><use href="#b" x="-70"/><use href="#b"/><use href="#b" x="70"/></g><rect x="92" y="190" width="216" height="44" rx="8" fill="#fff" opacity=".85"/>`,
};

export function shapeSvg(shape: ProductShape, accent: string): string {
  return SHAPES[shape](accent);
}
