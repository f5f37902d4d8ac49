import type { ContactBody, Language } from '@recipes/contracts';
import type { Mail } from './mailer.ts';

/** Texts of the mails the site sends, per language. */

const confirmation: Record<Language, { subject: string; text: (email: string, siteUrl: string) => string }> = {
  en: {
    subject: 'You are subscribed to our recipe newsletter',
    text: (email, siteUrl) =>
      `Hello,\n\nthank you for subscribing to our recipe newsletter with ${email}. ` +
      `From now on we will send you new recipes and cooking ideas.\n\n` +
      `If you did not sign up, or no longer want these e-mails, just reply to this message and we will ` +
      `remove your address. You can unsubscribe at any time.\n\n${siteUrl}\n`,
  },
  de: {
    subject: 'Du hast unseren Rezept-Newsletter abonniert',
    text: (email, siteUrl) =>
      `Hallo,\n\ndanke, dass du unseren Rezept-Newsletter mit ${email} abonniert hast. ` +
      `Ab jetzt schicken wir dir neue Rezepte und Kochideen.\n\n` +
      `Falls du dich nicht angemeldet hast oder keine E-Mails mehr möchtest, antworte einfach auf diese ` +
      `Nachricht und wir entfernen deine Adresse. Du kannst dich jederzeit abmelden.\n\n${siteUrl}\n`,
  },
  vi: {
    subject: 'Bạn đã đăng ký nhận bản tin công thức của chúng tôi',
    text: (email, siteUrl) =>
      `Xin chào,\n\ncảm ơn bạn đã đăng ký nhận bản tin công thức với địa chỉ ${email}. ` +
      `Từ nay chúng tôi sẽ gửi cho bạn những công thức và ý tưởng nấu ăn mới.\n\n` +
      `Nếu bạn không đăng ký hoặc không muốn nhận e-mail nữa, chỉ cần trả lời thư này và chúng tôi sẽ ` +
      `xóa địa chỉ của bạn. Bạn có thể hủy đăng ký bất cứ lúc nào.\n\n${siteUrl}\n`,
  },
};

export function subscriptionConfirmation(email: string, language: Language, siteUrl: string): Mail {
  const texts = confirmation[language];
  return { to: email, subject: texts.subject, text: texts.text(email, siteUrl) };
}

/** Tells the site's own mailbox about a contact message; the team reads these in English. */
export function contactNotification(to: string, message: ContactBody & { id: number; createdAt: string }): Mail {
  return {
    to,
    // A header line must not carry the sender's line breaks.
    subject: `Contact form (${message.subject}): ${message.name.replace(/\s+/g, ' ')}`,
    text:
      `Message #${message.id}, received ${message.createdAt}\n` +
      `From: ${message.name} <${message.email}>\n` +
      `Subject: ${message.subject}\n\n${message.message}\n`,
  };
}
