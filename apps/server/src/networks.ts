import ipaddr from 'ipaddr.js';

/**
 * Networks and client addresses for ADMIN_ALLOWED_NETWORKS (decision 0042): the parsing and the
 * match, through ipaddr.js (what Fastify's own proxy-addr uses), no CIDR arithmetic of our own.
 * Kept apart from the HTTP plugin (http/admin-networks.ts) so the configuration and the command
 * line can read it without Fastify.
 */

type Address = ipaddr.IPv4 | ipaddr.IPv6;
/** A network: its address and prefix length. */
export type Network = [Address, number];

const prefixLength = /^(?:0|[1-9]\d{0,2})$/;

/**
 * An address written the way people and Node write them: IPv4 as four decimal numbers (not
 * `10.1`, `0x0a000001` or `010.0.0.1`, which ipaddr.js would also read), or IPv6; undefined
 * for anything else. A zone (`fe80::1%eth0`) is read only where `zone` says so.
 */
function parseAddress(text: string, { zone }: { zone: boolean }): Address | undefined {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return undefined;
  const address = ipaddr.IPv6.parse(text);
  if (address.zoneId !== undefined && !zone) return undefined;
  return address;
}

/**
 * One entry of the list: `10.0.0.0/8`, `2001:db8::/32`, or a plain address (one host: /32, /128).
 * An IPv4-mapped IPv6 network (`::ffff:10.0.0.0/104`) is read as the IPv4 network it names, as
 * clients' mapped addresses are. Undefined when the entry is not a network.
 */
export function parseNetwork(entry: string): Network | undefined {
  const parts = entry.split('/');
  if (parts.length > 2) return undefined;
  const [addressText = '', prefixText] = parts;
  const address = parseAddress(addressText, { zone: false });
  if (!address) return undefined;
  const maximum = address.kind() === 'ipv4' ? 32 : 128;
  if (prefixText !== undefined && !prefixLength.test(prefixText)) return undefined;
  const prefix = prefixText === undefined ? maximum : Number(prefixText);
  if (prefix > maximum) return undefined;
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96)
    return [(address as ipaddr.IPv6).toIPv4Address(), prefix - 96];
  return [address, prefix];
}

/** A network as the configuration keeps it and the log shows it: `10.0.0.0/8`, `2001:db8::/32`. */
export const formatNetwork = ([address, prefix]: Network): string => `${address.toString()}/${prefix}`;

/**
 * A client's address as the matcher reads it: `request.ip` (the socket's, or with TRUST_PROXY the
 * one X-Forwarded-For names, whatever a client or proxy wrote there). An IPv4-mapped IPv6 address
 * (`::ffff:10.1.2.3`, what a dual-stack socket reports for IPv4 clients) is the IPv4 address it
 * carries. Undefined for anything that is not an address; never throws.
 */
export function clientAddress(ip: unknown): Address | undefined {
  if (typeof ip !== 'string' || ip.length > 100) return undefined;
  const address = parseAddress(ip, { zone: true });
  if (address?.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) return (address as ipaddr.IPv6).toIPv4Address();
  return address;
}

/**
 * Whether an address (`request.ip`) is inside one of the networks (`formatNetwork`'s strings, as
 * the configuration gives them). An address that cannot be read is inside none.
 */
export function networkMatcher(networks: readonly string[]): (ip: unknown) => boolean {
  const parsed = networks.map((text) => {
    const network = parseNetwork(text);
    if (!network) throw new Error(`${JSON.stringify(text)} is not a network`);
    return network;
  });
  return (ip) => {
    const address = clientAddress(ip);
    if (!address) return false;
    return parsed.some(([base, prefix]) => base.kind() === address.kind() && address.match(base, prefix));
  };
}
