import type { Language } from '@recipes/contracts';
import type { MailContent } from './mail-layout.ts';

/** What the site's own mails say, per language. Links are filled in by the caller. */
interface MailTexts {
  newsletterConfirm: { subject: string; content: (email: string, url: string) => MailContent };
  newsletterFooter: (email: string) => { footer: string[]; unsubscribe: string };
  registerConfirm: { subject: string; content: (name: string, url: string) => MailContent };
  registerTaken: { subject: string; content: (username: string, signInUrl: string) => MailContent };
}

export const mailTexts: Record<Language, MailTexts> = {
  en: {
    newsletterConfirm: {
      subject: 'Please confirm your newsletter subscription',
      content: (email, url) => ({
        greeting: 'Hello,',
        paragraphs: [
          `someone (hopefully you) asked to get our recipe newsletter at ${email}.`,
          'We will only send it once you confirm with the button below. The link works for 7 days.',
          'If it was not you, just ignore this mail: without a confirmation we send nothing more.',
        ],
        action: { label: 'Confirm my subscription', url },
      }),
    },
    newsletterFooter: (email) => ({
      footer: [`You get this newsletter because you subscribed with ${email} and confirmed it.`],
      unsubscribe: 'Unsubscribe with one click',
    }),
    registerConfirm: {
      subject: 'Please confirm your e-mail address',
      content: (name, url) => ({
        greeting: `Hello ${name},`,
        paragraphs: [
          'welcome to our recipe community! Please confirm that this e-mail address is yours. The link works for 7 days.',
          'If you did not create an account, ignore this mail: the address will not be confirmed.',
        ],
        action: { label: 'Confirm my e-mail address', url },
      }),
    },
    registerTaken: {
      subject: 'Someone tried to register with your e-mail address',
      content: (username, signInUrl) => ({
        greeting: 'Hello,',
        paragraphs: [
          `someone just tried to create an account with this e-mail address. It already belongs to your account "${username}", so it was not given to anyone else.`,
          'If that was you, you already have an account: sign in with your username or e-mail address.',
          'If it was not you, you need not do anything. Your account and password are unchanged.',
        ],
        action: { label: 'Sign in', url: signInUrl },
      }),
    },
  },
  de: {
    newsletterConfirm: {
      subject: 'Bitte bestätige dein Newsletter-Abo',
      content: (email, url) => ({
        greeting: 'Hallo,',
        paragraphs: [
          `jemand (hoffentlich du) möchte unseren Rezept-Newsletter an ${email} bekommen.`,
          'Wir schicken ihn erst, wenn du mit dem Knopf unten bestätigst. Der Link gilt 7 Tage.',
          'Warst du das nicht, ignoriere diese E-Mail einfach: Ohne Bestätigung schicken wir nichts weiter.',
        ],
        action: { label: 'Abo bestätigen', url },
      }),
    },
    newsletterFooter: (email) => ({
      footer: [`Du bekommst diesen Newsletter, weil du ihn mit ${email} abonniert und bestätigt hast.`],
      unsubscribe: 'Mit einem Klick abbestellen',
    }),
    registerConfirm: {
      subject: 'Bitte bestätige deine E-Mail-Adresse',
      content: (name, url) => ({
        greeting: `Hallo ${name},`,
        paragraphs: [
          'willkommen in unserer Rezept-Community! Bitte bestätige, dass diese E-Mail-Adresse dir gehört. Der Link gilt 7 Tage.',
          'Hast du kein Konto angelegt, ignoriere diese E-Mail: Die Adresse wird dann nicht bestätigt.',
        ],
        action: { label: 'E-Mail-Adresse bestätigen', url },
      }),
    },
    registerTaken: {
      subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
      content: (username, signInUrl) => ({
        greeting: 'Hallo,',
        paragraphs: [
          `eben wollte jemand ein Konto mit dieser E-Mail-Adresse anlegen. Sie gehört schon zu deinem Konto „${username}“ und wurde niemand anderem gegeben.`,
          'Warst du das, hast du schon ein Konto: Melde dich mit deinem Benutzernamen oder deiner E-Mail-Adresse an.',
          'Warst du es nicht, musst du nichts tun. Dein Konto und dein Passwort sind unverändert.',
        ],
        action: { label: 'Anmelden', url: signInUrl },
      }),
    },
  },
  vi: {
    newsletterConfirm: {
      subject: 'Vui lòng xác nhận đăng ký bản tin',
      content: (email, url) => ({
        greeting: 'Xin chào,',
        paragraphs: [
          `có người (hy vọng là bạn) muốn nhận bản tin công thức của chúng tôi tại ${email}.`,
          'Chúng tôi chỉ gửi bản tin sau khi bạn xác nhận bằng nút bên dưới. Liên kết có hiệu lực trong 7 ngày.',
          'Nếu không phải bạn, hãy bỏ qua thư này: không có xác nhận, chúng tôi sẽ không gửi gì thêm.',
        ],
        action: { label: 'Xác nhận đăng ký', url },
      }),
    },
    newsletterFooter: (email) => ({
      footer: [`Bạn nhận bản tin này vì đã đăng ký bằng ${email} và đã xác nhận.`],
      unsubscribe: 'Hủy đăng ký chỉ với một cú nhấp',
    }),
    registerConfirm: {
      subject: 'Vui lòng xác nhận địa chỉ e-mail của bạn',
      content: (name, url) => ({
        greeting: `Xin chào ${name},`,
        paragraphs: [
          'chào mừng bạn đến với cộng đồng công thức của chúng tôi! Vui lòng xác nhận địa chỉ e-mail này là của bạn. Liên kết có hiệu lực trong 7 ngày.',
          'Nếu bạn không tạo tài khoản, hãy bỏ qua thư này: địa chỉ sẽ không được xác nhận.',
        ],
        action: { label: 'Xác nhận địa chỉ e-mail', url },
      }),
    },
    registerTaken: {
      subject: 'Có người đã thử đăng ký bằng địa chỉ e-mail của bạn',
      content: (username, signInUrl) => ({
        greeting: 'Xin chào,',
        paragraphs: [
          `vừa có người thử tạo tài khoản với địa chỉ e-mail này. Địa chỉ đã thuộc về tài khoản "${username}" của bạn nên không được cấp cho ai khác.`,
          'Nếu đó là bạn, bạn đã có tài khoản: hãy đăng nhập bằng tên người dùng hoặc địa chỉ e-mail.',
          'Nếu không phải bạn, bạn không cần làm gì. Tài khoản và mật khẩu của bạn không thay đổi.',
        ],
        action: { label: 'Đăng nhập', url: signInUrl },
      }),
    },
  },
};
