import type { StaffRole } from '@portal/contract/console';
import type { OutgoingMessage } from '../../providers/messages/messages.ts';
import { greeting, type Language } from '../../lib/message-text.ts';

/** Who is invited, as their invitation tells it. */
export type Invitation = {
  userId: number;
  email: string;
  firstName: string;
  language: Language;
  staffRole: StaffRole;
  /** the Asia/Dubai calendar day of the invitation: one e-mail a person, role and day */
  day: string;
};

const words = {
  en: {
    subject: 'You are invited to the Sharjah Experiences console',
    intro: {
      admin: 'You have been made an admin of the Sharjah Experiences portal.',
      moderator: 'You have been made a moderator of the Sharjah Experiences portal.',
      member: 'You have been added to a team of the Sharjah Experiences portal.',
    },
    may: {
      admin:
        'As an admin you run the whole console: the catalogue, images, postcard templates, operators and the audit log, ' +
        'as well as invoices, the raffle, the vouchers counter and orders.',
      moderator: 'As a moderator you review invoices, draw the raffle, redeem vouchers at the counter and follow orders.',
      member: "As a team member you work on your team's venues: the console shows the pages your team may use.",
    },
    signIn: (email: string) => `To start, sign in with this e-mail address (${email}); we will e-mail you a one-time code:`,
    console: 'Then open the console:',
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  ae: {
    subject: 'دعوة للانضمام إلى لوحة إدارة تجارب الشارقة',
    intro: {
      admin: 'أصبحت مديرًا في بوابة تجارب الشارقة.',
      moderator: 'أصبحت مشرفًا في بوابة تجارب الشارقة.',
      member: 'أُضفت إلى أحد فرق العمل في بوابة تجارب الشارقة.',
    },
    may: {
      admin:
        'بصفتك مديرًا، تدير لوحة الإدارة كلها: الكتالوج والصور وقوالب البطاقات البريدية والمشغّلين وسجلّ التغييرات، ' +
        'إلى جانب الفواتير والسحب وصرف القسائم والطلبات.',
      moderator: 'بصفتك مشرفًا، تراجع الفواتير وتُجري السحب وتصرف القسائم عند الشبّاك وتتابع الطلبات.',
      member: 'بصفتك عضوًا في فريق، تعمل على مواقع فريقك: تعرض لك لوحة الإدارة الصفحات المسموح لفريقك باستخدامها.',
    },
    signIn: (email: string) => `للبدء، سجّل الدخول بعنوان البريد الإلكتروني هذا (${email})، وسنرسل إليك رمزًا لمرة واحدة:`,
    console: 'ثم افتح لوحة الإدارة:',
    ignore: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.',
  },
} as const;

/**
 * The e-mail inviting a person to the console (decision 034), in their language, saying what their
 * role lets them do and where to sign in. Its key names the person, the role and the day, so inviting the
 * same person to the same role again that day writes no second e-mail, and a later invitation re-sends it.
 */
export function operatorInvitationMessage(invitation: Invitation, options: { publicUrl: string }): OutgoingMessage {
  const w = words[invitation.language];
  const text = [
    greeting(invitation.language, invitation.firstName),
    '',
    w.intro[invitation.staffRole],
    w.may[invitation.staffRole],
    '',
    w.signIn(invitation.email),
    new URL('/login', options.publicUrl).toString(),
    '',
    w.console,
    new URL(invitation.staffRole === 'member' ? '/backoffice' : '/backoffice/invoices', options.publicUrl).toString(),
    '',
    w.ignore,
  ].join('\n');
  return {
    kind: 'operator_invitation',
    idempotencyKey: `operator-invitation:${invitation.userId}:${invitation.staffRole}:${invitation.day}`,
    channel: 'email',
    to: invitation.email,
    subject: w.subject,
    text,
    language: invitation.language,
  };
}
