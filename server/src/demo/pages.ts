import { COMPANY } from './company';

/** The distributor's content pages (spec §2 /page/{id}); Hakkımızda and İletişim come first (ids 1, 2). */
export interface PageContent {
  slug: string;
  title: string;
  content: string;
}

const c = COMPANY;

export const PAGES: readonly PageContent[] = [
  {
    slug: 'hakkimizda',
    title: 'Hakkımızda',
    content: `
<h2>${c.legalName}</h2>
<p>${c.founded} yılında İstanbul Karaköy'de küçük bir elektrik malzemeleri dükkânı olarak kurulan firmamız, bugün İkitelli Organize Sanayi Bölgesi'ndeki 12.000 m² kapalı alana sahip lojistik merkezinden Türkiye'nin 81 iline elektrik ve hırdavat malzemesi tedarik etmektedir.</p>
<p>Kablodan aydınlatmaya, şalt malzemelerinden el aletlerine kadar 40'ı aşkın markanın 25.000'den fazla ürününü stoklu olarak bayilerimize sunuyoruz. Bayi ağımız; elektrik malzemesi satıcıları, yapı marketler, taahhüt firmaları ve sanayi işletmelerinden oluşmaktadır.</p>
<h3>Neden ${c.shortName}?</h3>
<ul>
  <li><strong>Geniş stok:</strong> Siparişlerinizin %95'i aynı gün sevk edilir.</li>
  <li><strong>Bayiye özel fiyat:</strong> Cari hesabınıza tanımlı iskonto ve anlaşmalı fiyatlar bu sitede otomatik uygulanır.</li>
  <li><strong>Kendi araç filomuz:</strong> İstanbul ve Marmara Bölgesi'nde kendi araçlarımızla adresinize teslim.</li>
  <li><strong>Teknik destek:</strong> Proje ve ürün seçiminde uzman satış temsilcilerimiz yanınızda.</li>
</ul>
<h3>Kalite Politikamız</h3>
<p>ISO 9001:2015 Kalite Yönetim Sistemi belgeli firmamız, yalnızca TSE ve CE belgeli ürünlerin tedarikini yapar; tüm ürünlerimiz üretici garantisi ve faturalı olarak sunulur.</p>`.trim(),
  },
  {
    slug: 'iletisim',
    title: 'İletişim',
    content: `
<h2>İletişim Bilgilerimiz</h2>
<p><strong>${c.legalName}</strong></p>
<p>${c.addressLines.join('<br>')}</p>
<ul>
  <li><strong>Telefon:</strong> ${c.phone}</li>
  <li><strong>Faks:</strong> ${c.fax}</li>
  <li><strong>E-posta:</strong> <a href="mailto:${c.email}">${c.email}</a></li>
  <li><strong>Sipariş:</strong> <a href="mailto:${c.orderEmail}">${c.orderEmail}</a></li>
  <li><strong>Vergi Dairesi / No:</strong> ${c.taxOffice} / ${c.taxNumber}</li>
  <li><strong>MERSİS No:</strong> ${c.mersisNo}</li>
</ul>
<h3>Çalışma Saatleri</h3>
<p>Hafta içi 08:30 – 18:00, Cumartesi 09:00 – 14:00. Pazar ve resmî tatillerde kapalıyız.</p>
<h3>Depo ve Teslim Noktası</h3>
<p>Depodan teslim siparişlerinizi İkitelli OSB lojistik merkezimizin 3 numaralı rampasından teslim alabilirsiniz. Ağır tonajlı araçlar için giriş Metal-İş Sanayi Sitesi B kapısındandır.</p>`.trim(),
  },
  {
    slug: 'kvkk-aydinlatma-metni',
    title: 'KVKK Aydınlatma Metni',
    content: `
<h2>Kişisel Verilerin Korunması Hakkında Aydınlatma Metni</h2>
<p>${c.legalName} ("Şirket") olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu ("KVKK") uyarınca veri sorumlusu sıfatıyla, bayi portalımızı kullanan kişilerin kişisel verilerini aşağıda açıklanan kapsamda işlemekteyiz.</p>
<h3>1. İşlenen Kişisel Veriler</h3>
<p>Kimlik (ad, soyad), iletişim (telefon, e-posta, adres), müşteri işlem (sipariş, fatura, ödeme kayıtları), işlem güvenliği (IP adresi, oturum kayıtları) verileriniz işlenmektedir. Kart numaranız Şirketimiz tarafından saklanmaz; yalnızca ilk 6 ve son 4 hanesi maskelenmiş olarak kaydedilir.</p>
<h3>2. İşleme Amaçları</h3>
<ul>
  <li>Siparişlerinizin alınması, faturalandırılması ve teslim edilmesi,</li>
  <li>Cari hesap ve tahsilat süreçlerinin yürütülmesi,</li>
  <li>Yasal yükümlülüklerin (Vergi Usul Kanunu, Türk Ticaret Kanunu) yerine getirilmesi,</li>
  <li>Portal güvenliğinin sağlanması.</li>
</ul>
<h3>3. Aktarım</h3>
<p>Kişisel verileriniz; kargo ve lojistik firmaları, ödeme kuruluşları, mali müşavirlik hizmeti aldığımız firmalar ve yetkili kamu kurumlarıyla, yukarıdaki amaçlarla sınırlı olarak paylaşılabilir.</p>
<h3>4. Haklarınız</h3>
<p>KVKK'nın 11. maddesi kapsamındaki taleplerinizi <a href="mailto:${c.kvkkEmail}">${c.kvkkEmail}</a> adresine iletebilirsiniz. Başvurularınız en geç 30 gün içinde sonuçlandırılır.</p>`.trim(),
  },
  {
    slug: 'mesafeli-satis-sozlesmesi',
    title: 'Mesafeli Satış Sözleşmesi',
    content: `
<h2>Mesafeli Satış Sözleşmesi</h2>
<h3>Madde 1 – Taraflar</h3>
<p><strong>Satıcı:</strong> ${c.legalName}, ${c.address}, Tel: ${c.phone}</p>
<p><strong>Alıcı:</strong> Bayi portalına kayıtlı cari hesap sahibi tüzel veya gerçek kişi.</p>
<h3>Madde 2 – Konu</h3>
<p>İşbu sözleşmenin konusu, Alıcı'nın Satıcı'ya ait bayi portalından elektronik ortamda siparişini verdiği ürünlerin satışı ve teslimine ilişkin tarafların hak ve yükümlülükleridir.</p>
<h3>Madde 3 – Fiyat ve Ödeme</h3>
<p>Ürün fiyatları, Alıcı'nın cari hesabına tanımlı fiyat listesi, iskonto ve anlaşmalı fiyatlar üzerinden hesaplanır. Fiyatlara KDV dahil değildir; KDV sipariş özetinde ayrıca gösterilir. Döviz cinsinden fiyatlar, fatura tarihindeki T.C. Merkez Bankası döviz satış kuru ile Türk Lirası'na çevrilir.</p>
<h3>Madde 4 – Teslimat</h3>
<p>Ürünler, sipariş onayından itibaren en geç 3 iş günü içinde Alıcı'nın belirttiği adrese teslim edilir veya depodan teslim alınmaya hazır hale getirilir.</p>
<h3>Madde 5 – Uyuşmazlık</h3>
<p>Bu sözleşmeden doğan uyuşmazlıklarda İstanbul (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir.</p>`.trim(),
  },
  {
    slug: 'teslimat-ve-iade-kosullari',
    title: 'Teslimat ve İade Koşulları',
    content: `
<h2>Teslimat ve İade Koşulları</h2>
<h3>Teslimat Seçenekleri</h3>
<ul>
  <li><strong>Depodan teslim:</strong> Onaylanan siparişler ertesi iş günü İkitelli OSB depomuzdan teslim alınabilir.</li>
  <li><strong>Kargo:</strong> 5.000 TL ve üzeri siparişlerde kargo ücretsizdir; siparişler 1–3 iş gününde teslim edilir.</li>
  <li><strong>Araç ile teslim:</strong> İstanbul ve çevre illerde kendi araçlarımızla, seçtiğiniz zaman aralığında.</li>
  <li><strong>Kurye:</strong> İstanbul içi acil teslimatlar için aynı gün kurye hizmeti (ücreti alıcıya aittir).</li>
</ul>
<h3>İade Koşulları</h3>
<p>Faturalı ürünler, teslim tarihinden itibaren 14 gün içinde, kullanılmamış ve orijinal ambalajında olmak kaydıyla iade edilebilir. Metraj ile kesilerek satılan kablolar ile özel sipariş ürünlerde iade kabul edilmez.</p>
<p>İade talebinizi satış temsilcinize veya <a href="mailto:${c.orderEmail}">${c.orderEmail}</a> adresine fatura numarasıyla iletiniz. Onaylanan iadeler için cari hesabınıza iade faturası düzenlenir.</p>
<h3>Hasarlı Teslimat</h3>
<p>Teslimat sırasında hasarlı olduğu görülen kolileri tutanak tutturarak teslim almayınız ve durumu aynı gün bize bildiriniz.</p>`.trim(),
  },
];
