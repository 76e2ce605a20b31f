import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmailSchema } from './fields.js';
import { mailboxKey } from './mailbox.js';

describe('mailboxKey (C3: one inbox, one count)', () => {
  it('drops a +tag at every provider', () => {
    expect(mailboxKey('rosa+avisos@hotmail.com')).toBe('rosa@hotmail.com');
    expect(mailboxKey('rosa+1@outlook.com')).toBe('rosa@outlook.com');
    expect(mailboxKey('rosa+a+b@live.com')).toBe('rosa@live.com');
    expect(mailboxKey('rosa+x@vitrina.do')).toBe('rosa@vitrina.do');
  });

  it('drops dots at Gmail only, and reads Googlemail as Gmail', () => {
    expect(mailboxKey('Rosa.Tejada+neveras@GMail.com')).toBe('rosatejada@gmail.com');
    expect(mailboxKey('r.o.s.a@googlemail.com')).toBe('rosa@gmail.com');
    expect(mailboxKey('rosa.tejada@hotmail.com')).toBe('rosa.tejada@hotmail.com');
    expect(mailboxKey('rosa.tejada@yahoo.com')).toBe('rosa.tejada@yahoo.com');
  });

  it('keeps a part that would be left empty', () => {
    expect(mailboxKey('+solo@vitrina.do')).toBe('+solo@vitrina.do');
    expect(mailboxKey('...@gmail.com')).toBe('...@gmail.com');
    expect(mailboxKey('sin-arroba')).toBe('sin-arroba');
  });

  const local = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}$/);
  const tag = fc.stringMatching(/^[a-z0-9.+_-]{0,12}$/);
  const domain = fc.constantFrom(
    'gmail.com',
    'googlemail.com',
    'hotmail.com',
    'outlook.com',
    'live.com',
    'yahoo.com',
    'vitrina.do',
  );

  it('property: a tag added to any address, in any case, is the same inbox', () => {
    fc.assert(
      fc.property(local, tag, domain, (name, extra, host) => {
        const plain = `${name}@${host}`;
        const tagged = `${name}+${extra}@${host}`.toUpperCase();
        expect(mailboxKey(tagged)).toBe(mailboxKey(plain));
      }),
    );
  });

  it('property: dots anywhere in a Gmail name are the same inbox', () => {
    fc.assert(
      fc.property(local, fc.array(fc.nat(), { maxLength: 5 }), (name, cuts) => {
        const dotted = cuts.reduce((text, cut) => {
          const at = cut % (text.length + 1);
          return `${text.slice(0, at)}.${text.slice(at)}`;
        }, name);
        expect(mailboxKey(`${dotted}@googlemail.com`)).toBe(mailboxKey(`${name}@gmail.com`));
      }),
    );
  });

  it('property: the key is stable, still an address, and keeps different names apart', () => {
    fc.assert(
      fc.property(local, local, domain, (first, second, host) => {
        const key = mailboxKey(`${first}@${host}`);
        expect(mailboxKey(key)).toBe(key);
        if (EmailSchema.safeParse(`${first}@${host}`).success) {
          expect(EmailSchema.safeParse(key).success).toBe(true);
        }
        const ignoresDots = host === 'gmail.com' || host === 'googlemail.com';
        const name = (text: string) => (ignoresDots ? text.replaceAll('.', '') : text);
        if (name(first) !== name(second)) {
          expect(mailboxKey(`${second}@${host}`)).not.toBe(key);
        }
      }),
    );
  });
});
