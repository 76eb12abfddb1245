import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * The inquiry path, with its spam defence on (the server runs with easy challenges and raised
 * limits, see bench.ts): every measured request carries a challenge of its own, solved here
 * before the run (one is accepted once only), and every accepted inquiry is stored.
 */
export async function measureInquiries(origin: string, seconds: number, connections: number) {
  const inquiry = { name: '벤치마크', phone: '01012345678', email: 'bench@example.com', content: '성능 측정용 문의입니다.' };
  const challenges = await solveChallenges(origin, Math.ceil(inquiriesPerSecondCap * (seconds + 1)));
  const storedBefore = await storedInquiries();
  const startedAt = Date.now();
  let used = 0;
  const url = `${origin}/api/common/inquiry/`;
  const post = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;
  const withChallenge = await measure(url, {
    ...post,
    requests: [
      { setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...inquiry, altcha: challenges[used++ % challenges.length] }) }) },
    ],
  });
  const stored = (await storedInquiries()) - storedBefore;
  const storedSeconds = (Date.now() - startedAt) / 1000;
  // Challenge-less, as the original four-field REST body (docs/api.md#rest-paths): lower limits, raised for the run too.
  const withoutChallenge = await measure(url, { ...post, body: JSON.stringify(inquiry) });
  return { withChallenge, withoutChallenge, stored, storedSeconds };

  async function measure(target: string, options: Partial<autocannon.Options>) {
    await autocannon({ url: target, connections, duration: 1, ...options });
    const result = await autocannon({ url: target, connections, duration: seconds, ...options });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  }
}

/** Enough solved challenges for the measured inquiry rows: fetched from the server, solved here. */
const inquiriesPerSecondCap = Number(process.env.BENCH_INQUIRY_CHALLENGES_PER_SECOND ?? 1500);

async function solveChallenges(origin: string, count: number): Promise<string[]> {
  const payloads: string[] = [];
  const batch = 50;
  for (let i = 0; i < count; i += batch) {
    payloads.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(batch, count - i) }, async () => {
          const challenge = (await (await fetch(`${origin}/api/common/inquiry/challenge`)).json()) as Challenge;
          const solution = await solveChallenge({ challenge, deriveKey });
          return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
        }),
      )),
    );
  }
  return payloads;
}

/** How many inquiries the database holds (read directly: the API has no public count). */
async function storedInquiries(): Promise<number> {
  if (!process.env.BENCH_DATABASE_URL) return Number.NaN;
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  try {
    return Number((await client.query('select count(*) from inquiries')).rows[0].count);
  } finally {
    await client.end();
  }
}
