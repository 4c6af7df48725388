/** The demo distributor: one place for the identity that settings, pages and images repeat. */
export const COMPANY = {
  legalName: 'Anadolu Elektrik Hırdavat San. ve Tic. A.Ş.',
  shortName: 'Anadolu Elektrik Hırdavat',
  brandWord: 'ANADOLU',
  tagline: 'ELEKTRİK · HIRDAVAT',
  address: 'İkitelli OSB Mah. Metal-İş Sanayi Sitesi 12. Blok No: 7, 34490 Başakşehir / İstanbul',
  addressLines: ['İkitelli OSB Mah. Metal-İş Sanayi Sitesi 12. Blok No: 7', '34490 Başakşehir / İstanbul'],
  phone: '0212 549 12 34',
  fax: '0212 549 12 35',
  email: 'info@anadoluelektrik.com.tr',
  orderEmail: 'siparis@anadoluelektrik.com.tr',
  kvkkEmail: 'kvkk@anadoluelektrik.com.tr',
  domain: 'anadoluelektrik.com.tr',
  whatsappPhone: '905321234567',
  taxOffice: 'İkitelli',
  taxNumber: '0680123456',
  mersisNo: '0068012345900015',
  founded: 1987,
  /** Brand colours: navy with an amber accent, used by the logo, banners and login background. */
  colors: { navy: '#0f2a4a', navyDark: '#0a1d33', amber: '#f59e0b', amberLight: '#fbbf24', steel: '#64748b' },
} as const;
