import type { Rng } from './random';

/**
 * What the demo distributor sells: an electrical and hardware ("elektrik ve hırdavat") range in
 * three category levels. Every node that carries products has a maker that invents one product
 * variant — name, dealer price in kuruş and the spec lines shown in its description — so names,
 * units and prices stay believable together (a 5x6 mm² cable costs more than a 3x1,5 one).
 */

export type Unit = 'Adet' | 'Metre' | 'Paket' | 'Kutu' | 'Top';
export type Drawing = 'cable' | 'bulb' | 'switch' | 'breaker' | 'conduit' | 'tool' | 'screw' | 'helmet';
export type Spec = readonly [label: string, value: string];

export interface ProductDraft {
  name: string;
  /** Dealer price (TL, VAT excluded) in whole kuruş. */
  priceKurus: number;
  specs: Spec[];
  /** Overrides the node's unit when one node sells in several units. */
  unit?: Unit;
}

export interface CategoryNode {
  name: string;
  /** Font Awesome class; top-level categories only, children fall back to the default circle. */
  icon?: string;
  unit?: Unit;
  /** KDV percent when not the standard 20. */
  vatRate?: '10' | '1';
  make?: (r: Rng) => ProductDraft;
  children?: CategoryNode[];
}

export interface TopCategory extends CategoryNode {
  icon: string;
  codePrefix: string;
  color: string;
  drawing: Drawing;
  /** Sentences for descriptions; {name} and {brand} are filled in. */
  blurbs: readonly string[];
}

/** Price with ±8 % noise, in kuruş. */
const tl = (r: Rng, lira: number) => Math.round(lira * 100 * (0.92 + r.next() * 0.16));

/** Turkish count suffix by vowel harmony: 2'li, 3'lü, 6'lı, 9'lu, 10'lu, 100'lü. */
export function countSuffix(n: number): string {
  const units = ['', 'li', 'li', 'lü', 'lü', 'li', 'lı', 'li', 'li', 'lu'];
  const tens = ['', 'lu', 'li', 'lu', 'lı', 'li', 'lı', 'li', 'li', 'lı'];
  const s = n % 10 !== 0 ? units[n % 10] : n % 100 !== 0 ? tens[(n / 10) % 10] : n % 1000 !== 0 ? 'lü' : 'li';
  return `${n}'${s ?? 'li'}`;
}

const LIGHT = [
  ['Beyaz Işık', '6500K'],
  ['Günışığı', '3000K'],
  ['Ilık Beyaz', '4000K'],
] as const;
const SWITCH_COLORS = ['Beyaz', 'Krem', 'Antrasit', 'Siyah', 'Füme', 'Gümüş'] as const;
const SERIES = ['Lina', 'Nova', 'Ritim', 'Zarif', 'Mira', 'Sedef'] as const;
const WIRE_COLORS = ['Kırmızı', 'Mavi', 'Siyah', 'Sarı-Yeşil', 'Kahverengi', 'Gri'] as const;

function cable(
  kind: string,
  r: Rng,
  sections: readonly (readonly [string, number])[],
  per100: number,
  extra: Spec[],
): ProductDraft {
  const [section, factor] = r.pick(sections);
  const length = r.pick([100, 100, 50]);
  return {
    name: `${kind.replace('{s}', section)} ${length} m`,
    priceKurus: tl(r, per100 * factor * (length / 100)),
    specs: [['Kesit', `${section} mm²`], ['Uzunluk', `${length} m`], ['İletken', 'Elektrolitik Bakır (Cu)'], ...extra],
  };
}

export const CATALOG: readonly TopCategory[] = [
  {
    name: 'Kablolar',
    icon: 'fa-solid fa-plug',
    codePrefix: 'KBL',
    color: '#b45309',
    drawing: 'cable',
    blurbs: [
      '{name}, {brand} güvencesiyle konut ve ticari binaların sabit tesisatlarında güvenle kullanılır.',
      '{brand} üretimi {name}; yüksek iletkenlikli bakır iletkeni ve dayanıklı PVC dış kılıfıyla uzun ömürlüdür.',
      '{name} TSE belgeli olup her top üzerinde metraj ve üretim tarihi baskılıdır.',
    ],
    children: [
      {
        name: 'Enerji Kabloları',
        children: [
          {
            name: 'NYM Antigron Kablolar',
            unit: 'Top',
            make: (r) =>
              cable(
                'NYM {s} mm² Antigron Kablo',
                r,
                [
                  ['3x1,5', 1],
                  ['3x2,5', 1.55],
                  ['3x4', 2.4],
                  ['3x6', 3.5],
                  ['4x2,5', 2],
                  ['5x1,5', 1.6],
                  ['5x2,5', 2.5],
                  ['5x4', 3.9],
                  ['5x6', 5.6],
                ],
                2450,
                [
                  ['Gerilim', '300/500 V'],
                  ['Standart', 'TS EN 50525-2-51'],
                ],
              ),
          },
          {
            name: 'NYA Tek Damarlı Kablolar',
            unit: 'Top',
            make: (r) => {
              const color = r.pick(WIRE_COLORS);
              return cable(
                `NYA {s} mm² ${color} Tek Damarlı Kablo`,
                r,
                [
                  ['1,5', 1],
                  ['2,5', 1.6],
                  ['4', 2.5],
                  ['6', 3.7],
                  ['10', 6.1],
                ],
                780,
                [
                  ['Renk', color],
                  ['Gerilim', '450/750 V'],
                ],
              );
            },
          },
          {
            name: 'NYY Yer Altı Kabloları',
            unit: 'Metre',
            make: (r) => {
              const [section, perMetre] = r.pick([
                ['3x2,5', 58],
                ['3x4', 84],
                ['4x6', 150],
                ['4x10', 240],
                ['4x16', 380],
                ['3x25+16', 610],
                ['3x35+16', 820],
              ] as const);
              return {
                name: `NYY ${section} mm² Yer Altı Kablosu`,
                priceKurus: tl(r, perMetre),
                specs: [
                  ['Kesit', `${section} mm²`],
                  ['Gerilim', '0,6/1 kV'],
                  ['Zırh', 'Zırhsız'],
                  ['Satış Birimi', 'Metre'],
                ],
              };
            },
          },
          {
            name: 'TTR Kordon Kablolar',
            unit: 'Top',
            make: (r) => {
              const color = r.pick(['Beyaz', 'Siyah']);
              return cable(
                `TTR {s} mm² ${color} Kordon Kablo`,
                r,
                [
                  ['2x0,75', 1],
                  ['2x1', 1.3],
                  ['3x1', 1.8],
                  ['3x1,5', 2.4],
                  ['3x2,5', 3.6],
                ],
                1150,
                [
                  ['Renk', color],
                  ['Esneklik', 'Çok telli, bükülgen'],
                ],
              );
            },
          },
        ],
      },
      {
        name: 'Zayıf Akım Kabloları',
        children: [
          {
            name: 'Data Kabloları',
            unit: 'Kutu',
            make: (r) => {
              const [cat, price] = r.pick([
                ['Cat5e U/UTP 24 AWG', 2100],
                ['Cat6 U/UTP 23 AWG', 3400],
                ['Cat6 F/UTP 23 AWG', 4300],
                ['Cat6A F/FTP 23 AWG', 7900],
              ] as const);
              const color = r.pick(['Gri', 'Mavi', 'Beyaz', 'Turuncu LSZH']);
              return {
                name: `${cat} Data Kablosu 305 m ${color}`,
                priceKurus: tl(r, price),
                specs: [
                  ['Kategori', cat.split(' ')[0] ?? cat],
                  ['Uzunluk', '305 m (kutu)'],
                  ['Dış Kılıf', color],
                ],
              };
            },
          },
          {
            name: 'Koaksiyel Anten Kabloları',
            unit: 'Top',
            make: (r) => {
              const [type, price] = r.pick([
                ['RG6 U/4', 1450],
                ['RG6 U/6', 1750],
                ['RG59 U/4', 1150],
                ['RG11 U/4', 2900],
              ] as const);
              return {
                name: `${type} Koaksiyel Anten Kablosu 100 m ${r.pick(['Beyaz', 'Siyah'])}`,
                priceKurus: tl(r, price),
                specs: [
                  ['Tip', type],
                  ['Empedans', '75 Ω'],
                  ['Uzunluk', '100 m'],
                ],
              };
            },
          },
          {
            name: 'Alarm ve Yangın Kabloları',
            unit: 'Top',
            make: (r) => {
              const pairs = r.pick([1, 2, 4]);
              return r.chance(0.5)
                ? {
                    name: `JH(St)H ${pairs}x2x0,8 mm Yangın Alarm Kablosu 100 m`,
                    priceKurus: tl(r, 1900 * (0.7 + pairs * 0.3)),
                    specs: [
                      ['Tip', 'Halojen free, ekranlı'],
                      ['Damar', `${pairs}x2x0,8 mm`],
                      ['Uzunluk', '100 m'],
                    ],
                  }
                : {
                    name: `Alarm Kablosu ${pairs * 2}+2x0,22 mm² Zırhsız 100 m`,
                    priceKurus: tl(r, 850 * (0.8 + pairs * 0.2)),
                    specs: [
                      ['Damar', `${pairs * 2}+2`],
                      ['Kesit', '0,22 mm²'],
                      ['Uzunluk', '100 m'],
                    ],
                  };
            },
          },
        ],
      },
      {
        name: 'Kablo Aksesuarları',
        children: [
          {
            name: 'Kablo Bağları',
            unit: 'Paket',
            make: (r) => {
              const [length, width] = r.pick([
                [100, 2.5],
                [150, 3.6],
                [200, 4.8],
                [300, 4.8],
                [370, 7.6],
                [430, 9],
              ] as const);
              const color = r.pick(['Beyaz', 'Siyah (UV Dayanımlı)']);
              return {
                name: `Kablo Bağı ${length}x${String(width).replace('.', ',')} mm ${color} (100 Adet)`,
                priceKurus: tl(r, (length * width) / 9),
                specs: [
                  ['Ölçü', `${length} x ${String(width).replace('.', ',')} mm`],
                  ['Malzeme', 'Poliamid 6.6'],
                  ['Paket', '100 adet'],
                ],
              };
            },
          },
          {
            name: 'Kablo Pabuçları',
            unit: 'Paket',
            make: (r) => {
              const [section, bolt] = r.pick([
                [6, 6],
                [10, 8],
                [16, 8],
                [25, 10],
                [35, 10],
                [50, 12],
                [70, 12],
              ] as const);
              const qty = section <= 16 ? 100 : 25;
              return {
                name: `Bakır Kablo Pabucu ${section} mm² M${bolt} (${qty} Adet)`,
                priceKurus: tl(r, section * qty * 0.21),
                specs: [
                  ['Kesit', `${section} mm²`],
                  ['Delik', `M${bolt}`],
                  ['Malzeme', 'Kalaylı bakır'],
                ],
              };
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Aydınlatma',
    icon: 'fa-solid fa-lightbulb',
    codePrefix: 'AYD',
    color: '#ca8a04',
    drawing: 'bulb',
    blurbs: [
      '{name}; {brand} kalitesiyle yüksek verim, düşük enerji tüketimi ve uzun ömür sunar.',
      '{brand} {name} titreşimsiz (flicker free) sürücüsü ile göz yormayan bir aydınlatma sağlar.',
      '{name} ev, ofis ve mağaza uygulamaları için idealdir; 2 yıl {brand} garantilidir.',
    ],
    children: [
      {
        name: 'LED Ampuller',
        children: [
          {
            name: 'E27 LED Ampuller',
            make: (r) => {
              const watt = r.pick([7, 9, 10, 12, 15, 18, 20, 25, 30]);
              const [light, kelvin] = r.pick(LIGHT);
              return {
                name: `LED Ampul ${watt}W E27 ${light}`,
                priceKurus: tl(r, 22 + watt * 3.1),
                specs: [
                  ['Güç', `${watt} W`],
                  ['Duy', 'E27'],
                  ['Renk Sıcaklığı', kelvin],
                  ['Işık Akısı', `${watt * 100} lm`],
                ],
              };
            },
          },
          {
            name: 'E14 LED Ampuller',
            make: (r) => {
              const watt = r.pick([4, 5, 6, 7]);
              const shape = r.pick(['Mum', 'Top', 'Buzlu Mum', 'Rustik Mum']);
              const [light, kelvin] = r.pick(LIGHT);
              return {
                name: `LED ${shape} Ampul ${watt}W E14 ${light}`,
                priceKurus: tl(r, 30 + watt * 4),
                specs: [
                  ['Güç', `${watt} W`],
                  ['Duy', 'E14'],
                  ['Form', shape],
                  ['Renk Sıcaklığı', kelvin],
                ],
              };
            },
          },
          {
            name: 'LED Spot Ampuller',
            make: (r) => {
              const watt = r.pick([5, 6, 7, 8]);
              const base = r.pick(['GU10', 'MR16 12V', 'GU5.3']);
              const [light, kelvin] = r.pick(LIGHT);
              return {
                name: `LED Spot Ampul ${watt}W ${base} ${light}`,
                priceKurus: tl(r, 35 + watt * 4),
                specs: [
                  ['Güç', `${watt} W`],
                  ['Duy', base],
                  ['Işık Açısı', `${r.pick([36, 38, 60])}°`],
                  ['Renk Sıcaklığı', kelvin],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Armatürler',
        children: [
          {
            name: 'LED Paneller',
            make: (r) => {
              const [size, watt, price] = r.pick([
                ['60x60', 40, 640],
                ['60x60', 48, 720],
                ['30x120', 40, 780],
                ['30x60', 24, 450],
                ['Sıva Altı Yuvarlak Ø22', 18, 260],
              ] as const);
              const [light, kelvin] = r.pick(LIGHT);
              const backlit = r.chance(0.3) ? ' Backlight' : '';
              return {
                name: `LED Panel ${size} ${watt}W${backlit} ${light}`,
                priceKurus: tl(r, price * (backlit ? 1.15 : 1)),
                specs: [
                  ['Ölçü', `${size} cm`],
                  ['Güç', `${watt} W`],
                  ['Renk Sıcaklığı', kelvin],
                  ['Montaj', 'Sıva altı / asma tavan'],
                ],
              };
            },
          },
          {
            name: 'Etanj Armatürler',
            make: (r) => {
              const [length, watt] = r.pick([
                [60, 18],
                [120, 36],
                [150, 48],
              ] as const);
              const sensor = r.chance(0.3) ? ' Hareket Sensörlü' : '';
              return {
                name: `LED Etanj Armatür ${length} cm ${watt}W IP65${sensor}`,
                priceKurus: tl(r, 200 + watt * 9 + (sensor ? 180 : 0)),
                specs: [
                  ['Uzunluk', `${length} cm`],
                  ['Güç', `${watt} W`],
                  ['Koruma Sınıfı', 'IP65'],
                  ['Gövde', 'Polikarbonat'],
                ],
              };
            },
          },
          {
            name: 'LED Projektörler',
            make: (r) => {
              const watt = r.pick([10, 20, 30, 50, 100, 150, 200]);
              const [light, kelvin] = r.pick(LIGHT);
              const sensor = watt <= 50 && r.chance(0.3) ? ' Sensörlü' : '';
              return {
                name: `LED Projektör ${watt}W ${light}${sensor} IP66`,
                priceKurus: tl(r, 120 + watt * 7.5 + (sensor ? 150 : 0)),
                specs: [
                  ['Güç', `${watt} W`],
                  ['Renk Sıcaklığı', kelvin],
                  ['Koruma Sınıfı', 'IP66'],
                  ['Gövde', 'Alüminyum döküm'],
                ],
              };
            },
          },
          {
            name: 'Downlight ve Spot Kasaları',
            make: (r) => {
              const color = r.pick(['Beyaz', 'Siyah', 'Krom', 'Saten']);
              if (r.chance(0.5)) {
                const watt = r.pick([6, 12, 18, 24]);
                const shape = r.pick(['Yuvarlak', 'Kare']);
                return {
                  name: `Sıva Üstü LED Downlight ${watt}W ${shape} ${color}`,
                  priceKurus: tl(r, 110 + watt * 8),
                  specs: [
                    ['Güç', `${watt} W`],
                    ['Form', shape],
                    ['Renk', color],
                  ],
                };
              }
              return {
                name: `${r.pick(['Hareketli', 'Sabit', 'Çift Başlı'])} Spot Kasası GU10 ${color}`,
                priceKurus: tl(r, 65),
                specs: [
                  ['Duy', 'GU10'],
                  ['Renk', color],
                  ['Kesim Ölçüsü', `Ø${r.pick([75, 80, 85])} mm`],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Şerit LED ve Adaptörler',
        make: (r) => {
          if (r.chance(0.3)) {
            const amp = r.pick([2, 5, 10, 20, 30]);
            return {
              name: `Şerit LED Adaptörü 12V ${amp}A ${amp > 5 ? 'Metal Kasa' : 'Plastik Kasa'}`,
              priceKurus: tl(r, 90 + amp * 22),
              specs: [
                ['Çıkış', `12 V DC ${amp} A`],
                ['Güç', `${amp * 12} W`],
              ],
            };
          }
          const [type, price] = r.pick([
            ['2835 60 LED/m', 160],
            ['5050 60 LED/m', 240],
            ['COB 320 LED/m', 420],
            ['RGB 5050 60 LED/m', 330],
          ] as const);
          const indoor = r.chance(0.6);
          const light = type.startsWith('RGB') ? 'Renkli' : r.pick(LIGHT)[0];
          return {
            name: `Şerit LED ${type} ${indoor ? 'İç Mekan IP20' : 'Dış Mekan IP65'} 5 m ${light}`,
            priceKurus: tl(r, price * (indoor ? 1 : 1.3)),
            specs: [
              ['LED Tipi', type],
              ['Uzunluk', '5 m (makara)'],
              ['Gerilim', '12 V DC'],
              ['Koruma Sınıfı', indoor ? 'IP20' : 'IP65'],
            ],
          };
        },
      },
      {
        name: 'Acil Aydınlatma',
        make: (r) => {
          if (r.chance(0.5)) {
            const hours = r.pick([1, 3]);
            const kind = r.pick(['Sıva Üstü', 'Sıva Altı', 'Tavan Tipi']);
            return {
              name: `LED Acil Durum Armatürü ${hours} Saat ${kind}`,
              priceKurus: tl(r, 320 + hours * 90),
              specs: [
                ['Çalışma Süresi', `${hours} saat`],
                ['Montaj', kind],
                ['Akü', 'Ni-Cd 3,6 V'],
              ],
            };
          }
          const sign = r.pick(['Sağ Ok', 'Sol Ok', 'Aşağı Ok', 'Çıkış Yazılı', 'Acil Çıkış Koşan Adam']);
          return {
            name: `LED Exit Yönlendirme Armatürü ${sign}`,
            priceKurus: tl(r, 480),
            specs: [
              ['Piktogram', sign],
              ['Çalışma Süresi', '3 saat'],
              ['Okunma Mesafesi', '20 m'],
            ],
          };
        },
      },
    ],
  },
  {
    name: 'Anahtar ve Prizler',
    icon: 'fa-solid fa-toggle-on',
    codePrefix: 'ANP',
    color: '#0369a1',
    drawing: 'switch',
    blurbs: [
      '{name}; {brand} tasarımı, kolay montajlı vidasız klemens yapısı ile hızlı uygulama sağlar.',
      '{brand} {name} alev yürütmeyen, UV dayanımlı polikarbonat malzemeden üretilmiştir.',
      '{name} çerçeve ve kapakları ayrı satılan modüler seriyle uyumludur.',
    ],
    children: [
      {
        name: 'Sıva Altı Seriler',
        children: [
          {
            name: 'Anahtarlar',
            make: (r) => {
              const [kind, price] = r.pick([
                ['Anahtar', 70],
                ['Komütatör Anahtar', 95],
                ['Vaviyen Anahtar', 85],
                ['Light Anahtar', 80],
                ['Işıklı Anahtar', 105],
                ['Jaluzi Anahtar', 160],
                ['Zil Butonu', 75],
                ['Dimmer 600W', 340],
              ] as const);
              const color = r.pick(SWITCH_COLORS);
              const series = r.chance(0.5) ? `${r.pick(SERIES)} ` : '';
              return {
                name: `${series}Sıva Altı ${kind} ${color}`,
                priceKurus: tl(r, price * (color === 'Beyaz' ? 1 : 1.25)),
                specs: [
                  ['Tip', kind],
                  ['Renk', color],
                  ['Anma Akımı', '10 AX 250 V~'],
                  ['Montaj', 'Sıva altı, çerçeve hariç'],
                ],
              };
            },
          },
          {
            name: 'Prizler',
            make: (r) => {
              const [kind, price] = r.pick([
                ['Topraklı Priz', 75],
                ['Çocuk Korumalı Topraklı Priz', 90],
                ['USB Şarjlı Priz (2xUSB)', 420],
                ['TV Prizi Sonlu', 95],
                ['Data Prizi Cat6', 160],
                ['Kapaklı Topraklı Priz IP44', 140],
              ] as const);
              const color = r.pick(SWITCH_COLORS);
              const series = r.chance(0.5) ? `${r.pick(SERIES)} ` : '';
              return {
                name: `${series}Sıva Altı ${kind} ${color}`,
                priceKurus: tl(r, price * (color === 'Beyaz' ? 1 : 1.25)),
                specs: [
                  ['Tip', kind],
                  ['Renk', color],
                  ['Anma Akımı', '16 A 250 V~'],
                ],
              };
            },
          },
          {
            name: 'Çerçeveler',
            make: (r) => {
              const n = r.int(1, 5);
              const color = r.pick([...SWITCH_COLORS, 'Ahşap Ceviz', 'Cam Beyaz', 'Cam Siyah']);
              const glass = color.startsWith('Cam');
              return {
                name: `${r.pick(SERIES)} ${countSuffix(n)} Çerçeve ${color}`,
                priceKurus: tl(r, (25 + n * 18) * (glass ? 3.2 : color === 'Beyaz' ? 1 : 1.4)),
                specs: [
                  ['Modül', `${n} modül`],
                  ['Renk', color],
                  ['Yerleşim', r.pick(['Yatay', 'Dikey', 'Yatay/Dikey'])],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Sıva Üstü Anahtar ve Prizler',
        make: (r) => {
          const [kind, price] = r.pick([
            ['Anahtar', 65],
            ['Komütatör Anahtar', 85],
            ['Topraklı Priz', 70],
            ['İkili Topraklı Priz', 120],
            ['Etanj Anahtar IP54', 110],
            ['Etanj Topraklı Priz IP54', 120],
          ] as const);
          const color = r.pick(['Beyaz', 'Krem', 'Gri']);
          return {
            name: `Sıva Üstü ${kind} ${color}`,
            priceKurus: tl(r, price),
            specs: [
              ['Tip', kind],
              ['Renk', color],
              ['Montaj', 'Sıva üstü'],
            ],
          };
        },
      },
      {
        name: 'Grup Priz ve Uzatmalar',
        children: [
          {
            name: 'Grup Prizler',
            make: (r) => {
              const n = r.pick([3, 4, 5, 6]);
              const feature = r.pick([
                'Anahtarlı',
                'Akım Korumalı',
                'Çocuk Korumalı',
                'USB Girişli',
                'Anahtarlı Akım Korumalı',
              ]);
              const length = r.pick([1.5, 2, 3, 5]);
              return {
                name: `${countSuffix(n)} Grup Priz ${feature} ${String(length).replace('.', ',')} m`,
                priceKurus: tl(r, 110 + n * 28 + length * 18 + (feature.includes('Akım') ? 140 : 0)),
                specs: [
                  ['Priz Sayısı', String(n)],
                  ['Kablo', `${String(length).replace('.', ',')} m, 3x1 mm²`],
                  ['Özellik', feature],
                ],
              };
            },
          },
          {
            name: 'Makaralı Uzatma Kabloları',
            make: (r) => {
              const length = r.pick([10, 25, 50]);
              const section = r.pick(['3x1,5', '3x2,5']);
              const n = r.pick([3, 4]);
              return {
                name: `Makaralı Uzatma Kablosu ${length} m ${section} mm² ${countSuffix(n)}`,
                priceKurus: tl(r, 260 + length * (section === '3x2,5' ? 26 : 17)),
                specs: [
                  ['Uzunluk', `${length} m`],
                  ['Kablo', `H05VV-F ${section} mm²`],
                  ['Priz Sayısı', String(n)],
                  ['Termik Koruma', 'Var'],
                ],
              };
            },
          },
          {
            name: 'Fiş ve Adaptörler',
            make: (r) => {
              const [kind, price] = r.pick([
                ['Topraklı Erkek Fiş', 28],
                ['Topraklı Dişi Fiş', 32],
                ["Çoklu Adaptör 3'lü", 55],
                ['Seyahat Adaptörü (Evrensel)', 140],
                ['Düz Fiş', 18],
                ['Sanayi Tipi Fiş 3P+N+E 32A', 190],
              ] as const);
              const color = kind.startsWith('Sanayi') ? 'Kırmızı' : r.pick(['Beyaz', 'Siyah']);
              return {
                name: `${kind} ${color}`,
                priceKurus: tl(r, price),
                specs: [
                  ['Tip', kind],
                  ['Renk', color],
                ],
              };
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Sigorta ve Şalt Malzemeleri',
    icon: 'fa-solid fa-bolt',
    codePrefix: 'SGS',
    color: '#b91c1c',
    drawing: 'breaker',
    blurbs: [
      '{name}; {brand} güvencesiyle aşırı akım ve kısa devreye karşı güvenilir koruma sağlar.',
      '{brand} {name} IEC/EN standartlarına uygun olarak üretilmiş, 35 mm DIN rayına montaj içindir.',
      '{name} konut, ticari ve hafif endüstriyel dağıtım panolarında kullanılır.',
    ],
    children: [
      {
        name: 'Otomatik Sigortalar',
        children: (['B', 'C'] as const).map((curve) => ({
          name: `${curve} Tipi Otomatik Sigortalar`,
          make: (r: Rng): ProductDraft => {
            const [poles, factor] = r.pick([
              ['1P', 1],
              ['1P+N', 1.9],
              ['3P', 3.3],
            ] as const);
            const amp = r.pick([6, 10, 16, 20, 25, 32, 40, 50, 63]);
            const ka = r.pick([4.5, 6, 6, 10]);
            return {
              name: `Otomatik Sigorta ${poles} ${curve}${amp}A ${String(ka).replace('.', ',')}kA`,
              priceKurus: tl(
                r,
                (95 + (amp > 32 ? 45 : 0)) * factor * (ka === 10 ? 1.5 : 1) * (curve === 'C' ? 1.05 : 1),
              ),
              specs: [
                ['Kutup', poles],
                ['Eğri', `${curve} tipi`],
                ['Anma Akımı', `${amp} A`],
                ['Kesme Kapasitesi', `${ka} kA`],
              ],
            };
          },
        })),
      },
      {
        name: 'Kaçak Akım Koruma',
        make: (r) => {
          if (r.chance(0.3)) {
            const amp = r.pick([6, 10, 16, 20, 25, 32]);
            return {
              name: `Kombine Kaçak Akım Koruma (RCBO) 1P+N C${amp} 30mA`,
              priceKurus: tl(r, 780),
              specs: [
                ['Kutup', '1P+N'],
                ['Anma Akımı', `${amp} A`],
                ['Hassasiyet', '30 mA'],
                ['Tip', 'AC'],
              ],
            };
          }
          const poles = r.pick(['2P', '4P']);
          const amp = r.pick([25, 40, 63]);
          const ma = r.pick([30, 30, 300]);
          return {
            name: `Kaçak Akım Rölesi ${poles} ${amp}A ${ma}mA`,
            priceKurus: tl(r, (poles === '4P' ? 1250 : 720) * (amp === 63 ? 1.35 : 1)),
            specs: [
              ['Kutup', poles],
              ['Anma Akımı', `${amp} A`],
              ['Hassasiyet', `${ma} mA`],
              ['Tip', 'AC'],
            ],
          };
        },
      },
      {
        name: 'Pano ve Kutular',
        children: [
          {
            name: 'Sigorta Kutuları',
            make: (r) => {
              const mount = r.pick(['Sıva Altı', 'Sıva Üstü']);
              const n = r.pick([4, 6, 8, 12, 18, 24, 36]);
              const door = r.pick(['Şeffaf Kapaklı', 'Opak Kapaklı']);
              return {
                name: `${mount} Sigorta Kutusu ${countSuffix(n)} ${door}`,
                priceKurus: tl(r, 90 + n * 16),
                specs: [
                  ['Modül', `${n} modül`],
                  ['Montaj', mount],
                  ['Kapak', door],
                  ['Koruma Sınıfı', 'IP40'],
                ],
              };
            },
          },
          {
            name: 'Dağıtım Panoları',
            make: (r) => {
              const [h, w, d] = r.pick([
                [300, 250, 150],
                [400, 300, 200],
                [500, 400, 200],
                [600, 400, 200],
                [800, 600, 250],
              ] as const);
              return {
                name: `Metal Dağıtım Panosu ${h}x${w}x${d} mm IP55`,
                priceKurus: tl(r, (h * w) / 95),
                specs: [
                  ['Ölçü (YxGxD)', `${h} x ${w} x ${d} mm`],
                  ['Koruma Sınıfı', 'IP55'],
                  ['Malzeme', 'DKP sac, elektrostatik boya'],
                ],
              };
            },
          },
          {
            name: 'Buat ve Ek Kutuları',
            make: (r) => {
              const [kind, price] = r.pick([
                ['Sıva Altı Buat 80x80 mm', 14],
                ['Sıva Üstü Buat 100x100 mm', 28],
                ['Etanj Buat 100x100 mm IP65', 48],
                ['Etanj Buat 150x110 mm IP65', 75],
                ['Sıva Altı Kasa Ø68 mm (Ek Bağlantılı)', 6],
              ] as const);
              return {
                name: kind,
                priceKurus: tl(r, price),
                specs: [
                  ['Tip', kind],
                  ['Malzeme', 'Alev yürütmeyen PP'],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Kontaktör ve Röleler',
        children: [
          {
            name: 'Kontaktörler',
            make: (r) => {
              const [kw, amp] = r.pick([
                [4, 9],
                [5.5, 12],
                [7.5, 18],
                [11, 25],
                [15, 32],
                [18.5, 40],
                [22, 50],
              ] as const);
              const coil = r.pick(['220V AC', '24V DC']);
              return {
                name: `Kontaktör ${String(kw).replace('.', ',')} kW ${amp}A 3P ${coil} Bobin`,
                priceKurus: tl(r, 420 + amp * 24),
                specs: [
                  ['Güç (AC-3)', `${String(kw).replace('.', ',')} kW`],
                  ['Anma Akımı', `${amp} A`],
                  ['Bobin', coil],
                ],
              };
            },
          },
          {
            name: 'Termik Röleler',
            make: (r) => {
              const [lo, hi] = r.pick([
                [1, 1.6],
                [2.5, 4],
                [4, 6],
                [5.5, 8],
                [7, 10],
                [9, 13],
                [12, 18],
                [17, 25],
                [23, 32],
              ] as const);
              const range = `${String(lo).replace('.', ',')}-${String(hi).replace('.', ',')}A`;
              return {
                name: `Termik Aşırı Akım Rölesi ${range}`,
                priceKurus: tl(r, 520 + hi * 9),
                specs: [
                  ['Ayar Aralığı', range],
                  ['Sınıf', 'Class 10A'],
                ],
              };
            },
          },
          {
            name: 'Zaman Röleleri ve Sensörler',
            make: (r) => {
              const [kind, price] = r.pick([
                ['Dijital Zaman Rölesi Çok Fonksiyonlu 220V', 640],
                ['Analog Zaman Saati Raya Montaj', 380],
                ['Astronomik Zaman Saati', 1450],
                ['Fotosel Anahtar 10A', 210],
                ['Tavan Tipi Hareket Sensörü 360°', 260],
                ['Faz Koruma Rölesi', 690],
              ] as const);
              return {
                name: kind,
                priceKurus: tl(r, price),
                specs: [
                  ['Ürün', kind],
                  ['Besleme', '230 V AC'],
                ],
              };
            },
          },
        ],
      },
    ],
  },
  {
    name: 'Elektrik Tesisat Malzemeleri',
    icon: 'fa-solid fa-network-wired',
    codePrefix: 'TST',
    color: '#15803d',
    drawing: 'conduit',
    blurbs: [
      '{name}; {brand} kalitesiyle sıva altı ve sıva üstü tesisatlarda düzenli ve güvenli kablolama sağlar.',
      '{brand} {name} halojen içermeyen, alev yürütmeyen hammaddeden üretilmiştir.',
      '{name} şantiye ve taahhüt işleri için toplu alımlarda avantajlı fiyatlarla sunulur.',
    ],
    children: [
      {
        name: 'Boru ve Kanallar',
        children: [
          {
            name: 'Spiral Borular',
            unit: 'Top',
            make: (r) => {
              const [type, factor] = r.pick([
                ['Halojen Free', 1.5],
                ['Ağır Tip Beyaz', 1.2],
                ['Orta Tip Gri', 1],
              ] as const);
              const d = r.pick([16, 20, 25, 32]);
              const length = d <= 20 ? 100 : 50;
              return {
                name: `${type} Spiral Boru Ø${d} mm (${length} m)`,
                priceKurus: tl(r, d * 14 * factor * (length / 100) * 2),
                specs: [
                  ['Çap', `Ø${d} mm`],
                  ['Uzunluk', `${length} m`],
                  ['Tip', type],
                ],
              };
            },
          },
          {
            name: 'Kablo Kanalları',
            make: (r) => {
              const [w, h] = r.pick([
                [16, 16],
                [25, 16],
                [25, 25],
                [40, 16],
                [40, 40],
                [60, 40],
                [100, 60],
              ] as const);
              const color = r.pick(['Beyaz', 'Gri']);
              return {
                name: `Kablo Kanalı ${w}x${h} mm ${color} (2 m)`,
                priceKurus: tl(r, 12 + (w * h) / 45),
                specs: [
                  ['Ölçü', `${w} x ${h} mm`],
                  ['Boy', '2 m'],
                  ['Renk', color],
                ],
              };
            },
          },
          {
            name: 'Kablo Tavaları',
            make: (r) => {
              const w = r.pick([50, 100, 150, 200, 300, 400]);
              const thick = r.pick(['0,8', '1', '1,2', '1,5']);
              const finish = r.pick(['Sıcak Daldırma Galvaniz', 'Pregalvaniz']);
              return {
                name: `Delikli Kablo Tavası ${w}x60 mm ${thick} mm ${finish} (3 m)`,
                priceKurus: tl(
                  r,
                  (140 + w * 2.2) * (Number(thick.replace(',', '.')) + 0.2) * (finish === 'Pregalvaniz' ? 1 : 1.3),
                ),
                specs: [
                  ['Genişlik', `${w} mm`],
                  ['Yükseklik', '60 mm'],
                  ['Sac Kalınlığı', `${thick} mm`],
                  ['Kaplama', finish],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Topraklama Malzemeleri',
        make: (r) => {
          if (r.chance(0.5)) {
            const [d, len] = r.pick([
              [14, 150],
              [17, 150],
              [17, 200],
              [20, 250],
            ] as const);
            return {
              name: `Bakır Kaplı Topraklama Çubuğu Ø${d} mm ${len} cm`,
              priceKurus: tl(r, d * len * 0.16),
              unit: 'Adet',
              specs: [
                ['Çap', `${d} mm`],
                ['Boy', `${len} cm`],
                ['Kaplama', '250 mikron elektrolitik bakır'],
              ],
            };
          }
          const section = r.pick([16, 25, 35, 50]);
          return {
            name: `Bakır Örgülü Topraklama İletkeni ${section} mm²`,
            priceKurus: tl(r, section * 5.2),
            unit: 'Metre',
            specs: [
              ['Kesit', `${section} mm²`],
              ['Satış Birimi', 'Metre'],
            ],
          };
        },
      },
      {
        name: 'İzole Bant ve Yalıtım',
        unit: 'Paket',
        make: (r) => {
          if (r.chance(0.6)) {
            const color = r.pick(['Siyah', 'Beyaz', 'Kırmızı', 'Mavi', 'Sarı-Yeşil', 'Kahverengi']);
            const length = r.pick([10, 20]);
            return {
              name: `PVC İzole Bant 19 mm x ${length} m ${color} (10'lu Paket)`,
              priceKurus: tl(r, length * 5.5),
              specs: [
                ['Genişlik', '19 mm'],
                ['Uzunluk', `${length} m`],
                ['Renk', color],
                ['Paket', '10 rulo'],
              ],
            };
          }
          const [kind, price] = r.pick([
            ['Kendinden Kaynaşan Kauçuk Bant 19 mm x 10 m', 180],
            ['Kablo Ek Jeli 500 ml', 260],
            ['Daralan Makaron Seti 127 Parça', 220],
          ] as const);
          return { name: kind, priceKurus: tl(r, price), unit: 'Adet', specs: [['Ürün', kind]] };
        },
      },
      {
        name: 'Klemensler',
        make: (r) => {
          if (r.chance(0.5)) {
            const n = r.pick([2, 3, 5]);
            const qty = r.pick([50, 100]);
            return {
              name: `Yaylı Bağlantı Klemensi ${countSuffix(n)} 0,2-4 mm² (${qty} Adet)`,
              priceKurus: tl(r, qty * (2.4 + n * 0.9)),
              unit: 'Paket',
              specs: [
                ['Giriş', `${n} kutup`],
                ['Kesit', '0,2-4 mm²'],
                ['Paket', `${qty} adet`],
              ],
            };
          }
          const section = r.pick([2.5, 4, 6, 10, 16, 35]);
          const color = r.pick(['Gri', 'Mavi', 'Sarı-Yeşil']);
          return {
            name: `Raylı Klemens ${String(section).replace('.', ',')} mm² ${color}`,
            priceKurus: tl(r, 9 + section * 1.4),
            unit: 'Adet',
            specs: [
              ['Kesit', `${String(section).replace('.', ',')} mm²`],
              ['Renk', color],
              ['Montaj', '35 mm DIN rayı'],
            ],
          };
        },
      },
    ],
  },
  {
    name: 'El Aletleri',
    icon: 'fa-solid fa-screwdriver-wrench',
    codePrefix: 'ELA',
    color: '#7c3aed',
    drawing: 'tool',
    blurbs: [
      '{name}; {brand} profesyonel serisi, yoğun kullanıma dayanıklı krom vanadyum çeliğinden üretilmiştir.',
      '{brand} {name} ergonomik çift bileşenli sapı ile elde kaymaz, yorgunluğu azaltır.',
      '{name} usta ve sanayi kullanımı için tasarlanmıştır; ömür boyu {brand} kalite güvencesi.',
    ],
    children: [
      {
        name: 'Elektrikçi Aletleri',
        children: [
          {
            name: 'İzoleli Tornavidalar',
            make: (r) => {
              if (r.chance(0.25)) {
                const n = r.pick([6, 7, 8, 12]);
                return {
                  name: `1000V İzoleli Tornavida Seti ${n} Parça`,
                  priceKurus: tl(r, 95 * n),
                  specs: [
                    ['Parça', String(n)],
                    ['Standart', 'IEC 60900, 1000 V'],
                    ['Uç', 'Düz ve yıldız'],
                  ],
                };
              }
              const tip = r.pick(['Düz', 'Yıldız', 'Pozidriv']);
              const size =
                tip === 'Düz'
                  ? r.pick(['2,5x75', '3x100', '4x100', '5,5x125', '6,5x150'])
                  : r.pick(['PH0x60', 'PH1x80', 'PH2x100', 'PZ1x80', 'PZ2x100']);
              return {
                name: `1000V İzoleli ${tip} Tornavida ${size} mm`,
                priceKurus: tl(r, 110),
                specs: [
                  ['Uç Tipi', tip],
                  ['Ölçü', size],
                  ['Standart', 'IEC 60900, 1000 V'],
                ],
              };
            },
          },
          {
            name: 'Pense ve Kargaburunlar',
            make: (r) => {
              const [tool, price] = r.pick([
                ['Pense', 380],
                ['Kargaburun', 360],
                ['Yan Keski', 340],
                ['Kablo Sıyırma Pensesi', 420],
                ['Kablo Makası', 520],
                ['Yüksük Sıkma Pensesi', 880],
              ] as const);
              const size = r.pick([160, 180, 200]);
              return {
                name: `1000V İzoleli ${tool} ${size} mm`,
                priceKurus: tl(r, price * (size / 180)),
                specs: [
                  ['Boy', `${size} mm`],
                  ['Malzeme', 'Krom vanadyum çeliği'],
                  ['İzolasyon', '1000 V VDE'],
                ],
              };
            },
          },
          {
            name: 'Ölçü ve Test Aletleri',
            make: (r) => {
              const [kind, price] = r.pick([
                ['Dijital Multimetre True RMS', 1450],
                ['Dijital Multimetre Otomatik Kademe', 980],
                ['Pens Ampermetre 600A AC/DC', 2250],
                ['Kontrol Kalemi Temassız Gerilim Dedektörü', 240],
                ['Faz Sırası Test Cihazı', 1750],
                ['İzolasyon Test Cihazı 1000V', 5900],
                ['Topraklama Ölçüm Cihazı', 7400],
              ] as const);
              return {
                name: kind,
                priceKurus: tl(r, price),
                specs: [
                  ['Ürün', kind],
                  ['Kategori', 'CAT III 600 V'],
                  ['Garanti', '2 yıl'],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Anahtar ve Lokma Takımları',
        make: (r) => {
          const kind = r.pick(['kombine', 'lokma', 'alyan']);
          if (kind === 'kombine') {
            if (r.chance(0.5)) {
              const mm = r.pick([8, 10, 12, 13, 14, 17, 19, 22, 24]);
              return {
                name: `Kombine Anahtar ${mm} mm`,
                priceKurus: tl(r, 40 + mm * 5),
                specs: [
                  ['Ölçü', `${mm} mm`],
                  ['Malzeme', 'Cr-V'],
                ],
              };
            }
            const [n, lo, hi] = r.pick([
              [8, 8, 19],
              [12, 6, 22],
              [14, 8, 24],
            ] as const);
            return {
              name: `Kombine Anahtar Takımı ${n} Parça (${lo}-${hi} mm)`,
              priceKurus: tl(r, n * 95),
              specs: [
                ['Parça', String(n)],
                ['Ölçü Aralığı', `${lo}-${hi} mm`],
              ],
            };
          }
          if (kind === 'lokma') {
            const [drive, n, price] = r.pick([
              ['1/4"', 46, 1650],
              ['1/2"', 24, 2400],
              ['1/4" + 1/2"', 94, 4300],
            ] as const);
            return {
              name: `${drive} Lokma Takımı ${n} Parça`,
              priceKurus: tl(r, price),
              specs: [
                ['Kare Ağız', drive],
                ['Parça', String(n)],
                ['Çanta', 'Darbeye dayanıklı plastik'],
              ],
            };
          }
          const type = r.pick(['Uzun Tip', 'Kısa Tip', 'Torx Uçlu', 'Bilyalı Uçlu']);
          return {
            name: `Alyan Anahtar Takımı 9 Parça ${type}`,
            priceKurus: tl(r, 260),
            specs: [
              ['Parça', '9'],
              ['Tip', type],
            ],
          };
        },
      },
      {
        name: 'Elektrikli El Aletleri',
        children: [
          {
            name: 'Matkaplar ve Kırıcılar',
            make: (r) => {
              if (r.chance(0.5)) {
                const watt = r.pick([650, 710, 850, 1050]);
                return {
                  name: `Darbeli Matkap ${watt}W 13 mm Mandren`,
                  priceKurus: tl(r, 1400 + watt * 1.4),
                  specs: [
                    ['Güç', `${watt} W`],
                    ['Mandren', '13 mm'],
                    ['Devir', '0-3000 dev/dk'],
                  ],
                };
              }
              const [watt, joule] = r.pick([
                [800, 2.7],
                [1000, 3.5],
                [1500, 5.5],
              ] as const);
              return {
                name: `Kırıcı Delici ${watt}W ${String(joule).replace('.', ',')}J SDS Plus`,
                priceKurus: tl(r, 2600 + watt * 2),
                specs: [
                  ['Güç', `${watt} W`],
                  ['Darbe Enerjisi', `${String(joule).replace('.', ',')} J`],
                  ['Uç Bağlantısı', 'SDS Plus'],
                ],
              };
            },
          },
          {
            name: 'Taşlama Makineleri',
            make: (r) => {
              const [watt, d] = r.pick([
                [720, 115],
                [900, 115],
                [1010, 125],
                [1400, 125],
                [2200, 230],
              ] as const);
              return {
                name: `${d === 230 ? 'Büyük' : 'Avuç'} Taşlama ${watt}W ${d} mm`,
                priceKurus: tl(r, 900 + watt * 1.3),
                specs: [
                  ['Güç', `${watt} W`],
                  ['Disk Çapı', `${d} mm`],
                ],
              };
            },
          },
          {
            name: 'Akülü Vidalamalar',
            make: (r) => {
              const [volt, ah] = r.pick([
                [12, 2],
                [18, 2],
                [18, 4],
                [20, 5],
              ] as const);
              const hammer = r.chance(0.4) ? 'Darbeli ' : '';
              return {
                name: `Akülü ${hammer}Vidalama ${volt}V ${ah}Ah Çift Akülü`,
                priceKurus: tl(r, 1900 + volt * 60 + ah * 250 + (hammer ? 500 : 0)),
                specs: [
                  ['Gerilim', `${volt} V`],
                  ['Akü', `2 x ${ah} Ah Li-ion`],
                  ['Şarj Süresi', `${ah * 20} dk`],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Ölçme ve Markalama',
        make: (r) => {
          const kind = r.int(0, 2);
          if (kind === 0) {
            const [length, width] = r.pick([
              [3, 16],
              [5, 19],
              [5, 25],
              [8, 25],
              [10, 32],
            ] as const);
            return {
              name: `Şerit Metre ${length} m x ${width} mm`,
              priceKurus: tl(r, 35 + length * 12),
              specs: [
                ['Uzunluk', `${length} m`],
                ['Şerit Genişliği', `${width} mm`],
              ],
            };
          }
          if (kind === 1) {
            const length = r.pick([40, 60, 80, 100, 120]);
            return {
              name: `Alüminyum Su Terazisi ${length} cm`,
              priceKurus: tl(r, 90 + length * 2.6),
              specs: [
                ['Boy', `${length} cm`],
                ['Hassasiyet', '0,5 mm/m'],
              ],
            };
          }
          const beam = r.pick(['Kırmızı', 'Yeşil']);
          return {
            name: `Çizgi Lazer Hizalama Cihazı ${beam} Işın`,
            priceKurus: tl(r, beam === 'Yeşil' ? 3400 : 2300),
            specs: [
              ['Işın', beam],
              ['Menzil', '20 m'],
            ],
          };
        },
      },
    ],
  },
  {
    name: 'Hırdavat ve Bağlantı Elemanları',
    icon: 'fa-solid fa-hammer',
    codePrefix: 'HRD',
    color: '#475569',
    drawing: 'screw',
    blurbs: [
      '{name}; {brand} kalitesiyle beton, tuğla ve alçıpan yüzeylerde güvenli sabitleme sağlar.',
      '{brand} {name} korozyona dayanıklı kaplaması ile iç ve dış mekânda uzun ömürlüdür.',
      '{name} şantiye ve atölye kullanımı için ekonomik ambalajda sunulur.',
    ],
    children: [
      {
        name: 'Dübeller',
        children: [
          {
            name: 'Plastik Dübeller',
            unit: 'Paket',
            make: (r) => {
              const [d, l] = r.pick([
                [5, 25],
                [6, 30],
                [8, 40],
                [10, 50],
                [12, 60],
              ] as const);
              const qty = d <= 6 ? 200 : 100;
              return {
                name: `Plastik Dübel ${d}x${l} mm (${qty} Adet)`,
                priceKurus: tl(r, (d * l * qty) / 500),
                specs: [
                  ['Ölçü', `${d} x ${l} mm`],
                  ['Paket', `${qty} adet`],
                  ['Malzeme', 'Naylon (PA)'],
                ],
              };
            },
          },
          {
            name: 'Çelik Dübeller',
            unit: 'Kutu',
            make: (r) => {
              const [m, l] = r.pick([
                [6, 60],
                [8, 80],
                [8, 100],
                [10, 100],
                [10, 120],
                [12, 120],
              ] as const);
              const qty = m <= 8 ? 50 : 25;
              return {
                name: `Çelik Dübel M${m}x${l} (${qty} Adet)`,
                priceKurus: tl(r, (m * l * qty) / 75),
                specs: [
                  ['Ölçü', `M${m} x ${l} mm`],
                  ['Paket', `${qty} adet`],
                  ['Kaplama', 'Elektro galvaniz'],
                ],
              };
            },
          },
          {
            name: 'Kimyasal Dübeller',
            make: (r) => {
              const [ml, type, price] = r.pick([
                [300, 'Polyester Stirensiz', 240],
                [345, 'Vinilester', 390],
                [410, 'Epoksi Akrilat', 520],
              ] as const);
              return {
                name: `Kimyasal Dübel ${ml} ml ${type}`,
                priceKurus: tl(r, price),
                specs: [
                  ['Hacim', `${ml} ml`],
                  ['Reçine', type],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Vida ve Cıvatalar',
        children: [
          {
            name: 'Sunta Vidaları',
            unit: 'Kutu',
            make: (r) => {
              const [d, l] = r.pick([
                [3.5, 16],
                [3.5, 25],
                [4, 30],
                [4, 40],
                [4.5, 50],
                [5, 60],
                [6, 80],
              ] as const);
              const coat = r.pick(['Sarı Galvaniz', 'Beyaz Galvaniz', 'Siyah Fosfat']);
              const qty = d < 4.5 ? 500 : 200;
              return {
                name: `Sunta Vidası ${String(d).replace('.', ',')}x${l} mm ${coat} (${qty} Adet)`,
                priceKurus: tl(r, (d * l * qty) / 400),
                specs: [
                  ['Ölçü', `${String(d).replace('.', ',')} x ${l} mm`],
                  ['Kaplama', coat],
                  ['Paket', `${qty} adet`],
                ],
              };
            },
          },
          {
            name: 'Akıllı Vidalar',
            unit: 'Kutu',
            make: (r) => {
              const [d, l] = r.pick([
                [3.5, 9.5],
                [4.2, 13],
                [4.2, 16],
                [4.8, 19],
                [5.5, 25],
                [6.3, 38],
              ] as const);
              const head = r.pick(['Matkap Uçlu', 'İğne Uçlu', 'Trapez Başlı']);
              const fmt = (n: number) => String(n).replace('.', ',');
              return {
                name: `Akıllı Vida ${head} ${fmt(d)}x${fmt(l)} mm (1000 Adet)`,
                priceKurus: tl(r, d * l * 6),
                specs: [
                  ['Ölçü', `${fmt(d)} x ${fmt(l)} mm`],
                  ['Uç', head],
                  ['Paket', '1000 adet'],
                ],
              };
            },
          },
          {
            name: 'Cıvata ve Somunlar',
            unit: 'Kutu',
            make: (r) => {
              const m = r.pick([6, 8, 10, 12, 16]);
              if (r.chance(0.6)) {
                const l = r.pick([20, 30, 40, 50, 60, 80, 100]);
                const qty = m <= 8 ? 100 : 50;
                return {
                  name: `Altı Köşe Cıvata M${m}x${l} 8.8 Galvaniz (${qty} Adet)`,
                  priceKurus: tl(r, (m * m * l * qty) / 1000),
                  specs: [
                    ['Ölçü', `M${m} x ${l} mm`],
                    ['Kalite', '8.8'],
                    ['Paket', `${qty} adet`],
                  ],
                };
              }
              const kind = r.pick(['Somun', 'Fiberli Somun', 'Düz Pul', 'Yaylı Pul']);
              return {
                name: `${kind} M${m} Galvaniz (100 Adet)`,
                priceKurus: tl(r, m * m * 0.9),
                specs: [
                  ['Ölçü', `M${m}`],
                  ['Paket', '100 adet'],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Kelepçe ve Askı Elemanları',
        make: (r) => {
          if (r.chance(0.5)) {
            const [lo, hi] = r.pick([
              [8, 12],
              [10, 16],
              [12, 22],
              [16, 27],
              [20, 32],
              [25, 40],
              [32, 50],
            ] as const);
            return {
              name: `Metal Sıkmalı Kelepçe ${lo}-${hi} mm (10 Adet)`,
              priceKurus: tl(r, 25 + hi * 1.6),
              unit: 'Paket',
              specs: [
                ['Aralık', `${lo}-${hi} mm`],
                ['Malzeme', 'Paslanmaz W2'],
              ],
            };
          }
          const [kind, price] = r.pick([
            ['Tavan Askı Çubuğu M8 1 m', 42],
            ['Dişli Saplama M10x1000 mm Galvaniz', 58],
            ['Boru Kelepçesi Ø20 mm (100 Adet)', 120],
            ['Kablo Tava Askı Konsolu 200 mm', 95],
            ['Trapez Askı Rayı 41x41 mm 3 m', 420],
          ] as const);
          return {
            name: kind,
            priceKurus: tl(r, price),
            unit: kind.includes('Adet') ? 'Paket' : 'Adet',
            specs: [['Ürün', kind]],
          };
        },
      },
      {
        name: 'Silikon ve Köpükler',
        make: (r) => {
          if (r.chance(0.6)) {
            const kind = r.pick([
              'Genel Amaçlı',
              'Akvaryum',
              'Yüksek Isıya Dayanıklı',
              'Çatı ve Oluk',
              'Sağlık Ürünleri (Antibakteriyel)',
            ]);
            const color = kind === 'Yüksek Isıya Dayanıklı' ? 'Kırmızı' : r.pick(['Şeffaf', 'Beyaz', 'Siyah', 'Gri']);
            return {
              name: `${kind} Silikon 280 ml ${color}`,
              priceKurus: tl(r, kind === 'Genel Amaçlı' ? 85 : 140),
              specs: [
                ['Hacim', '280 ml'],
                ['Renk', color],
              ],
            };
          }
          const [type, price] = r.pick([
            ['Tabancalı', 210],
            ['Pipetli', 165],
            ['Yangına Dayanıklı B1', 340],
            ['Düşük Genleşmeli', 240],
          ] as const);
          const ml = r.pick([500, 750]);
          return {
            name: `Poliüretan Köpük ${ml} ml ${type}`,
            priceKurus: tl(r, price * (ml / 750)),
            specs: [
              ['Hacim', `${ml} ml`],
              ['Tip', type],
            ],
          };
        },
      },
    ],
  },
  {
    name: 'İş Güvenliği',
    icon: 'fa-solid fa-helmet-safety',
    codePrefix: 'ISG',
    color: '#ea580c',
    drawing: 'helmet',
    blurbs: [
      '{name}; {brand} iş güvenliği ürünü olup ilgili EN standartlarına göre CE belgelidir.',
      '{brand} {name} şantiye, atölye ve sahada güvenli çalışma için tasarlanmıştır.',
      '{name} iş sağlığı ve güvenliği mevzuatına uygun kişisel koruyucu donanımdır.',
    ],
    children: [
      {
        name: 'Kişisel Koruyucu Donanım',
        children: [
          {
            name: 'Baretler',
            make: (r) => {
              const [type, price] = r.pick([
                ['Vidalı Ayarlı', 120],
                ['Elektrikçi Bareti 1000V', 260],
                ['Çene Bantlı', 150],
                ['Havalandırmalı', 170],
              ] as const);
              const color = r.pick(['Beyaz', 'Sarı', 'Kırmızı', 'Mavi', 'Turuncu']);
              return {
                name: `Baret ${type} ${color}`,
                priceKurus: tl(r, price),
                specs: [
                  ['Tip', type],
                  ['Renk', color],
                  ['Standart', type.includes('1000V') ? 'EN 50365' : 'EN 397'],
                ],
              };
            },
          },
          {
            name: 'İş Eldivenleri',
            unit: 'Paket',
            vatRate: '10',
            make: (r) => {
              const [kind, price] = r.pick([
                ['Nitril Kaplı', 240],
                ['Örme Pamuk', 150],
                ['Deri Montaj', 520],
                ['Kesilmeye Dayanıklı Seviye 5', 890],
                ['Poliüretan Kaplı', 210],
              ] as const);
              const size = r.int(7, 11);
              return {
                name: `${kind} İş Eldiveni ${size} Beden (12 Çift)`,
                priceKurus: tl(r, price),
                specs: [
                  ['Beden', String(size)],
                  ['Paket', '12 çift'],
                  ['Standart', 'EN 388'],
                ],
              };
            },
          },
          {
            name: 'Koruyucu Gözlükler',
            make: (r) => {
              const kind = r.pick(['Şeffaf Camlı', 'Füme Camlı', 'Buğulanmaz', 'Gözlük Üstü', 'Kaynak']);
              return {
                name: `Koruyucu Gözlük ${kind}`,
                priceKurus: tl(r, kind === 'Kaynak' ? 140 : 65),
                specs: [
                  ['Cam', kind],
                  ['Standart', 'EN 166'],
                ],
              };
            },
          },
          {
            name: 'İş Ayakkabıları',
            vatRate: '10',
            make: (r) => {
              const cls = r.pick(['S1P', 'S2', 'S3']);
              const size = r.int(39, 46);
              const model = r.pick(['Çelik Burunlu', 'Kompozit Burunlu', 'Bot Tipi Çelik Burunlu']);
              return {
                name: `İş Ayakkabısı ${cls} ${model} ${size} Numara`,
                priceKurus: tl(r, 950 + (cls === 'S3' ? 300 : 0)),
                specs: [
                  ['Sınıf', cls],
                  ['Numara', String(size)],
                  ['Burun', model],
                ],
              };
            },
          },
        ],
      },
      {
        name: 'Uyarı ve İşaretleme',
        make: (r) => {
          if (r.chance(0.6)) {
            const text = r.pick([
              'Dikkat Yüksek Gerilim',
              'Ölüm Tehlikesi',
              'Elektrik Panosu',
              'Acil Çıkış',
              'Baret Giyiniz',
              'Topraklama Noktası',
            ]);
            const size = r.pick(['250x350', '350x500']);
            return {
              name: `Uyarı Levhası "${text}" ${size} mm`,
              priceKurus: tl(r, size === '250x350' ? 45 : 75),
              specs: [
                ['Yazı', text],
                ['Ölçü', `${size} mm`],
                ['Malzeme', 'Alüminyum'],
              ],
            };
          }
          const width = r.pick([50, 75]);
          return {
            name: `İkaz Şeridi Kırmızı-Beyaz ${width} mm x 200 m`,
            priceKurus: tl(r, width * 1.3),
            unit: 'Top',
            specs: [
              ['Genişlik', `${width} mm`],
              ['Uzunluk', '200 m'],
            ],
          };
        },
      },
      {
        name: 'Yangın Güvenliği',
        make: (r) => {
          if (r.chance(0.7)) {
            const [kind, kg, price] = r.pick([
              ['ABC Kuru Kimyevi Tozlu', 2, 420],
              ['ABC Kuru Kimyevi Tozlu', 6, 780],
              ['ABC Kuru Kimyevi Tozlu', 12, 1350],
              ['CO2', 5, 2100],
              ['Köpüklü', 6, 980],
            ] as const);
            return {
              name: `${kind} Yangın Söndürücü ${kg} kg`,
              priceKurus: tl(r, price),
              specs: [
                ['Tip', kind],
                ['Kapasite', `${kg} kg`],
                ['Standart', 'TS EN 3-7'],
              ],
            };
          }
          const size = r.pick(['120x120', '120x180', '180x180']);
          return {
            name: `Yangın Battaniyesi ${size} cm`,
            priceKurus: tl(r, size === '180x180' ? 520 : 360),
            specs: [
              ['Ölçü', `${size} cm`],
              ['Malzeme', 'Cam elyaf'],
            ],
          };
        },
      },
    ],
  },
];

export interface BrandSpec {
  name: string;
  /** Top-level categories (by code prefix) the brand makes. */
  ranges: readonly string[];
  color: string;
}

/**
 * Invented brand names (no real trademarks). Several start with Ç, İ, Ş, Ö, Ü so the brand page's
 * Turkish alphabet grouping has something to show.
 */
export const BRANDS: readonly BrandSpec[] = [
  { name: 'Anatolux', ranges: ['AYD'], color: '#f59e0b' },
  { name: 'Akım Elektrik', ranges: ['ANP', 'SGS'], color: '#1d4ed8' },
  { name: 'Bağpro', ranges: ['HRD'], color: '#334155' },
  { name: 'Boraks Kablo', ranges: ['KBL'], color: '#9a3412' },
  { name: 'Çelikform', ranges: ['ELA'], color: '#b91c1c' },
  { name: 'Çınar Kablo', ranges: ['KBL'], color: '#166534' },
  { name: 'Deltavolt', ranges: ['SGS'], color: '#0f766e' },
  { name: 'Demirhan Hırdavat', ranges: ['HRD'], color: '#44403c' },
  { name: 'Ekoışık', ranges: ['AYD'], color: '#65a30d' },
  { name: 'Elmastaş', ranges: ['ELA'], color: '#0e7490' },
  { name: 'Enerjika', ranges: ['SGS', 'TST'], color: '#c2410c' },
  { name: 'Ferrotek', ranges: ['HRD'], color: '#52525b' },
  { name: 'Gümüşhat', ranges: ['KBL'], color: '#64748b' },
  { name: 'Güvenpro', ranges: ['ISG'], color: '#ea580c' },
  { name: 'Halkalı Metal', ranges: ['HRD', 'TST'], color: '#78716c' },
  { name: 'Işıkyol', ranges: ['AYD'], color: '#eab308' },
  { name: 'İkizler Elektrik', ranges: ['ANP'], color: '#4338ca' },
  { name: 'İnovolt', ranges: ['SGS'], color: '#7c3aed' },
  { name: 'İzotek', ranges: ['TST'], color: '#0369a1' },
  { name: 'Kartal Alet', ranges: ['ELA'], color: '#991b1b' },
  { name: 'Kuzeyışık', ranges: ['AYD'], color: '#0284c7' },
  { name: 'Lumenta', ranges: ['AYD'], color: '#a16207' },
  { name: 'Mavi Şalt', ranges: ['SGS'], color: '#1e40af' },
  { name: 'Nova Tesisat', ranges: ['TST'], color: '#047857' },
  { name: 'Ömür Kablo', ranges: ['KBL'], color: '#b45309' },
  { name: 'Özdemir Alet', ranges: ['ELA'], color: '#be123c' },
  { name: 'Öncü Güvenlik', ranges: ['ISG'], color: '#dc2626' },
  { name: 'Polyflex', ranges: ['TST'], color: '#0d9488' },
  { name: 'Reosan', ranges: ['ANP'], color: '#6d28d9' },
  { name: 'Sarmal Kablo', ranges: ['KBL'], color: '#92400e' },
  { name: 'Şahin Vida', ranges: ['HRD'], color: '#3f3f46' },
  { name: 'Şimşek Elektrik', ranges: ['ANP', 'SGS'], color: '#facc15' },
  { name: 'Teknoray', ranges: ['TST'], color: '#15803d' },
  { name: 'Toroslu Hırdavat', ranges: ['HRD', 'ELA'], color: '#57534e' },
  { name: 'Ünal Aydınlatma', ranges: ['AYD'], color: '#d97706' },
  { name: 'Üstün Alet', ranges: ['ELA'], color: '#9f1239' },
  { name: 'Volttrend', ranges: ['ANP'], color: '#2563eb' },
  { name: 'Yıldırım Şalt', ranges: ['SGS'], color: '#b91c1c' },
  { name: 'Zirve İş Güvenliği', ranges: ['ISG'], color: '#f97316' },
  { name: 'Elektroset', ranges: ['TST', 'KBL'], color: '#0891b2' },
];
