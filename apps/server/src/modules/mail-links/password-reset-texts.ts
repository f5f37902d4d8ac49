import type { Language } from '@recipes/contracts';
import type { MailContent } from './mail-layout.ts';

/** The mails of "Forgot password?", per language. Links are filled in by the caller. */
interface PasswordResetTexts {
  /** The reset link itself. */
  link: { subject: string; content: (name: string, url: string) => MailContent };
  /** For an account without a password: it signs in through a provider, so there is nothing to reset. */
  providerOnly: { subject: string; content: (name: string, providers: string[], signInUrl: string) => MailContent };
  /** After a reset: the owner hears of it, wherever it was done. */
  changed: { subject: string; content: (name: string, forgotUrl: string) => MailContent };
}

const list = (names: string[], or: string) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}` : (names[0] ?? '');

export const passwordResetTexts: Record<Language, PasswordResetTexts> = {
  en: {
    link: {
      subject: 'Reset your password',
      content: (name, url) => ({
        greeting: `Hello ${name},`,
        paragraphs: [
          'someone (hopefully you) asked to reset the password of your recipe account. Choose a new password with the button below. The link works once, for one hour.',
          'If it was not you, ignore this mail: your password stays as it is.',
        ],
        action: { label: 'Choose a new password', url },
      }),
    },
    providerOnly: {
      subject: 'How you sign in to your recipe account',
      content: (name, providers, signInUrl) => ({
        greeting: `Hello ${name},`,
        paragraphs: [
          `someone (hopefully you) asked to reset the password of your recipe account. Your account has no password: you sign in with ${list(providers, 'or')}.`,
          `On the sign-in page, choose "Continue with ${providers[0] ?? 'Google'}".`,
          'If it was not you, you need not do anything.',
        ],
        action: { label: 'Sign in', url: signInUrl },
      }),
    },
    changed: {
      subject: 'Your password was changed',
      content: (name, forgotUrl) => ({
        greeting: `Hello ${name},`,
        paragraphs: [
          'the password of your recipe account was just changed with a reset link. You were signed out everywhere else.',
          'If that was you, all is well. If it was not, reset your password again at once with the link below, and check the address your mail account uses.',
        ],
        action: { label: 'Reset my password', url: forgotUrl },
      }),
    },
  },
  de: {
    link: {
      subject: 'Setze dein Passwort zurück',
      content: (name, url) => ({
        greeting: `Hallo ${name},`,
        paragraphs: [
          'jemand (hoffentlich du) möchte das Passwort deines Rezept-Kontos zurücksetzen. Wähle mit dem Knopf unten ein neues Passwort. Der Link gilt einmal und eine Stunde lang.',
          'Warst du das nicht, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
        ],
        action: { label: 'Neues Passwort wählen', url },
      }),
    },
    providerOnly: {
      subject: 'So meldest du dich bei deinem Rezept-Konto an',
      content: (name, providers, signInUrl) => ({
        greeting: `Hallo ${name},`,
        paragraphs: [
          `jemand (hoffentlich du) möchte das Passwort deines Rezept-Kontos zurücksetzen. Dein Konto hat kein Passwort: Du meldest dich mit ${list(providers, 'oder')} an.`,
          `Wähle auf der Anmeldeseite „Weiter mit ${providers[0] ?? 'Google'}“.`,
          'Warst du das nicht, musst du nichts tun.',
        ],
        action: { label: 'Anmelden', url: signInUrl },
      }),
    },
    changed: {
      subject: 'Dein Passwort wurde geändert',
      content: (name, forgotUrl) => ({
        greeting: `Hallo ${name},`,
        paragraphs: [
          'das Passwort deines Rezept-Kontos wurde eben mit einem Link zum Zurücksetzen geändert. Überall sonst wurdest du abgemeldet.',
          'Warst du das, ist alles in Ordnung. Warst du es nicht, setze dein Passwort sofort mit dem Link unten noch einmal zurück und prüfe dein E-Mail-Konto.',
        ],
        action: { label: 'Passwort zurücksetzen', url: forgotUrl },
      }),
    },
  },
  vi: {
    link: {
      subject: 'Đặt lại mật khẩu của bạn',
      content: (name, url) => ({
        greeting: `Xin chào ${name},`,
        paragraphs: [
          'có người (hy vọng là bạn) muốn đặt lại mật khẩu tài khoản công thức của bạn. Hãy chọn mật khẩu mới bằng nút bên dưới. Liên kết chỉ dùng được một lần, trong một giờ.',
          'Nếu không phải bạn, hãy bỏ qua thư này: mật khẩu của bạn vẫn giữ nguyên.',
        ],
        action: { label: 'Chọn mật khẩu mới', url },
      }),
    },
    providerOnly: {
      subject: 'Cách đăng nhập vào tài khoản công thức của bạn',
      content: (name, providers, signInUrl) => ({
        greeting: `Xin chào ${name},`,
        paragraphs: [
          `có người (hy vọng là bạn) muốn đặt lại mật khẩu tài khoản công thức của bạn. Tài khoản của bạn không có mật khẩu: bạn đăng nhập bằng ${list(providers, 'hoặc')}.`,
          `Trên trang đăng nhập, hãy chọn "Tiếp tục với ${providers[0] ?? 'Google'}".`,
          'Nếu không phải bạn, bạn không cần làm gì.',
        ],
        action: { label: 'Đăng nhập', url: signInUrl },
      }),
    },
    changed: {
      subject: 'Mật khẩu của bạn đã được thay đổi',
      content: (name, forgotUrl) => ({
        greeting: `Xin chào ${name},`,
        paragraphs: [
          'mật khẩu tài khoản công thức của bạn vừa được thay đổi bằng liên kết đặt lại. Bạn đã được đăng xuất ở mọi nơi khác.',
          'Nếu đó là bạn, mọi thứ đều ổn. Nếu không phải, hãy đặt lại mật khẩu ngay bằng liên kết bên dưới và kiểm tra tài khoản e-mail của bạn.',
        ],
        action: { label: 'Đặt lại mật khẩu', url: forgotUrl },
      }),
    },
  },
};
