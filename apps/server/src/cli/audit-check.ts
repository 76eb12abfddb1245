import type { AuditChainProblem, AuditChainState } from '@office/contracts';
import { systemClock } from '@office/api/services/clock';
import { createServices } from '@office/api/services';
import { openConfiguredDatabase } from './open-configured-database.js';
import { CommandFailure, noArguments } from './usage.js';

const problems: Record<AuditChainProblem, { ko: string; en: string }> = {
  altered: { ko: '기록 내용이 바뀜', en: 'the record was altered (its hash does not match its contents)' },
  link: { ko: '앞 기록과의 연결이 어긋남', en: "the record does not name the previous record's hash" },
  missing: { ko: '기록이 없어짐', en: 'the record is missing (deleted)' },
  unsealed: { ko: '연결되지 않은 기록이 있음', en: 'a record was written without a place in the chain' },
};

/** What the operator reads: Korean first, then English, naming the seq (or the record, for an unsealed one). */
export function chainReport(state: AuditChainState): string {
  const range = state.firstSeq === null ? '' : ` (seq ${state.firstSeq}–${state.lastSeq})`;
  if (state.intact) {
    const head = state.headHash ? `\n마지막 기록의 해시 / head hash: ${state.headHash}` : '';
    const purged =
      state.purgedThroughSeq === null
        ? ''
        : `\n보관 기간이 지나 seq ${state.purgedThroughSeq}까지 파기됨 / purged through seq ${state.purgedThroughSeq}`;
    return (
      `감사 기록(접속기록) 연결 이상 없음: ${state.checked}건 확인${range}.\n` +
      `Audit log chain intact: ${state.checked} records checked${range}.${purged}${head}`
    );
  }
  const { seq, id, problem } = state.broken!;
  const place = seq === null ? `기록 id ${id}` : `seq ${seq}`;
  const placeEn = seq === null ? `record id ${id}` : `seq ${seq}${id === null ? '' : ` (record id ${id})`}`;
  return (
    `감사 기록(접속기록) 연결이 ${place}에서 끊겼습니다: ${problems[problem].ko}. ${state.checked}건 확인.\n` +
    `Audit log chain broken at ${placeEn}: ${problems[problem].en}; ${state.checked} records checked.`
  );
}

/** `audit:check`: walks the audit log's chain of hashes; exit 0 when it holds, 1 naming the first broken seq. */
export async function auditCheckCommand(args: string[]): Promise<void> {
  noArguments(args);
  const database = await openConfiguredDatabase();
  let state: AuditChainState;
  try {
    state = await createServices(database.db, systemClock).staff.audit.check();
  } finally {
    await database.close();
  }
  if (!state.intact) throw new CommandFailure(chainReport(state));
  console.log(chainReport(state));
}
