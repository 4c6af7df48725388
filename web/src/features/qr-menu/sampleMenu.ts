/**
 * The QR menu's built-in sample (spec §2 "QR menu": sample data only): a Turkish restaurant's menu.
 * Thumbnails are drawings described here and drawn in code (DishArt.tsx), so the page needs no image
 * and no network. Prices are decimal strings, formatted tr-TR with two decimals (spec §1).
 */

export type DishKind =
  | 'soup'
  | 'meze'
  | 'kebab'
  | 'stew'
  | 'pide'
  | 'flatbread'
  | 'baklava'
  | 'kunefe'
  | 'pudding'
  | 'tea'
  | 'glass'
  | 'coffee';

/** What the thumbnail shows: the kind of dish and its colours. */
export interface DishThumbnail {
  kind: DishKind;
  /** The food itself. */
  main: string;
  /** A sauce, crust, foam or filling. */
  accent: string;
  /** Herbs, nuts or spice on top. */
  garnish: string;
  /** The table or board behind the dish. */
  board: string;
}

export interface MenuItem {
  name: string;
  description: string;
  price: string;
  thumbnail: DishThumbnail;
}

export interface MenuCategory {
  /** The section's anchor in the page (#corbalar). */
  id: string;
  name: string;
  items: MenuItem[];
}

export interface SocialLink {
  network: string;
  label: string;
  icon: string;
  href: string;
}

const WOOD = '#d9b48f';
const SLATE = '#5b6470';
const LINEN = '#efe4d3';
const TILE = '#8fb8b0';
const PARSLEY = '#3f7d2c';
const PISTACHIO = '#7aa53a';

export const SAMPLE_MENU: MenuCategory[] = [
  {
    id: 'corbalar',
    name: 'Çorbalar',
    items: [
      {
        name: 'Mercimek Çorbası',
        description: 'Kırmızı mercimek, tereyağında pul biber ve limon ile.',
        price: '85',
        thumbnail: { kind: 'soup', main: '#e58a2b', accent: '#b8321e', garnish: PARSLEY, board: WOOD },
      },
      {
        name: 'Ezogelin Çorbası',
        description: 'Bulgur, mercimek ve naneli domates sosuyla.',
        price: '85',
        thumbnail: { kind: 'soup', main: '#c8611f', accent: '#8f2a14', garnish: '#5d8f2f', board: LINEN },
      },
      {
        name: 'Yayla Çorbası',
        description: 'Süzme yoğurt, pirinç ve kuru nane.',
        price: '90',
        thumbnail: { kind: 'soup', main: '#f3ead2', accent: '#c9b57a', garnish: '#6b8e3a', board: TILE },
      },
      {
        name: 'İşkembe Çorbası',
        description: 'Sarımsaklı sirke ve kırmızı biber yağı ile servis edilir.',
        price: '145.5',
        thumbnail: { kind: 'soup', main: '#efe3c6', accent: '#c0392b', garnish: '#a23b1d', board: SLATE },
      },
    ],
  },
  {
    id: 'mezeler',
    name: 'Mezeler',
    items: [
      {
        name: 'Haydari',
        description: 'Süzme yoğurt, sarımsak, dereotu ve zeytinyağı.',
        price: '75',
        thumbnail: { kind: 'meze', main: '#f4f1e6', accent: '#c9a227', garnish: '#4d7c2a', board: LINEN },
      },
      {
        name: 'Acılı Ezme',
        description: 'İnce kıyılmış domates, biber, soğan ve nar ekşisi.',
        price: '70',
        thumbnail: { kind: 'meze', main: '#c63b24', accent: '#7d1d12', garnish: PARSLEY, board: WOOD },
      },
      {
        name: 'Humus',
        description: 'Nohut, tahin ve limon; üzerine kızdırılmış tereyağı.',
        price: '85',
        thumbnail: { kind: 'meze', main: '#e6cf9f', accent: '#b5651d', garnish: '#a8321c', board: SLATE },
      },
      {
        name: 'Sigara Böreği',
        description: 'Beyaz peynir ve maydanozlu çıtır yufka, dört adet.',
        price: '120',
        thumbnail: { kind: 'pide', main: '#f2e6c9', accent: '#d99a3d', garnish: PARSLEY, board: TILE },
      },
    ],
  },
  {
    id: 'ana-yemekler',
    name: 'Ana Yemekler',
    items: [
      {
        name: 'Adana Kebap',
        description: 'Zırhta çekilmiş acılı kuzu kıyma, közlenmiş domates ve biber, bulgur pilavı.',
        price: '340',
        thumbnail: { kind: 'kebab', main: '#8a3b1c', accent: '#e2b66a', garnish: '#d3452b', board: SLATE },
      },
      {
        name: 'İskender Kebap',
        description: 'Pide üzerinde döner, domates sosu, kızgın tereyağı ve yoğurt.',
        price: '385',
        thumbnail: { kind: 'stew', main: '#9b4a22', accent: '#f3efe3', garnish: '#c5381f', board: WOOD },
      },
      {
        name: 'Hünkâr Beğendi',
        description: 'Közlenmiş patlıcan beğendi üzerinde kuzu yahni.',
        price: '360',
        thumbnail: { kind: 'stew', main: '#7a3517', accent: '#efe2c0', garnish: PARSLEY, board: LINEN },
      },
      {
        name: 'Karnıyarık',
        description: 'Kıymalı patlıcan, pirinç pilavı ve cacık ile.',
        price: '255',
        thumbnail: { kind: 'stew', main: '#4b2a4f', accent: '#f5f0e6', garnish: '#c0392b', board: TILE },
      },
      {
        name: 'Tavuk Şiş',
        description: 'Yoğurtlu marine tavuk göğsü, lavaş ve sumaklı soğan.',
        price: '275',
        thumbnail: { kind: 'kebab', main: '#d08a3c', accent: '#f0d9a0', garnish: '#3f8a2c', board: WOOD },
      },
      {
        name: 'Etli Kuru Fasulye',
        description: 'Dana etli kuru fasulye, tereyağlı pirinç pilavı ve turşu.',
        price: '220',
        thumbnail: { kind: 'stew', main: '#b5542a', accent: '#f7f2e7', garnish: '#4f7d2a', board: SLATE },
      },
      {
        name: 'Kıymalı Pide',
        description: 'Taş fırında, dana kıyma, domates ve biber.',
        price: '230',
        thumbnail: { kind: 'pide', main: '#e3b56b', accent: '#8b3a1a', garnish: '#3f7d2c', board: WOOD },
      },
      {
        name: 'Lahmacun',
        description: 'İnce hamur üzerinde baharatlı kıyma; yeşillik ve limon ile.',
        price: '95',
        thumbnail: { kind: 'flatbread', main: '#e7bd7a', accent: '#a23a1c', garnish: '#4c8a2c', board: LINEN },
      },
    ],
  },
  {
    id: 'tatlilar',
    name: 'Tatlılar',
    items: [
      {
        name: 'Fıstıklı Baklava',
        description: 'Antep fıstıklı, kırk kat el açması yufka; dört dilim.',
        price: '185',
        thumbnail: { kind: 'baklava', main: '#d9a441', accent: '#a86a1c', garnish: PISTACHIO, board: SLATE },
      },
      {
        name: 'Künefe',
        description: 'Hatay peyniri ve kadayıf, sıcak şerbet ve fıstık ile.',
        price: '175',
        thumbnail: { kind: 'kunefe', main: '#e08a1e', accent: '#b35c12', garnish: PISTACHIO, board: WOOD },
      },
      {
        name: 'Fırın Sütlaç',
        description: 'Toprak kapta fırınlanmış sütlü pirinç, tarçın ile.',
        price: '110',
        thumbnail: { kind: 'pudding', main: '#f6edd9', accent: '#b9702e', garnish: '#7a4a26', board: TILE },
      },
      {
        name: 'Kazandibi',
        description: 'Tabanı karamelize edilmiş geleneksel muhallebi.',
        price: '115',
        thumbnail: { kind: 'pudding', main: '#f1e2c2', accent: '#8c5524', garnish: '#6b3f1f', board: LINEN },
      },
    ],
  },
  {
    id: 'icecekler',
    name: 'İçecekler',
    items: [
      {
        name: 'Ayran',
        description: 'Köpüklü, yayık ayranı (300 ml).',
        price: '40',
        thumbnail: { kind: 'glass', main: '#f7f6f0', accent: '#ffffff', garnish: '#dfe7df', board: TILE },
      },
      {
        name: 'Şalgam Suyu',
        description: 'Acılı ya da acısız, Adana usulü.',
        price: '45',
        thumbnail: { kind: 'glass', main: '#7a1f4b', accent: '#a8326b', garnish: '#e76f51', board: WOOD },
      },
      {
        name: 'Ev Yapımı Limonata',
        description: 'Taze sıkılmış limon ve nane.',
        price: '75',
        thumbnail: { kind: 'glass', main: '#f4e27a', accent: '#fff7c2', garnish: '#4c9a2a', board: LINEN },
      },
      {
        name: 'Türk Kahvesi',
        description: 'Bakır cezvede, lokum ile.',
        price: '80',
        thumbnail: { kind: 'coffee', main: '#4a2c1a', accent: '#c89f6d', garnish: '#f3c6d3', board: SLATE },
      },
      {
        name: 'Demlik Çay',
        description: 'İnce belli bardakta taze demlenmiş Rize çayı.',
        price: '25',
        thumbnail: { kind: 'tea', main: '#a8341c', accent: '#d35f2e', garnish: '#f2d7a6', board: WOOD },
      },
    ],
  },
];

export const SAMPLE_SOCIAL_LINKS: SocialLink[] = [
  { network: 'instagram', label: 'Instagram', icon: 'fa-brands fa-instagram', href: 'https://www.instagram.com/' },
  { network: 'facebook', label: 'Facebook', icon: 'fa-brands fa-facebook-f', href: 'https://www.facebook.com/' },
  { network: 'x', label: 'X', icon: 'fa-brands fa-x-twitter', href: 'https://x.com/' },
  { network: 'whatsapp', label: 'WhatsApp', icon: 'fa-brands fa-whatsapp', href: 'https://wa.me/902165550124' },
];

/** Reservations by phone: a 555 number, the range kept for examples. */
export const SAMPLE_PHONE = { display: '0216 555 01 24', href: 'tel:+902165550124' };
