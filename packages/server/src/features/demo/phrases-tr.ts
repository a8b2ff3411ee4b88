import type { FeedbackBank } from './phrases.js';

/** Turkish customer feedback of the demo store (see phrases.ts for the template syntax). */
export const FEEDBACK_TR: FeedbackBank = {
  leaves: {
    'delivery.time': {
      NEGATIVE: [
        '<product> siparişim {hâlâ|daha} {gelmedi|ulaşmadı|elime geçmedi}, {<days> gündür|tam <days> gündür} bekliyorum.',
        'Teslimat {tarihi|süresi} {<days> gün|neredeyse iki hafta} {gecikti|kaydı}, {kimse bilgi vermedi|hiçbir açıklama yapılmadı}.',
        '{Ertesi gün|2 gün içinde} teslim denmişti ama {<days> gün|bir hafta} sonra geldi.',
        'Kargo {çok|aşırı|inanılmaz} {yavaş|geç geldi}, {bu kadar beklemek olmaz|bir daha bu kadar beklemem}.',
        'Siparişim {<days> gündür|günlerdir} {yolda|dağıtımda} görünüyor, {hâlâ|bir türlü} teslim edilmedi.',
      ],
      NEUTRAL: [
        'Siparişim {ne zaman|hangi gün} teslim edilir? {Tahmini teslim tarihini öğrenebilir miyim?|Tahmini teslim tarihini göremiyorum.}',
        'Teslimat {süresi|zamanı} {normaldi|ortalamaydı|beklediğim gibiydi}, {ne hızlı ne yavaş|fena değil}.',
        'Hafta sonu {teslimat|dağıtım} {yapıyor musunuz|var mı}?',
      ],
      POSITIVE: [
        'Kargo {çok hızlı|şimşek gibi|beklediğimden hızlı} geldi, {ertesi gün|aynı gün|bir günde} elimdeydi.',
        '{Siparişim|Paketim} {söylenen tarihten önce|tam zamanında} {geldi|teslim edildi}.',
        '{Hızlı|Zamanında} teslimat için {teşekkür ederim|teşekkürler|sağ olun}.',
      ],
    },
    'delivery.condition': {
      NEGATIVE: [
        'Paket {ezik|yırtık|parçalanmış} {geldi|halde geldi}, <product> {kırılmıştı|hasar görmüştü|çizik içindeydi}.',
        'Kutu {ıslanmış|ezilmiş} olarak {teslim edildi|geldi}, {içindeki ürün zarar görmüş|ürün kullanılamaz durumda}.',
        '{Kurye|Kargo görevlisi} paketi {kapının önüne fırlatmış|yere atmış}, <product> {kırık|hasarlı} çıktı.',
        'Ambalaj {çok özensizdi|yetersizdi}, {koruyucu|balonlu naylon} bile {yoktu|konmamış}.',
      ],
      NEUTRAL: [
        'Paketin {köşesi|kutusu} biraz {ezikti|hasarlıydı} ama ürün {sağlam|sorunsuz} görünüyor.',
        'Ambalaj {standart|sıradan}, {ne iyi ne kötü|idare eder}.',
      ],
      POSITIVE: [
        'Paketleme {çok özenliydi|harikaydı|çok sağlamdı}, <product> {sapasağlam|hiç zarar görmeden} geldi.',
        '{Ürün|<product>} {balonlu naylonla|özenle} {sarılmıştı|paketlenmişti}, {eline sağlık|teşekkürler}.',
      ],
    },
    'delivery.tracking': {
      NEGATIVE: [
        'Kargo takip {numarası|kodu} {çalışmıyor|geçersiz görünüyor}, {siparişim nerede bilmiyorum|paketim kayıp}.',
        'Takip ekranında {teslim edildi|dağıtımda} yazıyor ama {paket gelmedi|bana hiçbir şey ulaşmadı}.',
        'Kargo {durumu|bilgisi} {<days> gündür|günlerdir} {güncellenmiyor|aynı}, hep {hazırlanıyor|kargoya verildi} yazıyor.',
        'Kurye hiç gelmeden {adreste bulunamadı|alıcıya ulaşılamadı} {notu düşülmüş|yazılmış}.',
      ],
      NEUTRAL: [
        '<order> numaralı siparişin kargo takip {numarasını|linkini} {nereden görebilirim|paylaşır mısınız}?',
        'Kargom hangi {şubede|aktarma merkezinde}, {takip bilgisi|durum bilgisi} alabilir miyim?',
      ],
      POSITIVE: [
        'Kargo takibi {çok kolay|çok net}, {her adımda|anlık} {SMS|bildirim} geldi.',
        'Siparişi {haritadan|anlık olarak} takip edebilmek {çok güzel|harika}.',
      ],
    },
    'product.quality': {
      NEGATIVE: [
        '<product> {iki kullanımda|bir haftada|ilk gün} {bozuldu|dağıldı|çalışmaz oldu}, kalite {berbat|çok kötü}.',
        'Ürünün {malzemesi|kumaşı|plastiği} {çok kalitesiz|çok ucuz}, fotoğraftakiyle {alakası yok|aynı değil}.',
        '<product> {açıklamada yazdığı gibi değil|beklediğim kalitede değil}, {param boşa gitti|tam bir hayal kırıklığı}.',
        '{Dikişleri|Kenarları} {söküldü|açıldı}, {böyle kalite olmaz|çok özensiz üretilmiş}.',
      ],
      NEUTRAL: [
        '<product> {fiyatına göre idare eder|ortalama bir ürün}, {ne iyi ne kötü|beklentimi karşıladı sayılır}.',
        'Ürün {fena değil|normal}, {biraz daha kaliteli olabilirdi|rengi fotoğraftan biraz farklı}.',
        '<product> {orijinal mi|garantili mi}? Garanti belgesi kutudan çıkmadı.',
      ],
      POSITIVE: [
        '<product> {çok kaliteli|harika|mükemmel}, {kesinlikle tavsiye ederim|fiyatını fazlasıyla hak ediyor}.',
        'Ürün {tam fotoğraftaki gibi|beklediğimden de iyi}, {malzemesi çok sağlam|kalitesi çok iyi}.',
        '{Aylardır|Uzun zamandır} kullanıyorum, <product> {hâlâ ilk günkü gibi|hiç sorun çıkarmadı}.',
      ],
    },
    'product.wrong': {
      NEGATIVE: [
        '{Sipariş ettiğim|Aldığım} <product> yerine {başka bir ürün|bambaşka bir şey} geldi.',
        '{Beden|Renk|Model} yanlış {gönderilmiş|gelmiş}, {M istedim L geldi|siyah istedim beyaz geldi}.',
        'Siparişimde {bir ürün|iki ürün} eksik {çıktı|geldi}, faturada var ama kutuda yok.',
        'Kutudan {eksik parça|aksesuarlar} çıkmadı, <product> {kurulamıyor|kullanılamıyor}.',
      ],
      NEUTRAL: [
        'Siparişimde {yanlış renk|farklı beden} gelmiş, {doğrusunu nasıl isteyebilirim|ne yapmam gerekiyor}?',
        '{Paketten|Kutudan} bir ürün eksik görünüyor, {ayrı kargo ile mi gelecek|kontrol eder misiniz}?',
      ],
      POSITIVE: [
        'Yanlış ürün gelmişti ama {hemen|aynı gün} doğrusunu gönderdiniz, {teşekkürler|çok ilgilisiniz}.',
        'Eksik gelen parçayı {ertesi gün|hemen} yollamanız {çok hoştu|süperdi}.',
      ],
    },
    'product.stock': {
      NEGATIVE: [
        '{Sepete eklediğim|Sipariş verdiğim} <product> {stokta yok|tükendi} diye {iptal edildi|iptal ettiniz}.',
        'Fiyat {sepette|ödeme adımında} {değişti|arttı}, {önce <amount> yazıyordu|başka fiyat gösteriyordu}.',
        '<product> {sürekli|hep} {stokta yok|tükendi} görünüyor, {ne zaman gelecek|bir türlü alamadım}.',
        'Aynı <product> {başka sitede|mağazada} çok daha ucuz, fiyatlarınız {çok yüksek|fahiş}.',
      ],
      NEUTRAL: [
        '<product> {tekrar stoğa girecek mi|ne zaman stoğa gelir}? {Haber verebilir misiniz|Stok bildirimi açtım}.',
        'Fiyatlar {piyasa ile aynı|ortalama}, {ne ucuz ne pahalı|normal}.',
      ],
      POSITIVE: [
        'Fiyatlar {çok uygun|piyasanın altında}, <product> {çok iyi fiyata|indirimde} aldım.',
        '{İstediğim|Aradığım} <product> {stokta vardı|hemen stoğa girdi}, {çok sevindim|harika}.',
      ],
    },
    'payment.problem': {
      NEGATIVE: [
        'Ödeme {sırasında|adımında} {hata aldım|sayfa dondu} ama {kartımdan|hesabımdan} <amount> {çekildi|tahsil edildi}.',
        'Kartımdan {iki kez|çift} {çekim yapıldı|ödeme alındı}, {oysa tek sipariş verdim|sadece bir sipariş verdim}.',
        '{3D Secure|SMS doğrulama} {kodu gelmiyor|ekranı açılmıyor}, ödeme {yapamıyorum|tamamlanmıyor}.',
        '{Kredi kartım|Kartım} {sürekli|her seferinde} {reddediliyor|geçersiz diyor}, başka sitelerde sorun yok.',
      ],
      NEUTRAL: [
        '{Kapıda ödeme|Havale ile ödeme} seçeneği {var mı|neden yok}?',
        'Ödeme {onaylandı mı|alındı mı} {göremiyorum|emin değilim}, kontrol edebilir misiniz?',
      ],
      POSITIVE: [
        'Ödeme {çok kolay|sorunsuz|hızlı}, {tek tıkla|birkaç saniyede} {tamamlandı|bitti}.',
        '{Kayıtlı kartla|Cüzdanla} ödeme {çok pratik|harika}, {teşekkürler|süper}.',
      ],
    },
    'payment.invoice': {
      NEGATIVE: [
        'Fatura {gelmedi|hâlâ gönderilmedi}, {<days> gündür|günlerdir} {bekliyorum|istiyorum}.',
        'Faturadaki {tutar|vergi numarası|ünvan} {yanlış|hatalı}, {düzeltilmesi gerekiyor|kurumsal fatura lazım}.',
        '{E-fatura|E-arşiv fatura} {mail adresime|hesabıma} {düşmedi|gelmedi}, {defalarca yazdım|kimse ilgilenmiyor}.',
      ],
      NEUTRAL: [
        '{Kurumsal|Şirket adına} fatura {alabilir miyim|kesiliyor mu}?',
        'Faturamı {nereden|hangi menüden} {indirebilirim|görebilirim}?',
      ],
      POSITIVE: [
        'Fatura {hemen|anında} {mailime geldi|e-postama ulaştı}, {çok pratik|teşekkürler}.',
        'Kurumsal fatura talebimi {çok hızlı|hemen} {hallettiniz|düzenlediniz}.',
      ],
    },
    'payment.promotion': {
      NEGATIVE: [
        '{İndirim kodu|Kupon kodu|Kampanya kodu} {çalışmıyor|geçersiz diyor}, {sepette|ödemede} {uygulanmadı|düşmedi}.',
        'Kampanyada {yazan|söz verilen} {indirim|hediye} {verilmedi|uygulanmadı}, kandırılmış gibi hissediyorum.',
        '{Puanlarım|Hediye çekim} {hesabımdan silinmiş|kullanılamıyor}.',
      ],
      NEUTRAL: [
        '{Kupon|İndirim kodu} {indirimli ürünlerde|her üründe} {geçerli mi|kullanılabilir mi}?',
        '{Taksit|Peşin fiyatına taksit} kampanyası {devam ediyor mu|hangi kartlarda geçerli}?',
      ],
      POSITIVE: [
        '{Kampanyalar|İndirimler} {çok güzel|harika}, {kupon kodu|indirim} {sorunsuz uygulandı|hemen düştü}.',
        '{Hoş geldin kuponu|Doğum günü indirimi} {çok hoş|süper} bir sürprizdi.',
      ],
    },
    'returns.process': {
      NEGATIVE: [
        'İade {talebim|başvurum} {<days> gündür|günlerdir} {onaylanmadı|beklemede}.',
        '{İade kodu|İade kargo kodu} {gelmedi|çalışmıyor}, ürünü {geri gönderemiyorum|kargoya veremiyorum}.',
        'Kargo şubesi iade paketini {kabul etmedi|almadı}, {iade süreci|değişim} {çok zahmetli|tam bir eziyet}.',
        'Değişim {talebimi|isteğimi} {reddettiniz|kabul etmediniz}, {sebebini|nedenini} {açıklamadınız|söylemediniz}.',
      ],
      NEUTRAL: [
        '<product> için {iade|değişim} {nasıl yapılır|süresi kaç gün}?',
        'İade {paketini|ürünü} {kargoya verdim|gönderdim}, {ulaştı mı|kontrol edebilir misiniz}?',
      ],
      POSITIVE: [
        'İade {süreci|işlemi} {çok kolaydı|çok hızlıydı}, {kurye kapıdan aldı|kodla hemen gönderdim}.',
        '{Değişim|İade} {talebim|isteğim} {hemen onaylandı|aynı gün kabul edildi}, {teşekkürler|harika}.',
      ],
    },
    'returns.refund': {
      NEGATIVE: [
        '{İade ettiğim|Geri gönderdiğim} ürünün {parası|ücreti} {<days> gündür|hâlâ} {yatmadı|hesabıma geçmedi}.',
        'Para iadesi {söz verilen|belirtilen} sürede yapılmadı, {<amount>|param} {içeride kaldı|nerede}?',
        '{Kartıma|Hesabıma} {eksik|yarım} iade {yapıldı|yatırıldı}, kargo ücretini {kesmişsiniz|düşmüşsünüz}.',
      ],
      NEUTRAL: [
        'Para iadesi {kartıma|hesabıma} {kaç günde|ne zaman} yansır?',
        'İade tutarı {kartıma mı|hediye çeki olarak mı} {yatırılacak|dönecek}?',
      ],
      POSITIVE: [
        '{Paramı|Para iadesini} {hemen|ertesi gün|birkaç saatte} {aldım|yatırdınız}, {çok teşekkürler|süper}.',
        'İade {tutarı|ücreti} {eksiksiz|tam} {kartıma yansıdı|geri geldi}, {güven verdiniz|sağ olun}.',
      ],
    },
    'app.error': {
      NEGATIVE: [
        'Uygulama {sürekli|her açılışta|ödeme ekranında} {çöküyor|kapanıyor|donuyor}.',
        '{Son güncellemeden sonra|Güncellemeden beri} uygulama {açılmıyor|beyaz ekranda kalıyor}.',
        '{Sepete ekle|Sipariş ver} butonuna {basınca|tıklayınca} {hata veriyor|hiçbir şey olmuyor}.',
        'Uygulama {çok yavaş|kasıyor}, sayfalar {yüklenmiyor|açılmıyor}.',
      ],
      NEUTRAL: [
        'Uygulamada {ara sıra|bazen} {küçük|ufak} {hatalar|takılmalar} oluyor, {güncelleme gelecek mi|düzeltilecek mi}?',
        '{iOS|Android} uygulamasında {karanlık mod|bildirimler} {var mı|nasıl açılıyor}?',
      ],
      POSITIVE: [
        'Son güncellemeyle uygulama {çok hızlandı|hiç çökmüyor|akıcı oldu}, {eline sağlık|tebrikler}.',
        'Uygulama {sorunsuz|stabil} çalışıyor, {hiç hata almadım|tek bir sorun yaşamadım}.',
      ],
    },
    'app.usability': {
      NEGATIVE: [
        'Uygulamada {aradığımı bulamıyorum|menüler çok karışık}, {filtreler|arama} {işe yaramıyor|çok kötü}.',
        '{Yeni tasarım|Yeni arayüz} {çok karışık|hiç kullanışlı değil}, {eskisi|eski hali} çok daha iyiydi.',
        '{Sipariş vermek|Ödemeye geçmek} için {çok fazla adım var|sayfalar arasında kayboluyorum}.',
      ],
      NEUTRAL: [
        'Uygulamada {favorilerim|sipariş geçmişim} {nerede|hangi menüde}?',
        '{Arayüz|Tasarım} {alışınca kolay|fena değil}, {yazılar biraz küçük|filtreler geliştirilebilir}.',
      ],
      POSITIVE: [
        'Uygulama {çok kullanışlı|çok pratik|çok sade}, {birkaç tıkla|saniyeler içinde} sipariş veriyorum.',
        '{Arama|Filtreleme} {çok iyi çalışıyor|çok başarılı}, aradığımı {hemen|kolayca} buluyorum.',
        'Yeni {tasarım|arayüz} {çok şık|çok güzel olmuş}, {kullanımı kolay|gözü yormuyor}.',
      ],
    },
    'app.account': {
      NEGATIVE: [
        '{Hesabıma|Uygulamaya} {giriş yapamıyorum|giremiyorum}, {şifre sıfırlama|doğrulama} {maili|SMS kodu} gelmiyor.',
        '{Şifremi|Parolamı} {her seferinde|sürekli} {yanlış diyor|kabul etmiyor}, hesabım {kilitlendi|bloke oldu}.',
        'Hesabımdaki {adres|telefon numarası} {değişmiyor|kaydedilmiyor}, {hata veriyor|güncellenmiyor}.',
      ],
      NEUTRAL: [
        'Hesabımı {nasıl silebilirim|nasıl kapatırım}?',
        '{E-posta adresimi|Telefon numaramı} {değiştirmek istiyorum|güncellemem gerekiyor}, {nereden yapabilirim|nasıl yaparım}?',
      ],
      POSITIVE: [
        '{Google ile|Apple ile|Yüz tanıma ile} giriş {çok pratik|çok hızlı}, {şifre derdi yok|saniyede giriyorum}.',
        'Şifremi unuttum, {sıfırlama linki|doğrulama kodu} {hemen geldi|anında ulaştı}.',
      ],
    },
    'service.waiting': {
      NEGATIVE: [
        'Çağrı merkezinde {<minutes> dakika|yarım saat|bir saat} {bekledim|beklettiniz}, {kimse açmadı|sonunda hat kesildi}.',
        '{Canlı desteğe|Müşteri hizmetlerine} {bağlanmak|ulaşmak} {imkansız|tam bir işkence}, {sürekli|hep} sırada bekliyorum.',
        '{Mailime|Şikayetime} {<days> gündür|günlerdir} {cevap verilmedi|dönüş yapılmadı}.',
      ],
      NEUTRAL: [
        'Müşteri hizmetleri {hangi saatlerde|hafta sonu} {açık|çalışıyor mu}?',
        '{Canlı desteğe|Çağrı merkezine} {<minutes> dakikada|biraz bekledikten sonra} bağlandım, {normal|idare eder}.',
      ],
      POSITIVE: [
        '{Müşteri hizmetlerine|Canlı desteğe} {hemen|birkaç saniyede|beklemeden} {bağlandım|ulaştım}, {süper|harika}.',
        '{Mailime|Talebime} {aynı gün|bir saat içinde} {dönüş yapıldı|cevap geldi}, {teşekkürler|çok hızlısınız}.',
      ],
    },
    'service.agent': {
      NEGATIVE: [
        '{Temsilci|Müşteri temsilcisi|Görüştüğüm kişi} {çok kabaydı|çok ilgisizdi|yüzüme kapattı}, {sorunumu dinlemedi bile|hiç yardımcı olmadı}.',
        '{Temsilciler|Operatörler} {hazır cevaplar|ezber cümleler} veriyor, {sorunu çözmüyor|kimse sorumluluk almıyor}.',
        '{Her aradığımda|Her seferinde} {farklı bir şey söylendi|başka bir bilgi verildi}, {bilgisiz|yetersiz} temsilciler.',
      ],
      NEUTRAL: [
        'Temsilci {kibar|nazik} {davrandı|konuştu} ama {kesin bir cevap alamadım|konuyu araştıracağını söyledi}.',
        '{Temsilciyle|Operatörle} görüştüm, {kayıt açtı|talebimi iletti}, {bekliyorum|dönüş bekliyorum}.',
      ],
      POSITIVE: [
        '{Temsilci|Müşteri temsilcisi} <agentName> {çok ilgiliydi|çok yardımseverdi|çok sabırlıydı}, {sorunumu hemen çözdü|teşekkür ederim}.',
        '{Görüştüğüm|Konuştuğum} {arkadaş|temsilci} {çok nazikti|işini çok iyi biliyor}, {tek aramada|hemen} {çözüldü|halletti}.',
      ],
    },
  },
  openers: {
    NEGATIVE: ['Berbat bir deneyim.', 'Çok mağdurum.', 'Gerçekten çok sinirliyim.', 'Rezalet!', 'Tam bir hayal kırıklığı.'],
    NEUTRAL: ['Merhaba,', 'Selam,', 'Bir sorum var.', 'Bilgi almak istiyorum.'],
    POSITIVE: ['Çok memnunum!', 'Harika!', 'Süper bir alışveriş deneyimi.', 'Merhaba,'],
  },
  closers: {
    NEGATIVE: [
      'Bir daha alışveriş yapmam.',
      'Çözüm bekliyorum.',
      'Kimseye tavsiye etmiyorum.',
      'Acil dönüş bekliyorum!',
      'Şikayet sitesine yazacağım.',
    ],
    NEUTRAL: ['Bilgilendirirseniz sevinirim.', 'Teşekkürler.', 'İyi çalışmalar.', 'Dönüşünüzü bekliyorum.'],
    POSITIVE: ['Teşekkürler!', 'Herkese tavsiye ederim.', 'Emeği geçenlere teşekkürler.', 'Yine alışveriş yapacağım.'],
  },
  contexts: [
    '{Uygulamadan|Mobil uygulamadan} sipariş verdim.',
    '{Kampanyalı|İndirimli} bir üründü.',
    '{Kredi kartıyla|Kapıda ödeme ile} aldım.',
    'Müşteri hizmetlerini de aradım.',
    '{Geçen hafta|Birkaç gün önce} sipariş verdim, kargo ile geldi.',
    '{İlk|İkinci} siparişimdi.',
  ],
  connectors: ['Ayrıca', 'Bir de', 'Üstelik', 'Bunun yanında'],
  slots: {
    product: [
      'kulaklık',
      'spor ayakkabı',
      'kahve makinesi',
      'telefon kılıfı',
      'mont',
      'blender',
      'sırt çantası',
      'akıllı saat',
      'nevresim takımı',
      'tencere seti',
      'robot süpürge',
      'parfüm',
      'diş fırçası',
    ],
    agentName: ['Ayşe Hanım', 'Mehmet Bey', 'Zeynep Hanım', 'Emre Bey', 'Elif Hanım', 'Burak Bey'],
  },
};
