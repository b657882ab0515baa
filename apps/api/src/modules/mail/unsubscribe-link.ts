import type { EmailTopic } from '@mitti/domain/email-preferences';
import { isEmailTopic } from '@mitti/domain/email-preferences';
import { SignJWT, jwtVerify } from 'jose';

const ALGORITHM = 'HS256';
// Sign-in tokens carry no audience and unsubscribe tokens no session, so neither passes for the other.
const AUDIENCE = 'mitti:unsubscribe';

export interface UnsubscribeSubject {
  userId: string;
  topic: EmailTopic;
}

/**
 * The one-click link of a news email: a signed token naming the user and the kind of email. It does
 * not expire: an old email's link must still work (RFC 8058).
 */
export async function unsubscribeUrl(
  secret: string,
  publicUrl: string,
  userId: string,
  topic: EmailTopic,
): Promise<string> {
  const token = await new SignJWT({ topic })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(new TextEncoder().encode(secret));
  return `${publicUrl}/api/unsubscribe?token=${token}`;
}

/** Whom and what a valid unsubscribe token names, or null for anything else. */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<UnsubscribeSubject | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
    });
    return typeof payload.sub === 'string' && isEmailTopic(payload.topic)
      ? { userId: payload.sub, topic: payload.topic }
      : null;
  } catch {
    return null;
  }
}
