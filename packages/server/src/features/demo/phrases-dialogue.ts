import type { DemoLanguage } from './categories.js';
import type { DialogueBank } from './phrases.js';

/** The demo store's name, as agents and the bot say it. */
export const DEMO_BRAND = 'Sepet24';

const TR: DialogueBank = {
  botGreetings: [
    `Merhaba, ${DEMO_BRAND} dijital asistanına hoş geldiniz. Size nasıl yardımcı olabilirim?`,
    `${DEMO_BRAND} canlı desteğe hoş geldiniz! Lütfen sorununuzu kısaca yazın.`,
  ],
  agentGreetings: [
    `${DEMO_BRAND} müşteri hizmetleri, ben <agentName>, size nasıl yardımcı olabilirim?`,
    'Merhaba, ben <agentName>. Sizi dinliyorum.',
    'İyi günler, <agentName> ben, nasıl yardımcı olabilirim?',
  ],
  agentReplies: {
    delivery: [
      'Anlıyorum, hemen kargo kaydınızı kontrol ediyorum.',
      'Yaşadığınız sorun için özür dilerim, gönderinizin durumuna bakıyorum.',
    ],
    product: ['Çok üzgünüm, ürünle ilgili kaydınızı açıyorum.', 'Anlıyorum, siparişinizin içeriğini kontrol edeyim.'],
    payment: ['Ödeme kayıtlarınızı kontrol ediyorum, bir dakika lütfen.', 'Hemen ödeme işleminize bakıyorum.'],
    returns: ['İade kaydınızı kontrol ediyorum.', 'İade ve değişim talebinizi sistemde görüntülüyorum.'],
    app: ['Hangi cihazı ve uygulama sürümünü kullanıyorsunuz?', 'Anlıyorum, teknik ekibimizin kayıtlarına bakıyorum.'],
    service: ['Bekletildiğiniz için özür dilerim.', 'Yaşadığınız deneyim için çok üzgünüm, not alıyorum.'],
  },
  customerDetails: {
    order: ['Sipariş numaram <order>.', '<order> numaralı sipariş.', 'Sipariş numarası <order>, {dün|geçen hafta} verdim.'],
    device: ['{Android|iPhone} kullanıyorum, {son sürüm|güncel sürüm}.', '{Samsung|iPhone} telefonum var, uygulama güncel.'],
    pressing: ['Bu {ikinci|üçüncü} görüşmem, lütfen artık çözün.', 'Daha önce de aradım, <order> numaralı sipariş.'],
  },
  agentOutcomes: {
    POSITIVE: [
      'İşleminizi hemen tamamladım, {bugün içinde|en geç yarın} sonuçlanacak.',
      'Sorunu çözdüm, size ayrıca {SMS|e-posta} ile bilgi verdim.',
    ],
    NEUTRAL: [
      'Talebinizi ilgili birime ilettim, {48 saat|3 iş günü} içinde dönüş yapılacak.',
      'Kayıt açtım, süreci takip edip sizi bilgilendireceğiz.',
    ],
    NEGATIVE: [
      'Maalesef şu an bu konuda yapabileceğim bir şey yok.',
      'Sistemde bir kayıt göremiyorum, {tekrar başvurmanız|yeni talep açmanız} gerekiyor.',
    ],
  },
  customerClosings: {
    POSITIVE: ['Çok teşekkür ederim, çok yardımcı oldunuz.', 'Harika, teşekkürler, iyi çalışmalar!', 'Süper, sağ olun.'],
    NEUTRAL: ['Tamam, bekleyeceğim.', 'Peki, dönüşünüzü bekliyorum.', 'Anladım, tamam.'],
    NEGATIVE: [
      'Bu kabul edilemez, şikayetçi olacağım.',
      'Hiç yardımcı olmadınız, bir daha sizden alışveriş yapmam.',
      'Her seferinde aynı şeyi duyuyorum, çok sinir bozucu.',
    ],
  },
  agentClosings: [
    'Başka yardımcı olabileceğim bir konu var mı?',
    `${DEMO_BRAND}'ü tercih ettiğiniz için teşekkür ederiz, iyi günler.`,
    'Anlayışınız için teşekkürler, iyi günler dilerim.',
  ],
};

const EN: DialogueBank = {
  botGreetings: [
    `Hi, welcome to the ${DEMO_BRAND} digital assistant. How can I help you?`,
    `Welcome to ${DEMO_BRAND} live support! Please describe your issue briefly.`,
  ],
  agentGreetings: [
    `${DEMO_BRAND} customer service, this is <agentName>, how can I help you?`,
    'Hello, <agentName> here. How can I help?',
    "Good afternoon, you're speaking with <agentName>. What can I do for you?",
  ],
  agentReplies: {
    delivery: [
      'I understand, let me check your shipment right away.',
      "Sorry about that, I'm looking at your delivery status now.",
    ],
    product: ["I'm so sorry, I'm opening a case for the item.", 'I see, let me check the contents of your order.'],
    payment: ['Let me check your payment records, one moment please.', "I'm looking at the transaction now."],
    returns: ['Let me check your return record.', 'I can see your return request in the system.'],
    app: ['Which device and app version are you using?', "I see, let me check our technical team's reports."],
    service: ['I apologise for the wait.', "I'm really sorry about your experience, I'm taking notes."],
  },
  customerDetails: {
    order: ['My order number is <order>.', "It's order <order>.", 'Order <order>, I placed it {yesterday|last week}.'],
    device: [
      "I'm on {Android|an iPhone}, {the latest version|fully updated}.",
      "It's a {Samsung|Pixel|iPhone}, the app is up to date.",
    ],
    pressing: ['This is my {second|third} call, please just fix it.', "I called before, it's order <order>."],
  },
  agentOutcomes: {
    POSITIVE: [
      "I've completed it for you, it will be done {today|by tomorrow at the latest}.",
      "I've fixed the issue and sent you a confirmation by {SMS|email}.",
    ],
    NEUTRAL: [
      "I've passed your request to the relevant team, they'll get back to you within {48 hours|3 business days}.",
      "I've opened a ticket, we'll follow up and keep you posted.",
    ],
    NEGATIVE: [
      "Unfortunately there's nothing I can do about this right now.",
      "I can't see any record in the system, you'll need to {apply again|open a new request}.",
    ],
  },
  customerClosings: {
    POSITIVE: ['Thank you so much, that was really helpful.', 'Great, thanks a lot!', 'Perfect, thank you.'],
    NEUTRAL: ["Okay, I'll wait.", "Alright, I'll wait to hear from you.", 'I see, okay.'],
    NEGATIVE: [
      "This is unacceptable, I'm going to file a complaint.",
      "You haven't helped at all, I'm never ordering from you again.",
      'I hear the same thing every time, this is so frustrating.',
    ],
  },
  agentClosings: [
    'Is there anything else I can help you with?',
    `Thank you for choosing ${DEMO_BRAND}, have a nice day.`,
    'Thanks for your patience, have a good day.',
  ],
};

export const DIALOGUE_BANKS: Record<DemoLanguage, DialogueBank> = { tr: TR, en: EN };
