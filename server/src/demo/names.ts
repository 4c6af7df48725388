/** Turkish word lists the demo draws people, companies and places from. */

export const FIRST_NAMES = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Murat',
  'Ömer',
  'Ramazan',
  'Halil',
  'Süleyman',
  'Emre',
  'Burak',
  'Serkan',
  'Gökhan',
  'Tolga',
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Meryem',
  'Şerife',
  'Özlem',
  'Gülşen',
  'Derya',
  'Esra',
  'Sevgi',
  'Büşra',
  'Çağla',
  'Ebru',
  'Nur',
  'Tuğba',
  'Selin',
  'İrem',
] as const;

export const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
  'Aksoy',
  'Uçar',
  'Bulut',
  'Tekin',
  'Korkmaz',
  'Ünal',
  'Işık',
] as const;

/** Trade words dealers put in their names, paired with what they sell. */
export const DEALER_NAME_PARTS = [
  'Elektrik',
  'Elektrik Hırdavat',
  'Elektrik Malzemeleri',
  'Aydınlatma',
  'Yapı Market',
  'Hırdavat',
  'Elektrik Tesisat',
  'Enerji',
  'Elektrik İnşaat',
  'Teknik Hırdavat',
] as const;

export const DEALER_NAME_STEMS = [
  'Yıldız',
  'Özkan',
  'Işık',
  'Ege',
  'Akdeniz',
  'Karadeniz',
  'Toros',
  'Marmara',
  'Çağdaş',
  'Güven',
  'Şimşek',
  'Öztürk',
  'Kardeşler',
  'Bereket',
  'Doğuş',
  'Ünlü',
  'Ilgaz',
  'Uludağ',
  'Kuzey',
  'Erciyes',
  'Aslan',
  'Demirtaş',
  'Gökkuşağı',
  'Birlik',
  'Çınar',
  'Meram',
  'Zafer',
  'Başkent',
  'Anıl',
  'Umut',
] as const;

export const COMPANY_SUFFIXES = [
  'Ltd. Şti.',
  'San. ve Tic. Ltd. Şti.',
  'Tic. Ltd. Şti.',
  'A.Ş.',
  'San. Tic. A.Ş.',
  'İnş. San. Tic. Ltd. Şti.',
] as const;

export interface Place {
  city: string;
  district: string;
  /** Vergi dairesi serving the district. */
  taxOffice: string;
  /** Landline area code. */
  areaCode: string;
  postalCode: string;
}

export const PLACES: readonly Place[] = [
  { city: 'İstanbul', district: 'Başakşehir', taxOffice: 'İkitelli', areaCode: '212', postalCode: '34490' },
  { city: 'İstanbul', district: 'Ümraniye', taxOffice: 'Ümraniye', areaCode: '216', postalCode: '34770' },
  { city: 'İstanbul', district: 'Kartal', taxOffice: 'Kartal', areaCode: '216', postalCode: '34870' },
  { city: 'İstanbul', district: 'Esenyurt', taxOffice: 'Esenyurt', areaCode: '212', postalCode: '34510' },
  { city: 'Ankara', district: 'Yenimahalle', taxOffice: 'Ostim', areaCode: '312', postalCode: '06370' },
  { city: 'Ankara', district: 'Çankaya', taxOffice: 'Kavaklıdere', areaCode: '312', postalCode: '06680' },
  { city: 'İzmir', district: 'Bornova', taxOffice: 'Bornova', areaCode: '232', postalCode: '35050' },
  { city: 'İzmir', district: 'Çiğli', taxOffice: 'Çiğli', areaCode: '232', postalCode: '35620' },
  { city: 'Bursa', district: 'Nilüfer', taxOffice: 'Ertuğrulgazi', areaCode: '224', postalCode: '16140' },
  { city: 'Bursa', district: 'Osmangazi', taxOffice: 'Osmangazi', areaCode: '224', postalCode: '16200' },
  { city: 'Kocaeli', district: 'Gebze', taxOffice: 'Gebze', areaCode: '262', postalCode: '41400' },
  { city: 'Konya', district: 'Selçuklu', taxOffice: 'Selçuk', areaCode: '332', postalCode: '42250' },
  { city: 'Antalya', district: 'Muratpaşa', taxOffice: 'Muratpaşa', areaCode: '242', postalCode: '07100' },
  { city: 'Adana', district: 'Seyhan', taxOffice: 'Seyhan', areaCode: '322', postalCode: '01120' },
  { city: 'Kayseri', district: 'Melikgazi', taxOffice: 'Erciyes', areaCode: '352', postalCode: '38030' },
  { city: 'Eskişehir', district: 'Tepebaşı', taxOffice: 'Eskişehir', areaCode: '222', postalCode: '26010' },
  { city: 'Gaziantep', district: 'Şehitkamil', taxOffice: 'Şehitkamil', areaCode: '342', postalCode: '27060' },
  { city: 'Samsun', district: 'İlkadım', taxOffice: '19 Mayıs', areaCode: '362', postalCode: '55060' },
  { city: 'Trabzon', district: 'Ortahisar', taxOffice: 'Karadeniz', areaCode: '462', postalCode: '61030' },
  { city: 'Denizli', district: 'Merkezefendi', taxOffice: 'Pamukkale', areaCode: '258', postalCode: '20010' },
];

export const STREETS = [
  'Atatürk Cad.',
  'Cumhuriyet Cad.',
  'İstiklal Cad.',
  'Gazi Bulvarı',
  'Fatih Sultan Mehmet Cad.',
  'Sanayi Cad.',
  'Organize Sanayi 3. Cad.',
  'Mimar Sinan Sok.',
  'Çınarlı Sok.',
  'Değirmen Sok.',
  'Menekşe Sok.',
  'Yavuz Selim Cad.',
  'Şehit Er Ali Özkan Sok.',
  'Ulubatlı Hasan Cad.',
  'Ihlamur Sok.',
] as const;

export const NEIGHBOURHOODS = [
  'Sanayi Mah.',
  'Yenidoğan Mah.',
  'Cumhuriyet Mah.',
  'Fatih Mah.',
  'Hürriyet Mah.',
  'Esentepe Mah.',
  'Barbaros Mah.',
  'Kazım Karabekir Mah.',
  'Yeşilyurt Mah.',
  'Mevlana Mah.',
  'Işıklar Mah.',
  'Çamlık Mah.',
] as const;

export const ADDRESS_TITLES = ['Merkez', 'Depo', 'Şube', 'Şantiye', 'Mağaza'] as const;

/** Mobile operator prefixes, so phone numbers look like Turkish GSM numbers. */
export const MOBILE_PREFIXES = ['532', '533', '535', '542', '544', '505', '506', '552', '555', '538'] as const;
