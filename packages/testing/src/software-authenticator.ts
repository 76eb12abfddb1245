import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { type CBORType, encodeCBOR } from '@levischuck/tiny-cbor';

/**
 * A passkey authenticator in software, for tests of the server's WebAuthn paths without a browser
 * (the browser tests use Chromium's virtual authenticator): it answers creation and request options
 * as a platform authenticator would, with ES256 keys, `none` attestation, and flags and counters the
 * test chooses, so it can also answer as a broken or hostile one would.
 */

interface StoredCredential {
  id: string;
  privateKey: KeyObject;
  coseKey: Uint8Array;
  userHandle: string;
  rpId: string;
  counter: number;
}

/** What a test may bend in an answer. */
export interface AnswerOptions {
  /** The origin the browser would report (default: the authenticator's). */
  origin?: string;
  /** The user was verified (PIN, fingerprint); default true. */
  userVerified?: boolean;
  /** Which stored credential answers (default: the first allowed, else the newest). */
  credentialId?: string;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
  /** The challenge to sign instead of the one given (a replay, say). */
  challenge?: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const flags = ({ userVerified = true }: AnswerOptions, attested: boolean) => 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export class SoftwareAuthenticator {
  readonly credentials: StoredCredential[] = [];

  constructor(private readonly origin: string) {}

  /** An answer to `navigator.credentials.create()` for these options (RegistrationResponseJSON). */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }, answer: AnswerOptions = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = encodeCBOR(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const credential: StoredCredential = { id: b64url(id), privateKey, coseKey, userHandle: options.user.id, rpId, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags(answer, true)]),
      counterBytes(0),
      Buffer.alloc(16),
      idLength,
      id,
      Buffer.from(coseKey),
    ]);
    const clientDataJSON = this.clientData('webauthn.create', answer.challenge ?? options.challenge, answer);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  /** An answer to `navigator.credentials.get()` for these options (AuthenticationResponseJSON). */
  authenticate(options: { challenge: string; rpId?: string; allowCredentials?: Array<{ id: string }> }, answer: AnswerOptions = {}) {
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      this.credentials.find((c) => c.id === answer.credentialId) ??
      this.credentials.find((c) => allowed.includes(c.id)) ??
      this.credentials.at(-1);
    if (!credential) throw new Error('the software authenticator holds no credential');
    credential.counter = answer.counter ?? credential.counter + 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([flags(answer, false)]),
      counterBytes(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', answer.challenge ?? options.challenge, answer);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string, answer: AnswerOptions): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: answer.origin ?? this.origin, crossOrigin: false }));
  }
}
