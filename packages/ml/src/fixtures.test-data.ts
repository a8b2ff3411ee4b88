/** Tiny synthetic training set (written for these tests; no real data). */
export const TRAIN: readonly (readonly [string, string])[] = [
  ['Kargo çok hızlı geldi, teşekkürler', 'kargo'],
  ['kargom hala gelmedi', 'kargo'],
  ['Kargo gecikti, paket nerede?', 'kargo'],
  ['paketim kargoda kayboldu', 'kargo'],
  ['Ürün kalitesi harika', 'urun'],
  ['ürün bozuk çıktı', 'urun'],
  ['Ürünün rengi fotoğraftakinden farklı', 'urun'],
  ['kalitesiz ürün, hiç beğenmedim', 'urun'],
  ['İade talebim onaylanmadı', 'iade'],
  ['iade etmek istiyorum, param ne zaman yatar', 'iade'],
  ['İade kodu gönderilmedi', 'iade'],
  ['ücret iadesi hala yapılmadı', 'iade'],
];
