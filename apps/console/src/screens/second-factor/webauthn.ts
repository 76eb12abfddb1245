import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { trpcErrorOf } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';

/** `127.0.0.1`, `[::1]`: a host named by its address, which WebAuthn refuses as a site's name. */
const isAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[') || host.includes(':');

/**
 * Whether passkeys can work here: the browser has WebAuthn (an old one, or a page neither on https
 * nor localhost, does not), and the console is opened by a host name, not an IP address (browsers
 * refuse passkeys for those). Where they cannot, no passkey button is offered.
 */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn() && !isAddress(window.location.hostname);

/**
 * What to say when a passkey ceremony failed: the browser's own refusals (cancelled, timed out, a
 * passkey of this device already on the account) in Korean, the server's by its code.
 */
export function passkeyFailure(error: unknown, doing: 'create' | 'use'): string {
  if (trpcErrorOf(error)) return serverMessage(error);
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return doing === 'create'
      ? '패스키를 만들지 않았습니다. 취소했거나 시간이 지났습니다. 다시 시도하세요.'
      : '패스키를 확인하지 않았습니다. 취소했거나 시간이 지났거나, 이 기기에 이 사이트의 패스키가 없습니다.';
  if (name === 'InvalidStateError') return '이 기기(또는 보안 키)의 패스키는 이미 이 계정에 등록되어 있습니다.';
  if (name === 'SecurityError') return '이 주소에서는 패스키를 쓸 수 없습니다. 누리집의 실제 주소(https)에서 콘솔을 여세요.';
  return doing === 'create' ? '패스키를 만들지 못했습니다. 다시 시도하세요.' : '패스키를 확인하지 못했습니다. 다시 시도하세요.';
}

/** The browser's answer with its extension results as the API's input takes them (a plain record). */
const withPlainExtensions = <T extends { clientExtensionResults: object }>(response: T) => ({
  ...response,
  clientExtensionResults: { ...response.clientExtensionResults } as Record<string, unknown>,
});

/**
 * A new passkey from the server's creation options. They are the JSON @simplewebauthn/server made;
 * tRPC's inferred type of that JSON differs from the browser library's only in how binary
 * extension values are typed, which these options never carry.
 */
export async function createPasskey(options: unknown) {
  return withPlainExtensions(await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }));
}

/** The browser's answer with a passkey to the server's request options (as `createPasskey`). */
export async function answerWithPasskey(options: unknown) {
  return withPlainExtensions(await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }));
}
