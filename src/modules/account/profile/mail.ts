import type { DbOrTx } from '#server/db/client.ts';
import { outboxProvider } from '#server/sms/provider.ts';

/**
 * Where the shop's email goes. There is no mail server yet, so the default "outbox"
 * keeps each message the way the SMS outbox does (a row in sms_outbox, the address as
 * its receptor, template `email`): outside production /dev/outbox lists it, so a person
 * trying the shop can open their confirmation link. The log line names only a masked
 * address, never the text (it holds a one-time link). A real sender will plug in
 * behind the same interface (`currentMailer` is the one place that chooses).
 */
export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  name: string;
  send(db: DbOrTx, message: MailMessage): Promise<void>;
}

/** a•••@example.com: enough to tell two addresses apart in a log, not enough to read one. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at > 0 ? `${email[0]}•••${email.slice(at)}` : '•••';
};

const outboxMailer: Mailer = {
  name: 'outbox',
  async send(db, message) {
    // outboxProvider logs only the receptor's first four and last two characters.
    await outboxProvider.send(db, { receptor: message.to, body: `${message.subject}\n${message.body}`, template: { name: 'email', tokens: [] } });
  },
};

export const currentMailer = (): Mailer => outboxMailer;
