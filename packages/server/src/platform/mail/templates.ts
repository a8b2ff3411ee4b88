import type { Language } from '@sentio/domain';

type Params = Record<string, string>;
type Template = { subject: (p: Params) => string; text: (p: Params) => string };

/**
 * Texts the server writes itself: e-mails, in the recipient's language. In-app notifications are translated
 * by the web from their keys; their e-mail copies use the `notification.*` templates here.
 */
const templates: Record<Language, Record<string, Template>> = {
  en: {
    verification: {
      subject: () => 'Verify your e-mail address for Sentio',
      text: (p) =>
        `Hello ${p['name']},\n\nPlease verify your e-mail address by opening this link:\n${p['link']}\n\nThe link is valid for 48 hours. If you did not create a Sentio account, ignore this e-mail.`,
    },
    recovery: {
      subject: () => 'Your Sentio password recovery code',
      text: (p) =>
        `Hello ${p['name']},\n\nYour password recovery code is ${p['code']}. It is valid for 15 minutes.\n\nIf you did not ask to reset your password, ignore this e-mail; your password stays as it is.`,
    },
    invitation: {
      subject: (p) => `${p['invitedBy']} invited you to ${p['workspaceName']} on Sentio`,
      text: (p) =>
        `Hello,\n\n${p['invitedBy']} invited you to join the workspace "${p['workspaceName']}" on Sentio.\nOpen this link to accept:\n${p['link']}\n\nThe invitation is valid for 7 days.`,
    },
    'notification.welcome': { subject: () => 'Welcome to Sentio', text: (p) => `Hello ${p['name']}, your account is ready.` },
    'notification.invitation': {
      subject: (p) => `Invitation to ${p['workspaceName']}`,
      text: (p) => `${p['invitedBy']} invited you to the workspace "${p['workspaceName']}".`,
    },
    'notification.passwordChanged': {
      subject: () => 'Your Sentio password was changed',
      text: () =>
        'The password of your Sentio account was changed. If this was not you, reset your password now and contact your administrator.',
    },
    'notification.signInThrottled': {
      subject: () => 'Repeated failed sign-ins to your Sentio account',
      text: (p) =>
        `Someone at the address ${p['ip']} keeps entering a wrong password for your Sentio account. Their attempts are being slowed down; you can still sign in as usual. If this was not you, change your password and turn on two-factor authentication.`,
    },
    'notification.otpEnabled': {
      subject: () => 'Two-factor authentication is on',
      text: () => 'Two-factor authentication was turned on for your Sentio account.',
    },
    'notification.otpDisabled': {
      subject: () => 'Two-factor authentication is off',
      text: () =>
        'Two-factor authentication was turned off for your Sentio account. If this was not you, change your password now.',
    },
    'notification.publicReviewApproved': {
      subject: (p) => `"${p['name']}" is public`,
      text: (p) => `Your request to make "${p['name']}" public was approved.`,
    },
    'notification.publicReviewRejected': {
      subject: (p) => `"${p['name']}" was not made public`,
      text: (p) => `Your request to make "${p['name']}" public was rejected.\n\nReason: ${p['reason']}`,
    },
    'notification.publicReviewOverdue': {
      subject: (p) => `A make-public request waits for review: "${p['name']}"`,
      text: (p) => `The request to make "${p['name']}" public has waited more than 24 hours for review.`,
    },
    'notification.memberJoined': {
      subject: (p) => `${p['name']} joined ${p['workspaceName']}`,
      text: (p) => `${p['name']} accepted your invitation and joined "${p['workspaceName']}".`,
    },
    'notification.actionAssigned': {
      subject: (p) => `You are responsible for "${p['name']}"`,
      text: (p) =>
        `${p['actor']} made you responsible for the action "${p['name']}".` +
        (p['dueDate'] ? ` It is due on ${p['dueDate']}.` : ''),
    },
    'notification.actionChanged': {
      subject: (p) => `Action changed: "${p['name']}"`,
      text: (p) => `${p['actor']} changed the action "${p['name']}". Open it to see what changed in its history.`,
    },
    'notification.actionNote': {
      subject: (p) => `New note on "${p['name']}"`,
      text: (p) => `${p['actor']} wrote a note on the action "${p['name']}":\n\n${p['note']}`,
    },
    'notification.actionMentioned': {
      subject: (p) => `${p['actor']} mentioned you on "${p['name']}"`,
      text: (p) => `${p['actor']} mentioned you in a note on the action "${p['name']}":\n\n${p['note']}`,
    },
    'notification.actionDueSoon': {
      subject: (p) => `Due on ${p['dueDate']}: "${p['name']}"`,
      text: (p) => `The action "${p['name']}" is due on ${p['dueDate']} and is still open.`,
    },
    'notification.actionOverdue': {
      subject: (p) => `Overdue: "${p['name']}"`,
      text: (p) => `The action "${p['name']}" was due on ${p['dueDate']} and is still open.`,
    },
  },
  tr: {
    verification: {
      subject: () => 'Sentio için e-posta adresinizi doğrulayın',
      text: (p) =>
        `Merhaba ${p['name']},\n\nE-posta adresinizi doğrulamak için bu bağlantıyı açın:\n${p['link']}\n\nBağlantı 48 saat geçerlidir. Sentio hesabı oluşturmadıysanız bu e-postayı dikkate almayın.`,
    },
    recovery: {
      subject: () => 'Sentio şifre kurtarma kodunuz',
      text: (p) =>
        `Merhaba ${p['name']},\n\nŞifre kurtarma kodunuz ${p['code']}. Kod 15 dakika geçerlidir.\n\nŞifre sıfırlama istemediyseniz bu e-postayı dikkate almayın; şifreniz değişmez.`,
    },
    invitation: {
      subject: (p) => `${p['invitedBy']} sizi Sentio'da ${p['workspaceName']} çalışma alanına davet etti`,
      text: (p) =>
        `Merhaba,\n\n${p['invitedBy']} sizi Sentio'daki "${p['workspaceName']}" çalışma alanına davet etti.\nDaveti kabul etmek için bu bağlantıyı açın:\n${p['link']}\n\nDavet 7 gün geçerlidir.`,
    },
    'notification.welcome': { subject: () => "Sentio'ya hoş geldiniz", text: (p) => `Merhaba ${p['name']}, hesabınız hazır.` },
    'notification.invitation': {
      subject: (p) => `${p['workspaceName']} daveti`,
      text: (p) => `${p['invitedBy']} sizi "${p['workspaceName']}" çalışma alanına davet etti.`,
    },
    'notification.passwordChanged': {
      subject: () => 'Sentio şifreniz değiştirildi',
      text: () =>
        'Sentio hesabınızın şifresi değiştirildi. Bunu siz yapmadıysanız hemen şifrenizi sıfırlayın ve yöneticinize haber verin.',
    },
    'notification.signInThrottled': {
      subject: () => 'Sentio hesabınıza tekrarlanan başarısız girişler',
      text: (p) =>
        `${p['ip']} adresinden biri Sentio hesabınız için art arda yanlış şifre giriyor. Bu denemeler yavaşlatılıyor; siz her zamanki gibi giriş yapabilirsiniz. Bu siz değilseniz şifrenizi değiştirin ve iki adımlı doğrulamayı açın.`,
    },
    'notification.otpEnabled': {
      subject: () => 'İki adımlı doğrulama açıldı',
      text: () => 'Sentio hesabınızda iki adımlı doğrulama açıldı.',
    },
    'notification.otpDisabled': {
      subject: () => 'İki adımlı doğrulama kapatıldı',
      text: () => 'Sentio hesabınızda iki adımlı doğrulama kapatıldı. Bunu siz yapmadıysanız hemen şifrenizi değiştirin.',
    },
    'notification.publicReviewApproved': {
      subject: (p) => `"${p['name']}" herkese açık`,
      text: (p) => `"${p['name']}" için yayınlama isteğiniz onaylandı.`,
    },
    'notification.publicReviewRejected': {
      subject: (p) => `"${p['name']}" yayınlanmadı`,
      text: (p) => `"${p['name']}" için yayınlama isteğiniz reddedildi.\n\nGerekçe: ${p['reason']}`,
    },
    'notification.publicReviewOverdue': {
      subject: (p) => `İnceleme bekleyen yayınlama isteği: "${p['name']}"`,
      text: (p) => `"${p['name']}" için yayınlama isteği 24 saatten uzun süredir inceleme bekliyor.`,
    },
    'notification.memberJoined': {
      subject: (p) => `${p['name']}, ${p['workspaceName']} çalışma alanına katıldı`,
      text: (p) => `${p['name']} davetinizi kabul etti ve "${p['workspaceName']}" çalışma alanına katıldı.`,
    },
    'notification.actionAssigned': {
      subject: (p) => `"${p['name']}" aksiyonunun sorumlusu oldunuz`,
      text: (p) =>
        `${p['actor']} sizi "${p['name']}" aksiyonunun sorumlusu yaptı.` +
        (p['dueDate'] ? ` Bitiş tarihi: ${p['dueDate']}.` : ''),
    },
    'notification.actionChanged': {
      subject: (p) => `Aksiyon değişti: "${p['name']}"`,
      text: (p) => `${p['actor']}, "${p['name']}" aksiyonunu değiştirdi. Neyin değiştiğini aksiyonun geçmişinde görebilirsiniz.`,
    },
    'notification.actionNote': {
      subject: (p) => `"${p['name']}" aksiyonuna yeni not`,
      text: (p) => `${p['actor']}, "${p['name']}" aksiyonuna bir not yazdı:\n\n${p['note']}`,
    },
    'notification.actionMentioned': {
      subject: (p) => `${p['actor']} "${p['name']}" aksiyonunda sizden bahsetti`,
      text: (p) => `${p['actor']}, "${p['name']}" aksiyonundaki bir notta sizden bahsetti:\n\n${p['note']}`,
    },
    'notification.actionDueSoon': {
      subject: (p) => `Bitiş tarihi ${p['dueDate']}: "${p['name']}"`,
      text: (p) => `"${p['name']}" aksiyonunun bitiş tarihi ${p['dueDate']} ve aksiyon hâlâ açık.`,
    },
    'notification.actionOverdue': {
      subject: (p) => `Gecikti: "${p['name']}"`,
      text: (p) => `"${p['name']}" aksiyonunun bitiş tarihi ${p['dueDate']} idi ve aksiyon hâlâ açık.`,
    },
  },
};

export function renderMail(language: Language, name: string, params: Params): { subject: string; text: string } {
  const t = templates[language][name] ?? templates.en[name];
  if (!t) throw new Error(`no mail template ${name}`);
  return { subject: t.subject(params), text: t.text(params) };
}
